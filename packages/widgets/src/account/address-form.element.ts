import { defineElement } from '@so/ui';
import styles from './account.css?inline';
import { AddressForm, type AddressFormProps } from './AddressForm.tsx';

/**
 * `<so-address-form>`: /profile/addresses/add and /profile/addresses/{addressId}/edit (SPEC §2,
 * §5): tag, full name, mobile and optional alternate mobile with the country's calling code,
 * street lines, landmark, the searchable country → state → city cascade (defaults Ahmedabad /
 * Gujarat / India), ZIP. Success goes back one page; a server refusal shows its message.
 *
 * Attributes: `address-id` (number: edit mode; the address comes from the navigation state or
 * GET /user/address/), `add-id` (string: the add page's `id` query, sent as add_id),
 * `contact-id` (number: saves the profile's contact address via PATCH ?contact_id=).
 * Events: none of its own (history back on success; toasts through the shared store).
 * Parts: form, submit, error, places (the country → state → city fieldset).
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement<AddressFormProps>('so-address-form', AddressForm, {
    props: { addressId: 'number', addId: 'string', contactId: 'number' },
    styles,
  });
