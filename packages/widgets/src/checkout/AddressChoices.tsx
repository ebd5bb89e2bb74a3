import { type Address, CHECKOUT_ADDRESSES_SHOWN, MSG } from '@so/contract';
import { Link } from '@so/ui';
import { useId } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { routes } from '../shared/links.ts';
import { CHECKOUT_COPY } from './copy.ts';

export interface ChoiceProps {
  name: string;
  checked: boolean;
  disabled: boolean;
  /** The id of the group's error message, when there is one. */
  error?: string;
  onChoose: () => void;
}

/** One required radio of a checkout choice group, tied to the group's error message. */
export function Radio({ name, value, checked, disabled, error, onChoose }: ChoiceProps & { value: string | number }) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      checked={checked}
      disabled={disabled}
      required
      aria-invalid={error ? true : undefined}
      aria-describedby={error}
      onChange={onChoose}
    />
  );
}

export interface AddressChoicesProps {
  addresses: readonly Address[];
  chosenId: number | null;
  /** All addresses shown (otherwise the first 2 and Show all addresses). */
  showAll: boolean;
  disabled: boolean;
  /** The required-address message, when the shopper tried to go on without one. */
  error?: string;
  /** Navigation state for Add New Address, so coming back returns to this checkout. */
  addAddressState?: unknown;
  onChoose: (addressId: number) => void;
  onShowAll: () => void;
}

/**
 * The checkout's billing and shipping address choice: 2 addresses first with Show all
 * addresses (a chosen one stays visible), Add New Address, and the required message.
 */
export function AddressChoices({ addresses, chosenId, showAll, disabled, error, addAddressState, onChoose, onShowAll }: AddressChoicesProps) {
  const ids = useId();
  const errorId = error ? `${ids}-address-error` : undefined;
  const chosen = addresses.find((a) => a.id === chosenId) ?? null;
  const shown = showAll ? addresses : addresses.slice(0, CHECKOUT_ADDRESSES_SHOWN);
  // A chosen address stays visible even when it is not among the first two.
  const visible = chosen && !shown.includes(chosen) ? [...shown, chosen] : shown;
  const hidden = addresses.length - visible.length;
  return (
    <fieldset className={error ? 'co__section co__section--invalid' : 'co__section'} aria-describedby={errorId} part="addresses">
      <legend>
        <span className="co__heading">{CHECKOUT_COPY.addressTitle}</span>
        <span className="visually-hidden"> — {CHECKOUT_COPY.addressLegend}</span>
      </legend>
      <ul className="co__addresses">
        {visible.map((a) => (
          <li key={a.id}>
            <AddressChoice
              address={a}
              name={`${ids}-address`}
              checked={a.id === chosenId}
              disabled={disabled}
              error={errorId}
              onChoose={() => onChoose(a.id)}
            />
          </li>
        ))}
      </ul>
      <div className="co__address-actions">
        {hidden > 0 && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onShowAll} part="show-all">
            {CHECKOUT_COPY.showAllAddresses}
            <span className="visually-hidden"> ({addresses.length})</span>
          </button>
        )}
        <Link to={routes.addAddress()} state={addAddressState} className="btn btn--ghost btn--small">
          + {CHECKOUT_COPY.addNewAddress}
        </Link>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function AddressChoice({ address, ...choice }: ChoiceProps & { address: Address }) {
  const fullName = address.full_name?.trim() || MSG.noName;
  const place = [address.city_obj?.name, address.state_obj?.name, address.postal_code].filter(Boolean).join(', ');
  return (
    <label className={choice.checked ? 'co__choice co__choice--on' : 'co__choice'}>
      <Radio {...choice} value={address.id} />
      <span className="co__choice-body">
        <span className="co__choice-head">
          <strong>{fullName}</strong>
          <span className="badge">{address.address_tags}</span>
          {address.is_default && <span className="badge">{CHECKOUT_COPY.defaultAddress}</span>}
        </span>
        {[address.address_line_1, address.address_line_2, address.landmark, place, address.mobile].filter(Boolean).map((line, i) => (
          <span key={i} className="co__line">
            {line}
          </span>
        ))}
      </span>
    </label>
  );
}
