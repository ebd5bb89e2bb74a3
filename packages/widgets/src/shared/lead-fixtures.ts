/**
 * States of the lead forms (B2B and exports) for stories: the view's whole input, with the
 * sample places (account-fixtures.ts) and callbacks that do nothing.
 */
import { sampleCities, sampleCountries, sampleStates } from './account-fixtures.ts';
import { LEAD_COPY } from './lead-copy.ts';
import { checkLead, emptyLead, LEAD_PLACES_REQUIRED, type LeadRules, type LeadValues } from './lead-form.ts';
import { noPlaces } from './places.ts';
import type { LeadFormState } from './useLeadForm.ts';

const noop = () => undefined;

/** An empty form with nothing chosen, Send disabled (no consent yet). */
export function leadState(answers: number, overrides: Partial<LeadFormState> = {}): LeadFormState {
  const values = overrides.values ?? emptyLead(answers);
  const states = values.places.country ? (sampleStates[values.places.country.id] ?? []) : [];
  const cities = values.places.state ? (sampleCities[values.places.state.id] ?? []) : [];
  const places = { countries: sampleCountries, countrySearch: '', onCountrySearch: noop, states, cities };
  return {
    values,
    errors: {},
    status: 'idle',
    failure: [],
    consented: false,
    round: 0,
    places,
    placeRequired: LEAD_PLACES_REQUIRED,
    onChange: noop,
    onAnswer: noop,
    onPlaces: noop,
    onConsentToggle: noop,
    onSubmit: noop,
    ...overrides,
  };
}

/** A buyer from Ahmedabad who has filled in everything and answered every question. */
export function filledLead(answers: readonly string[], revenue: string): LeadValues {
  return {
    ...emptyLead(answers.length),
    company_name: 'Green Leaf Foods Pvt Ltd',
    industry_type: 'Organic food retail',
    company_size: LEAD_COPY.companySizes[2],
    website: 'www.greenleaf.example',
    annual_revenue: revenue,
    company_registered: 'yes',
    full_name: 'Ravi Shah',
    job_title: 'Purchase Manager',
    email: 'ravi@greenleaf.example',
    phone_no: '98765 43210',
    places: { ...noPlaces(), country: { id: 104, name: 'India' }, state: { id: 1198, name: 'Gujarat' }, city: { id: 117, name: 'Ahmedabad' } },
    specific_requirements: 'Monthly supply for our 12 stores in Gujarat, in 1 kg and 5 kg packs.',
    answers,
  };
}

/** The messages an empty Send shows (the form's own check, as the shopper sees it). */
export function emptySendErrors<T extends { phone_no: string | null }>(rules: LeadRules<T>) {
  return checkLead(emptyLead(rules.answers), rules).errors ?? {};
}
