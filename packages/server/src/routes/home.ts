/** Home: banners, sections, product lists, blogs, statistics. */
import type { Hono } from 'hono';
import { HOME } from '@so/contract';
import type { Deps } from '../deps.ts';
import { homeProductListCached, sectionsOfTypeCached } from '../catalogue/reads.ts';
import { banners, block, homeBlogs, statistics } from '../home/queries.ts';
import { route, routeApp } from '../http/route.ts';
import { peekOwner } from '../owner.ts';

export function homeRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = routeApp(db);

  route(app, HOME.banners, async (_c, { query }) => ({ status: true, data: await banners(db, query.sequence) }));

  route(app, HOME.homeSections, async (c, { query }) => ({ status: true, data: await sectionsOfTypeCached(deps, query.type, peekOwner(c)) }));

  route(app, HOME.lowerSections, async (c) => ({ status: true, data: await sectionsOfTypeCached(deps, 'LowerSection', peekOwner(c)) }));

  for (const [entry, list] of [
    [HOME.newArrivals, 'newarrival'],
    [HOME.mustTry, 'musttry'],
    [HOME.bestOfAllTime, 'bestofalltime'],
  ] as const) {
    route(app, entry, async (c) => ({ status: true, data: await homeProductListCached(deps, list, peekOwner(c)) }));
  }

  route(app, HOME.homeBlogs, async () => {
    const settings = await block(db, 'home_blogs');
    return { status: true, is_visible_on_website: settings.is_visible_on_website, data: await homeBlogs(db) };
  });

  route(app, HOME.statistics, async () => {
    const settings = await block(db, 'statistics');
    return { status: true, is_visible_on_website: settings.is_visible_on_website, label: settings.label, data: await statistics(db) };
  });

  return app.hono;
}
