import { MSG } from '@so/contract';
import { emit, toast } from '@so/stores';
import { useForm } from '@so/ui/form';
import { useState, type Ref } from 'react';
import {
  changedKeys,
  checkLead,
  emptyLead,
  leadFailureDetail,
  leadFieldErrors,
  LEAD_PLACES_REQUIRED,
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
  /** The form's ref (useForm's formRef): a refused Send moves focus to its first field with a message. */
  formRef?: Ref<HTMLFormElement>;
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
  const form = useForm<LeadValues, string>({
    initial: () => emptyLead(rules.answers),
    validate: (v) => checkLead(v, rules).errors ?? {},
    serverErrors: (error) => leadFieldErrors(error) ?? {},
  });
  const { values, errors } = form;
  const [status, setStatus] = useState<LeadStatus>('idle');
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [consented, setConsented] = useState(false);
  const [round, setRound] = useState(0);
  const places = usePlaces(values.places.country?.id ?? 0, values.places.state?.id ?? 0);

  const submit = async () => {
    if (!consented) return;
    const result = await form.submit(async (v) => {
      const checked = checkLead(v, rules);
      // The checks passed, so the body is there; without one nothing is sent.
      if (checked.body === null) return false;
      setFailure([]);
      setStatus('sending');
      await send(checked.body);
      return true;
    });
    if (result.status === 'sent' && result.result) {
      emit('so:enquiry-sent', { kind });
      toast({ kind: 'success', title: MSG.dataCreated });
      form.reset();
      setConsented(false);
      places.onCountrySearch('');
      setRound((n) => n + 1);
      setStatus('sent');
    } else if (result.status === 'refused') {
      // Each server message stands on its field (useForm shows them); the typing stays.
      setStatus('idle');
    } else if (result.status === 'failed') {
      const detail = leadFailureDetail(result.error);
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
    formRef: form.formRef,
    round,
    places,
    placeRequired: LEAD_PLACES_REQUIRED,
    onChange: (field, value) => form.setValues({ ...values, [field]: value }, changedKeys(field)),
    onAnswer: (index, value) => form.setValues({ ...values, answers: values.answers.map((a, i) => (i === index ? value : a)) }, changedKeys(index)),
    onPlaces: (next, changed) => form.setValues({ ...values, places: next }, changedKeys(changed)),
    onConsentToggle: () => setConsented((c) => !c),
    onSubmit: () => void submit(),
  };
}
