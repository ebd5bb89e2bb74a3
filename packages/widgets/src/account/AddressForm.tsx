import type { Address } from '@so/contract';
import { $loggedIn, $navState, getApi, requireLogin, toast } from '@so/stores';
import { useStore } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useEffect, useState } from 'react';
import { positiveId } from '../shared/ids.ts';
import { usePlaces } from '../shared/usePlaces.ts';
import {
  addressPayload,
  addressToValues,
  newAddressValues,
  validateAddress,
  withCountry,
  withState,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from './address.ts';
import { AddressFormView, AddressLoadFailed } from './AddressFormView.tsx';
import { ACCOUNT_COPY } from './copy.ts';
import { isNetworkError, serverMessage } from './errors.ts';
import { goBack } from './history.ts';
import { LoginNeeded } from './Profile.tsx';
import type { FormStatus } from './ProfileEditView.tsx';

/** Country search starts at 2 characters: the shared place fields' rule. */
export { COUNTRY_SEARCH_MIN } from '../shared/places.ts';

export interface AddressFormProps {
  /** Edit mode: the address id (from /profile/addresses/{addressId}/edit). */
  addressId?: number;
  /** The add page's optional `id` query, sent as add_id. */
  addId?: string;
  /** The add page's optional `contact_id` query: saves through PATCH /user/address/?contact_id=. */
  contactId?: number;
}

function addressFromState(state: unknown, id: number): Address | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<Address>;
  return s.id === id && 'address_line_1' in s ? (s as Address) : null;
}

/**
 * Address add and edit, wired to the API: the cascade, the save and back one page. An
 * `address-id` that is given but is not a positive whole number names no address: not found,
 * without a request (never the add form, which would save a new address).
 */
export function AddressForm(props: AddressFormProps) {
  if (props.addressId !== undefined && positiveId(props.addressId) === null) return <AddressLoadFailed title={ACCOUNT_COPY.editTitleAddress} />;
  return <AddressFormPage {...props} />;
}

function AddressFormPage({ addressId, addId, contactId }: AddressFormProps) {
  const loggedIn = useStore($loggedIn);
  const editId = positiveId(addressId) ?? 0;
  const editing = editId > 0;
  const contact = positiveId(contactId) ?? 0;
  const [given] = useState(() => (editing ? addressFromState($navState.get(), editId) : null));
  /** Whether the values are the address's (a new one, given with the navigation, or loaded). */
  const [loaded, setLoaded] = useState(!editing || given !== null);
  const form = useForm<AddressValues, keyof AddressErrors>({
    initial: () => (given ? addressToValues(given) : newAddressValues()),
    validate: validateAddress,
    // Once a message shows, every change checks the whole form again.
    recheck: 'form',
    // The server's refusal is shown as its message (and a toast).
    serverErrors: () => ({}),
  });
  const values = loaded ? form.values : null;
  const errors = form.errors;
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (!loggedIn) requireLogin(ACCOUNT_COPY.loginToSeeProfile);
  }, [loggedIn]);

  const haveValues = values !== null;
  const resetForm = form.reset; // stable: the form keeps one reset
  useEffect(() => {
    if (!loggedIn || haveValues) return;
    let live = true;
    getApi()
      .addresses()
      .then((r) => {
        if (!live) return;
        const found = r.data.find((a) => a.id === editId);
        if (found) {
          resetForm(addressToValues(found));
          setLoaded(true);
        } else setLoadFailed(ACCOUNT_COPY.addressNotFound);
      })
      .catch((error: unknown) => live && setLoadFailed(serverMessage(error)));
    return () => {
      live = false;
    };
    // Loads once per login and address; edits must not trigger a reload.
  }, [loggedIn, editId, haveValues, resetForm]);

  // The cascade's lists: every country once, the search from 2 characters, states, cities.
  const places = usePlaces(values?.country?.id ?? 0, values?.state?.id ?? 0);

  if (!loggedIn) return <LoginNeeded />;

  const update = (next: AddressValues, changed: keyof AddressErrors) => form.setValues(next, [changed]);

  const submit = async () => {
    if (!values || status === 'done') return;
    const api = getApi();
    const result = await form.submit((v) => {
      const body = addressPayload(v, editing ? null : addId);
      return contact > 0 ? api.updateContactAddress(contact, body) : editing ? api.updateAddress(editId, body) : api.addAddress(body);
    });
    if (result.status === 'sent') {
      setStatus('done');
      toast({ kind: 'success', title: result.result.message || ACCOUNT_COPY.addressSaved });
      goBack();
    } else if (result.status === 'failed' || result.status === 'refused') {
      if (isNetworkError(result.error)) {
        setStatus('idle');
        return;
      }
      const text = serverMessage(result.error);
      toast({ kind: 'error', title: text });
      setMessage(text);
      setStatus('failed');
    }
  };

  return (
    <AddressFormView
      editing={editing}
      values={values}
      errors={errors}
      status={form.submitting ? 'submitting' : status}
      formRef={form.formRef}
      message={loadFailed ?? message}
      loadFailed={loadFailed !== null}
      {...places}
      onChange={(field: AddressField, value: string) => values && update({ ...values, [field]: value }, field)}
      onCountry={(country) => values && update(withCountry(values, country), 'country')}
      onState={(state) => values && update(withState(values, state), 'state')}
      onCity={(city) => values && update({ ...values, city }, 'city')}
      onSubmit={() => void submit()}
    />
  );
}
