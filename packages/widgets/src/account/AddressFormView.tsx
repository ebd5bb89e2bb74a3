import { type Country, PHONE_DIGITS, MSG } from '@so/contract';
import { ErrorState, Skeleton } from '@so/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { AddressErrors, AddressField, AddressValues, Ref } from './address.ts';
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

/** Add or edit an address: tag, name, numbers, street lines, the country → state → city cascade, ZIP. */
export function AddressFormView(props: AddressFormViewProps) {
  const { editing, values, errors, status, message, loadFailed, countries, countriesFailed, countrySearch, states, cities } = props;
  const { onChange, onCountrySearch, onCountry, onState, onCity, onSubmit } = props;
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
  const select = (
    name: 'country' | 'state' | 'city',
    label: string,
    placeholder: string,
    options: readonly Ref[],
    selected: Ref | null,
    disabledHint: string | null,
    onPick: (id: number) => void,
  ) => {
    const list = selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <select
          id={`${id}-${name}`}
          name={name}
          required
          disabled={disabledHint !== null}
          value={selected ? String(selected.id) : ''}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={ids(name, disabledHint !== null)}
          onChange={(e) => onPick(Number(e.target.value))}
        >
          <option value="">{placeholder}</option>
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        {disabledHint !== null && (
          <span className="acc__hint" id={`${id}-${name}-hint`}>
            {disabledHint}
          </span>
        )}
        {errorOf(name)}
      </div>
    );
  };

  const countryRefs = countries.map((c) => ({ id: c.id, name: c.country_name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const invalid = Object.keys(errors).length > 0;

  return (
    <div className="acc container acc__form-page">
      <h1>{title}</h1>
      <form className="acc__form" noValidate onSubmit={submit} part="form">
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

        <fieldset className="acc__places">
          <legend className="visually-hidden">{`${ACCOUNT_COPY.country}, ${ACCOUNT_COPY.state}, ${ACCOUNT_COPY.city}`}</legend>
          <div className="field">
            <label htmlFor={`${id}-country-search`}>{ACCOUNT_COPY.searchCountry}</label>
            <input
              id={`${id}-country-search`}
              type="search"
              autoComplete="off"
              value={countrySearch}
              aria-describedby={`${id}-country-search-hint`}
              onChange={(e) => onCountrySearch(e.target.value)}
            />
            <span className="acc__hint" id={`${id}-country-search-hint`}>
              {countriesFailed ? MSG.countriesFailed : ACCOUNT_COPY.searchCountryHint}
            </span>
          </div>
          {select('country', ACCOUNT_COPY.country, ACCOUNT_COPY.chooseCountry, countryRefs, values.country, null, (countryId) => {
            const country = countries.find((c) => c.id === countryId);
            if (country) onCountry(country);
          })}
          <div className="acc__row">
            {select(
              'state',
              ACCOUNT_COPY.state,
              states === null && values.country ? ACCOUNT_COPY.loadingOptions : ACCOUNT_COPY.chooseState,
              states ?? [],
              values.state,
              values.country ? null : MSG.selectCountryFirst,
              (stateId) => onState((states ?? []).find((s) => s.id === stateId) ?? null),
            )}
            {select(
              'city',
              ACCOUNT_COPY.city,
              cities === null && values.state ? ACCOUNT_COPY.loadingOptions : ACCOUNT_COPY.chooseCity,
              cities ?? [],
              values.city,
              values.state ? null : MSG.selectStateFirst,
              (cityId) => onCity((cities ?? []).find((c) => c.id === cityId) ?? null),
            )}
          </div>
        </fieldset>

        <div className="field acc__zip">
          <label htmlFor={`${id}-postal_code`}>{ACCOUNT_COPY.zip}</label>
          <input
            id={`${id}-postal_code`}
            name="postal_code"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            value={values.postal_code}
            aria-invalid={errors.postal_code ? true : undefined}
            aria-describedby={ids('postal_code')}
            onChange={(e) => onChange('postal_code', digits(e.target.value))}
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
