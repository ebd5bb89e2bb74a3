/** Places (SPEC §7 user): GET /countries/?filter_search=, /states/{countryId}/ and /cities/{stateId}. */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  CitiesResponse,
  CountriesQuery,
  CountriesResponse,
  CountryParams,
  StateParams,
  StatesResponse,
} from '@so/contract';
import type { Deps } from '../deps.ts';
import { countries, placesIn } from '../geo/queries.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';

export function geoRoutes({ db }: Pick<Deps, 'db'>): Hono {
  const api = new Hono({ strict: false });

  api.get('/countries', validate('query', CountriesQuery), async (c) =>
    c.json<Infer<typeof CountriesResponse>>({ status: true, data: { data: await countries(db, c.req.valid('query').filter_search) } }),
  );

  api.get('/states/:countryId', validate('param', CountryParams), async (c) => {
    const states = await placesIn(db, 'states', c.req.valid('param').countryId);
    if (!states) throw notFound(ANSWER.countryNotFound);
    return c.json<Infer<typeof StatesResponse>>({ status: true, data: states });
  });

  api.get('/cities/:stateId', validate('param', StateParams), async (c) => {
    const cities = await placesIn(db, 'cities', c.req.valid('param').stateId);
    if (!cities) throw notFound(ANSWER.stateNotFound);
    return c.json<Infer<typeof CitiesResponse>>({ status: true, data: cities });
  });

  return api;
}
