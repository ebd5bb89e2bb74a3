import { defineElement } from '../shared/element.ts';
import styles from './account.css?inline';
import { AddressForm, type AddressFormProps } from './AddressForm.tsx';

/**
 * `<so-address-form>`: /profile/addresses/add and /profile/addresses/{addressId}/edit: tag, full name, mobile and optional alternate mobile with the country's calling code, street
 * lines, landmark, the searchable country → state → city cascade (defaults Ahmedabad / Gujarat /
 * India), the PIN code (India; another country: its postal code). Success goes back one page; a server refusal shows its message.
 *
 * @tag so-address-form
 * @attr {number} address-id - edit mode: the address to edit (from the navigation state or GET
 *   /user/address/)
 * @attr {string} add-id - the add page's `id` query, sent as add_id
 * @attr {number} contact-id - saves the profile's contact address (PATCH ?contact_id=)
 * @csspart form - the form
 * @csspart submit - the submit button
 * @csspart places - the country → state → city fieldset
 * @csspart error - the error state with Try again (shared ErrorState)
 */
export const define = () =>
  defineElement<AddressFormProps>('so-address-form', AddressForm, {
    props: { addressId: 'number', addId: 'string', contactId: 'number' },
    styles,
  });
