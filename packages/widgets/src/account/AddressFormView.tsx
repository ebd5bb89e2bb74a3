import { type Country, PHONE_DIGITS, PIN_CODE_DIGITS, POSTAL_CODE_MAX_LENGTH, takesPinCode } from '@so/contract';
import { ErrorState, Skeleton } from '@so/ui';
import { useId, type FormEvent, type ReactNode, type Ref as ElementRef } from 'react';
import { PlaceFieldsView } from '../shared/PlaceFields.tsx';
import { placesOf, type AddressErrors, type AddressField, type AddressValues, type Ref } from './address.ts';
import { ACCOUNT_COPY } from './copy.ts';
import type { FormStatus } from './ProfileEditView.tsx';

export interface AddressFormViewProps {
  editing: boolean;
  /** null while the address to edit loads. */
  values: AddressValues | null;
  errors: AddressErrors;
  status: FormStatus;
  /** The server's message when status is failed; also the "not found" text when loading failed. */
  message?: string;
  loadFailed?: boolean;
  /** Countries offered: the search results for 2+ characters, otherwise the full list. */
  countries: readonly Country[];
  countriesFailed?: boolean;
  /** Loads the countries again after they failed. */
  onRetryCountries?: () => void;
  countrySearch: string;
  /** null while loading. */
  states: readonly Ref[] | null;
  cities: readonly Ref[] | null;
  onChange: (field: AddressField, value: string) => void;
  onCountrySearch: (text: string) => void;
  onCountry: (country: Country) => void;
  onState: (state: Ref | null) => void;
  onCity: (city: Ref | null) => void;
  onSubmit: () => void;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: ElementRef<HTMLFormElement>;
}

const digits = (value: string, max?: number) => value.replace(/\D/g, '').slice(0, max);

/** The address to edit could not be read (by default: it was not found). */
export function AddressLoadFailed({ title, message }: { title: string; message?: string }) {
  return (
    <div className="acc container acc__form-page">
      <h1>{title}</h1>
      <ErrorState title={message ?? ACCOUNT_COPY.addressNotFound} />
    </div>
  );
}

/** Add or edit an address: tag, name, numbers, street lines, the country → state → city cascade, the PIN code (India) or postal code. */
export function AddressFormView(props: AddressFormViewProps) {
  const { editing, values, errors, status, message, loadFailed, countries, countriesFailed, countrySearch, states, cities } = props;
  const { onChange, onCountrySearch, onRetryCountries, onCountry, onState, onCity, onSubmit, formRef } = props;
  const id = useId();
  const title = editing ? ACCOUNT_COPY.editTitleAddress : ACCOUNT_COPY.addTitle;

  if (loadFailed) return <AddressLoadFailed title={title} message={message} />;
  if (!values) {
    return (
      <div className="acc container acc__form-page" role="status" aria-busy="true">
        <h1>{title}</h1>
        <span className="visually-hidden">{ACCOUNT_COPY.loadingOptions}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={66} />
        ))}
      </div>
    );
  }

  const busy = status === 'submitting' || status === 'done';
  // India's addresses have a PIN code (6 digits); another country's its own postal code.
  const pin = takesPinCode(values.country?.id);
  const ids = (name: string, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', errors[name as keyof AddressErrors] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorOf = (name: keyof AddressErrors) =>
    errors[name] && (
      <span className="field__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </span>
    );
  const text = (name: AddressField, label: string, extra: { autoComplete?: string; required?: boolean } = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        autoComplete={extra.autoComplete}
        required={extra.required ?? true}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={ids(name)}
        onChange={(e) => onChange(name, e.target.value)}
      />
      {errorOf(name)}
    </div>
  );
  const phone = (name: 'mobile' | 'another_mobile', label: string, required: boolean) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <div className="acc__phone">
        <span className="acc__prefix" id={`${id}-${name}-hint`}>
          <span className="visually-hidden">{ACCOUNT_COPY.callingCode} </span>
          {values.prefix}
        </span>
        <input
          id={`${id}-${name}`}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete={required ? 'tel-national' : 'off'}
          maxLength={PHONE_DIGITS}
          required={required}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={ids(name, true)}
          onChange={(e) => onChange(name, digits(e.target.value, PHONE_DIGITS))}
        />
      </div>
      {errorOf(name)}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const invalid = Object.keys(errors).length > 0;

  return (
    <div className="acc container acc__form-page">
      <h1>{title}</h1>
      <form ref={formRef} className="acc__form" noValidate onSubmit={submit} part="form">
        {invalid && (
          <p className="alert" role="alert">
            {ACCOUNT_COPY.fixErrors}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-tag`}>{ACCOUNT_COPY.addressTag}</label>
          <select id={`${id}-tag`} name="address_tags" value={values.address_tags} onChange={(e) => onChange('address_tags', e.target.value)}>
            {ACCOUNT_COPY.tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
        {text('full_name', ACCOUNT_COPY.fullName, { autoComplete: 'name' })}
        <div className="acc__row">
          {phone('mobile', ACCOUNT_COPY.mobileNumber, true)}
          {phone('another_mobile', ACCOUNT_COPY.alternateMobile, false)}
        </div>
        {text('address_line_1', ACCOUNT_COPY.street1, { autoComplete: 'address-line1' })}
        {text('address_line_2', ACCOUNT_COPY.street2, { autoComplete: 'address-line2' })}
        {text('landmark', ACCOUNT_COPY.landmark, { required: false })}

        <PlaceFieldsView
          value={placesOf(values)}
          errors={{ country: errors.country, state: errors.state, city: errors.city }}
          countries={countries}
          countriesFailed={countriesFailed}
          onRetryCountries={onRetryCountries}
          countrySearch={countrySearch}
          onCountrySearch={onCountrySearch}
          states={states}
          cities={cities}
          onChange={(next, changed) => {
            if (changed === 'state') onState(next.state);
            else if (changed === 'city') onCity(next.city);
            else {
              // The address always has a country: the empty choice changes nothing.
              const country = countries.find((c) => c.id === next.country?.id);
              if (country) onCountry(country);
            }
          }}
        />

        <div className="field acc__zip">
          <label htmlFor={`${id}-postal_code`}>{pin ? ACCOUNT_COPY.pinCode : ACCOUNT_COPY.postalCode}</label>
          <input
            id={`${id}-postal_code`}
            name="postal_code"
            inputMode={pin ? 'numeric' : 'text'}
            autoComplete="postal-code"
            required
            maxLength={pin ? PIN_CODE_DIGITS : POSTAL_CODE_MAX_LENGTH}
            value={values.postal_code}
            aria-invalid={errors.postal_code ? true : undefined}
            aria-describedby={ids('postal_code')}
            onChange={(e) => onChange('postal_code', pin ? digits(e.target.value) : e.target.value)}
          />
          {errorOf('postal_code')}
        </div>

        {status === 'failed' && message && <FormAlert>{message}</FormAlert>}
        <button type="submit" className="btn" disabled={busy} aria-busy={status === 'submitting'} part="submit">
          {status === 'submitting' ? ACCOUNT_COPY.saving : status === 'done' ? ACCOUNT_COPY.saved : ACCOUNT_COPY.saveAddress}
        </button>
      </form>
    </div>
  );
}

function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="alert" role="alert">
      {children}
    </div>
  );
}
