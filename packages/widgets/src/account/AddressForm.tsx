import type { Address } from '@so/contract';
import { $loggedIn, $navState, getApi, requireLogin, toast } from '@so/stores';
import { useStore } from '@so/ui';
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
  const [values, setValues] = useState<AddressValues | null>(() => {
    if (!editing) return newAddressValues();
    const given = addressFromState($navState.get(), editId);
    return given ? addressToValues(given) : null;
  });
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (!loggedIn) requireLogin(ACCOUNT_COPY.loginToSeeProfile);
  }, [loggedIn]);

  const haveValues = values !== null;
  useEffect(() => {
    if (!loggedIn || haveValues) return;
    let live = true;
    getApi()
      .addresses()
      .then((r) => {
        if (!live) return;
        const found = r.data.find((a) => a.id === editId);
        if (found) setValues(addressToValues(found));
        else setLoadFailed(ACCOUNT_COPY.addressNotFound);
      })
      .catch((error: unknown) => live && setLoadFailed(serverMessage(error)));
    return () => {
      live = false;
    };
    // Loads once per login and address; edits must not trigger a reload.
  }, [loggedIn, editId, haveValues]);

  // The cascade's lists: every country once, the search from 2 characters, states, cities.
  const places = usePlaces(values?.country?.id ?? 0, values?.state?.id ?? 0);

  if (!loggedIn) return <LoginNeeded />;

  const update = (next: AddressValues) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateAddress(next));
  };

  const submit = async () => {
    if (!values || status === 'submitting' || status === 'done') return;
    const problems = validateAddress(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setStatus('submitting');
    const api = getApi();
    try {
      const body = addressPayload(values, editing ? null : addId);
      const answer = contact > 0
        ? await api.updateContactAddress(contact, body)
        : editing
          ? await api.updateAddress(editId, body)
          : await api.addAddress(body);
      setStatus('done');
      toast({ kind: 'success', title: answer.message || ACCOUNT_COPY.addressSaved });
      goBack();
    } catch (error) {
      if (isNetworkError(error)) {
        setStatus('idle');
        return;
      }
      const text = serverMessage(error);
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
      status={status}
      message={loadFailed ?? message}
      loadFailed={loadFailed !== null}
      {...places}
      onChange={(field: AddressField, value: string) => values && update({ ...values, [field]: value })}
      onCountry={(country) => values && update(withCountry(values, country))}
      onState={(state) => values && update(withState(values, state))}
      onCity={(city) => values && update({ ...values, city })}
      onSubmit={() => void submit()}
    />
  );
}
