/** Places: GET /countries/?filter_search=, /states/{countryId}/ and /cities/{stateId}. */
import type { Hono } from 'hono';
import { ANSWER, PLACES } from '@so/contract';
import type { Deps } from '../deps.ts';
import { countries, placesIn } from '../geo/queries.ts';
import { notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';

export function geoRoutes({ db }: Pick<Deps, 'db'>): Hono {
  const app = routeApp(db);

  route(app, PLACES.countries, async (_c, { query }) => ({ status: true, data: { data: await countries(db, query.filter_search) } }));

  route(app, PLACES.states, async (_c, { params }) => {
    const states = await placesIn(db, 'states', params.countryId);
    if (!states) throw notFound(ANSWER.countryNotFound);
    return { status: true, data: states };
  });

  route(app, PLACES.cities, async (_c, { params }) => {
    const cities = await placesIn(db, 'cities', params.stateId);
    if (!cities) throw notFound(ANSWER.stateNotFound);
    return { status: true, data: cities };
  });

  return app.hono;
}
