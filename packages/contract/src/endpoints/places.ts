/** Countries, and the states and cities of the address forms. */
import { CountriesQuery, CountryParams, StateParams } from '../requests.ts';
import { CitiesResponse, CountriesResponse, StatesResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const PLACES = {
  countries: endpoint({ method: 'GET', path: '/countries/', query: CountriesQuery, answer: CountriesResponse, auth: 'anyone' }),
  states: endpoint({ method: 'GET', path: '/states/:countryId/', params: CountryParams, answer: StatesResponse, auth: 'anyone' }),
  cities: endpoint({ method: 'GET', path: '/cities/:stateId', params: StateParams, answer: CitiesResponse, auth: 'anyone' }),
};
