import { MSG } from '@so/contract';
import { emit, toast } from '@so/stores';
import { useState } from 'react';
import {
  changedKeys,
  checkLead,
  emptyLead,
  leadFailureDetail,
  leadFieldErrors,
  LEAD_PLACES_REQUIRED,
  recheckLead,
  type LeadErrors,
  type LeadField,
  type LeadRules,
  type LeadValues,
} from './lead-form.ts';
import type { PlaceField, PlaceLists, PlaceRequired, PlaceValues } from './places.ts';
import { usePlaces } from './usePlaces.ts';

/** Where a lead form is: being filled in, on its way, sent (the form emptied), or the sending failed. */
export type LeadStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** Everything LeadFormView shows and every callback it calls (what useLeadForm answers). */
export interface LeadFormState {
  values: LeadValues;
  errors: LeadErrors;
  status: LeadStatus;
  /** What went wrong when status is 'failed': the form's "Something went wrong" and, for a 429, the server's words. */
  failure: readonly string[];
  /** Whether the consent box is ticked; Send is disabled until it is. */
  consented: boolean;
  /** Counts refused Sends: each one moves focus to the first field with a message. */
  attempt: number;
  /** Counts sent enquiries: the place fields are remounted with it, and focus moves to the thanks. */
  round: number;
  /** The cascade's lists (usePlaces). */
  places: PlaceLists;
  placeRequired: PlaceRequired;
  onChange: (field: LeadField, value: string) => void;
  onAnswer: (index: number, value: string) => void;
  onPlaces: (next: PlaceValues, changed: PlaceField) => void;
  onConsentToggle: () => void;
  onSubmit: () => void;
}

export interface LeadFormOptions<T> {
  rules: LeadRules<T>;
  /** Sends the checked body (getApi().b2bLead / exportLead); its rejection is an ApiError. */
  send: (body: T) => Promise<unknown>;
  /** Which form it is, for the host's `so:enquiry-sent`. */
  kind: 'b2b' | 'export';
}

/**
 * A lead form wired to the API. Send stays disabled until the consent box is ticked (one rule for both forms:
 * the B2B form's "flag that starts true and disables submit while true" and the exports form's
 * "Send disabled until the box is toggled" are the same thing seen from two sides; here the flag
 * is `consented`, false until the first click, and every click toggles it). A Send shows every
 * message at once and moves focus to the first; a sent enquiry says Data Created Successfully (a
 * toast and the thanks) and empties the form, the consent box and the place fields with it; a
 * 400 puts each server message on its field and keeps what was typed; any other failure says
 * Something went wrong and keeps it too.
 */
export function useLeadForm<T extends { phone_no: string | null }>({ rules, send, kind }: LeadFormOptions<T>): LeadFormState {
  const [values, setValues] = useState<LeadValues>(() => emptyLead(rules.answers));
  const [errors, setErrors] = useState<LeadErrors>({});
  const [status, setStatus] = useState<LeadStatus>('idle');
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [consented, setConsented] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [round, setRound] = useState(0);
  const places = usePlaces(values.places.country?.id ?? 0, values.places.state?.id ?? 0);

  const update = (next: LeadValues, changed: readonly string[]) => {
    setValues(next);
    setErrors((current) => recheckLead(current, changed, next, rules));
  };

  const submit = async () => {
    if (!consented || status === 'sending') return;
    const checked = checkLead(values, rules);
    if (checked.errors !== null) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure([]);
    setStatus('sending');
    try {
      await send(checked.body);
      emit('so:enquiry-sent', { kind });
      toast({ kind: 'success', title: MSG.dataCreated });
      setValues(emptyLead(rules.answers));
      setConsented(false);
      places.onCountrySearch('');
      setRound((n) => n + 1);
      setStatus('sent');
    } catch (error) {
      const byField = leadFieldErrors(error);
      if (byField) {
        setErrors(byField);
        setAttempt((n) => n + 1);
        setStatus('idle');
        return;
      }
      const detail = leadFailureDetail(error);
      toast({ kind: 'error', title: MSG.somethingWentWrong, description: detail });
      setFailure(detail ? [MSG.somethingWentWrong, detail] : [MSG.somethingWentWrong]);
      setStatus('failed');
    }
  };

  return {
    values,
    errors,
    status,
    failure,
    consented,
    attempt,
    round,
    places,
    placeRequired: LEAD_PLACES_REQUIRED,
    onChange: (field, value) => update({ ...values, [field]: value }, changedKeys(field)),
    onAnswer: (index, value) => update({ ...values, answers: values.answers.map((a, i) => (i === index ? value : a)) }, changedKeys(index)),
    onPlaces: (next, changed) => update({ ...values, places: next }, changedKeys(changed)),
    onConsentToggle: () => setConsented((c) => !c),
    onSubmit: () => void submit(),
  };
}
