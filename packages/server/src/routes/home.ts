/** Home (SPEC §7 catalogue): banners, sections, product lists, blogs, statistics. */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { BannersQuery, BannersResponse, HomeBlogsResponse, HomeSectionsResponse, ProductsResponse, SectionsQuery, StatisticsResponse } from '@so/contract';
import type { Deps } from '../deps.ts';
import { homeProductListCached, sectionsOfTypeCached } from '../catalogue/reads.ts';
import { banners, block, HOME_PRODUCT_LISTS, homeBlogs, statistics } from '../home/queries.ts';
import { validate } from '../http/validate.ts';
import { peekOwner } from '../owner.ts';

export function homeRoutes(deps: Deps): Hono {
  const { db } = deps;
  const api = new Hono({ strict: false });

  api.get('/ecommerce/banners', validate('query', BannersQuery), async (c) =>
    c.json<Infer<typeof BannersResponse>>({ status: true, data: await banners(db, c.req.valid('query').sequence) }),
  );

  api.get('/product-section', validate('query', SectionsQuery), async (c) =>
    c.json<Infer<typeof HomeSectionsResponse>>({ status: true, data: await sectionsOfTypeCached(deps, c.req.valid('query').type, peekOwner(c)) }),
  );

  api.get('/lower-section', async (c) =>
    c.json<Infer<typeof HomeSectionsResponse>>({ status: true, data: await sectionsOfTypeCached(deps, 'LowerSection', peekOwner(c)) }),
  );

  for (const list of HOME_PRODUCT_LISTS) {
    api.get(`/${list}/list`, async (c) => c.json<Infer<typeof ProductsResponse>>({ status: true, data: await homeProductListCached(deps, list, peekOwner(c)) }));
  }

  api.get('/home/blogs', async (c) => {
    const settings = await block(db, 'home_blogs');
    return c.json<Infer<typeof HomeBlogsResponse>>({ status: true, is_visible_on_website: settings.is_visible_on_website, data: await homeBlogs(db) });
  });

  api.get('/statistics-section', async (c) => {
    const settings = await block(db, 'statistics');
    return c.json<Infer<typeof StatisticsResponse>>({
      status: true,
      is_visible_on_website: settings.is_visible_on_website,
      label: settings.label,
      data: await statistics(db),
    });
  });

  return api;
}
