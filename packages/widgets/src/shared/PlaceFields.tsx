import { MSG } from '@so/contract';
import { useStyles } from '@so/ui';
import { useId } from 'react';
import { CountryCombobox } from './CountryCombobox.tsx';
import { PLACE_COPY } from './place-copy.ts';
import styles from './place-fields.css?inline';
import {
  chooseCity,
  chooseCountry,
  chooseState,
  isPlaceRequired,
  placeFieldsOf,
  type Place,
  type PlaceErrors,
  type PlaceField,
  type PlaceFieldSet,
  type PlaceLists,
  type PlaceRequired,
  type PlaceValues,
} from './places.ts';
import { usePlaces } from './usePlaces.ts';

/** What a form decides about its place fields. */
export interface PlaceFieldsOptions {
  /** The chosen places and the chosen country's calling code. */
  value: PlaceValues;
  /**
   * Called with the whole new value, the clearing rules applied: a new country clears state and
   * city and brings its calling code; a new state clears the city. `changed` names the field the
   * person changed.
   */
  onChange: (next: PlaceValues, changed: PlaceField) => void;
  /** Which fields to show (default all three). */
  fields?: PlaceFieldSet;
  /** Whether each shown field is required (default: all). */
  required?: PlaceRequired;
  /** A visible asterisk after the labels of required fields (the `required` attribute tells assistive technology). */
  requiredMarks?: boolean;
  /** The message beside each field (the form's validation or the server's answer). */
  errors?: PlaceErrors;
}

export type PlaceFieldsViewProps = PlaceFieldsOptions & PlaceLists;

/** A place field's label, with the asterisk of a required field when the form shows marks. */
function PlaceLabel({ htmlFor, text, marked }: { htmlFor: string; text: string; marked: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {text}
      {marked && (
        <span className="places__mark" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

/**
 * The country → state → city cascade: one Country control, a combobox that
 * filters its list as the visitor types (the server searched from 2 characters), then State, disabled with the hint "Please
 * select a country first!" until a country is chosen, and City, disabled with "Please select a
 * state first!" until a state is chosen. Every control is labelled; hints and messages are tied
 * to their control by aria-describedby. Pure view: lists in, `onChange` out. Part: places.
 */
export function PlaceFieldsView(props: PlaceFieldsViewProps) {
  const { value, onChange, fields = 'country-state-city', required, requiredMarks = false, errors = {} } = props;
  const { countries, countriesFailed = false, onRetryCountries, countrySearch, onCountrySearch, states, cities } = props;
  useStyles(styles);
  const id = useId();
  const shown = placeFieldsOf(fields);

  const describedBy = (name: PlaceField, hint: boolean) =>
    [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  const select = (
    name: PlaceField,
    label: string,
    placeholder: string,
    options: readonly Place[],
    selected: Place | null,
    disabledHint: string | null,
    onPick: (id: number) => void,
  ) => {
    const list = selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options;
    const needed = isPlaceRequired(required, name);
    // A message that says what the hint says replaces it (read once, styled as a message).
    const hint = disabledHint !== null && disabledHint !== errors[name] ? disabledHint : null;
    return (
      <div className="field">
        <PlaceLabel htmlFor={`${id}-${name}`} text={label} marked={needed && requiredMarks} />
        <select
          id={`${id}-${name}`}
          name={name}
          required={needed}
          disabled={disabledHint !== null}
          value={selected ? String(selected.id) : ''}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name, hint !== null)}
          onChange={(e) => onPick(Number(e.target.value))}
        >
          <option value="">{placeholder}</option>
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        {hint !== null && (
          <span className="places__hint" id={`${id}-${name}-hint`}>
            {hint}
          </span>
        )}
        {errors[name] && (
          <span className="field__error" id={`${id}-${name}-error`}>
            {errors[name]}
          </span>
        )}
      </div>
    );
  };

  const countryNeeded = isPlaceRequired(required, 'country');
  const state =
    shown.includes('state') &&
    select(
      'state',
      PLACE_COPY.state,
      states === null && value.country ? PLACE_COPY.loadingOptions : PLACE_COPY.chooseState,
      states ?? [],
      value.state,
      value.country ? null : MSG.selectCountryFirst,
      (stateId) => onChange(chooseState(value, (states ?? []).find((s) => s.id === stateId) ?? null), 'state'),
    );
  const city =
    shown.includes('city') &&
    select(
      'city',
      PLACE_COPY.city,
      cities === null && value.state ? PLACE_COPY.loadingOptions : PLACE_COPY.chooseCity,
      cities ?? [],
      value.city,
      value.state ? null : MSG.selectStateFirst,
      (cityId) => onChange(chooseCity(value, (cities ?? []).find((c) => c.id === cityId) ?? null), 'city'),
    );

  return (
    <fieldset className="places" part="places">
      <legend className="visually-hidden">{PLACE_COPY.legend(shown.map((f) => PLACE_COPY[f]))}</legend>
      <div className="field">
        <PlaceLabel htmlFor={`${id}-country`} text={PLACE_COPY.country} marked={countryNeeded && requiredMarks} />
        <CountryCombobox
          id={`${id}-country`}
          countries={countries}
          value={value.country}
          search={countrySearch}
          onSearch={onCountrySearch}
          onPick={(country) => onChange(chooseCountry(value, country), 'country')}
          required={countryNeeded}
          invalid={Boolean(errors.country)}
          describedBy={[`${id}-country-hint`, errors.country ? `${id}-country-error` : ''].filter(Boolean).join(' ')}
        />
        {countriesFailed ? (
          <span className="places__failed">
            <span className="field__error" id={`${id}-country-hint`} role="alert">
              {MSG.countriesFailed}
            </span>
            {onRetryCountries && (
              <button type="button" className="btn btn--ghost btn--small" aria-describedby={`${id}-country-hint`} onClick={onRetryCountries}>
                {MSG.tryAgain}
              </button>
            )}
          </span>
        ) : (
          <span className="places__hint" id={`${id}-country-hint`}>
            {PLACE_COPY.searchCountryHint}
          </span>
        )}
        {errors.country && (
          <span className="field__error" id={`${id}-country-error`}>
            {errors.country}
          </span>
        )}
      </div>
      {(state || city) && (
        <div className="places__row">
          {state}
          {city}
        </div>
      )}
    </fieldset>
  );
}

export type PlaceFieldsProps = PlaceFieldsOptions;

/**
 * The cascade wired to the API (`usePlaces`): countries once, searched from 2 characters; the
 * states of the chosen country; the cities of the chosen state. The form owns the value.
 */
export function PlaceFields(props: PlaceFieldsProps) {
  const shown = placeFieldsOf(props.fields);
  const countryId = shown.includes('state') ? (props.value.country?.id ?? 0) : 0;
  const stateId = shown.includes('city') ? (props.value.state?.id ?? 0) : 0;
  const lists = usePlaces(countryId, stateId);
  return <PlaceFieldsView {...props} {...lists} />;
}

export { usePlaces } from './usePlaces.ts';
export {
  COUNTRY_SEARCH_MIN,
  callingCode,
  chooseCity,
  chooseCountry,
  chooseState,
  defaultPlaces,
  noPlaces,
  placeErrors,
  type Place,
  type PlaceErrors,
  type PlaceField,
  type PlaceFieldSet,
  type PlaceLists,
  type PlaceRequired,
  type PlaceValues,
} from './places.ts';
