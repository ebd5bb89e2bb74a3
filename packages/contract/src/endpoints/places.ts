/** Countries, and the states and cities of the address forms. */
import { CountriesQuery, CountryParams, StateParams } from '../addresses.requests.ts';
import { CitiesResponse, CountriesResponse, StatesResponse } from '../addresses.answers.ts';
import { endpoint } from './endpoint.ts';

export const PLACES = {
  countries: endpoint({
    method: 'GET',
    path: '/countries/',
    query: CountriesQuery,
    answer: CountriesResponse,
    auth: 'anyone',
    summary: 'The 252 countries with their calling codes, by name; `filter_search` keeps those whose name contains it.',
  }),
  states: endpoint({
    method: 'GET',
    path: '/states/:countryId/',
    params: CountryParams,
    answer: StatesResponse,
    auth: 'anyone',
    summary: 'A country’s states: India’s 36 states and union territories, and those of eight other countries.',
  }),
  cities: endpoint({
    method: 'GET',
    path: '/cities/:stateId',
    params: StateParams,
    answer: CitiesResponse,
    auth: 'anyone',
    summary: 'A state’s cities (India’s 917).',
  }),
};
