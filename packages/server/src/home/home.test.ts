import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import {
  BannersResponse,
  HomeBlogsResponse,
  HomeSectionsResponse,
  ProductsResponse,
  StatisticsResponse,
} from '@so/contract';
import { SEED_IDS } from '../seed/seed.ts';
import { createTestServer, type TestServer } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function json(path: string): Promise<unknown> {
  const response = await server.call(path);
  expect(response.status, path).toBe(200);
  return response.json();
}

describe('home page data', () => {
  it('lists the upper banners with images and links', async () => {
    const { data } = create(await json('/api/ecommerce/banners/?sequence=Upper'), BannersResponse);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data[0].image).toMatch(/^\/media\/banners\/\d+-1600\.webp$/);
    expect(data.some((b) => b.products?.name)).toBe(true);
    expect((await server.call('/api/ecommerce/banners/?sequence=Sideways')).status).toBe(400);
  });

  it('answers each section type with its blocks', async () => {
    const upper = create(await json('/api/product-section/?type=Upper'), HomeSectionsResponse).data;
    expect(upper.map((s) => s.key)).toEqual(['about', 'arrival', 'certificate', 'ethical']);
    expect(upper.find((s) => s.key === 'about')?.image).toMatch(/^\/media\/sections\//);
    const arrival = upper.find((s) => s.key === 'arrival');
    expect(arrival?.images.length).toBeGreaterThan(0);
    expect(arrival?.images.every((i) => i.product && i.product_name)).toBe(true);

    const lower = create(await json('/api/product-section/?type=Lower'), HomeSectionsResponse).data;
    expect(lower.map((s) => s.key)).toEqual(['awards', 'licences']);

    const products = create(await json('/api/product-section/?type=Product'), HomeSectionsResponse).data;
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const section of products) {
      expect(section.label).toBeTruthy();
      expect(section.products?.length).toBeGreaterThan(0);
    }
    const hidden = products.find((s) => s.id === SEED_IDS.hiddenHomeSection);
    expect(hidden?.is_visible_on_website).toBe(false);
    expect(products.filter((s) => s.is_visible_on_website).length).toBe(products.length - 1);

    const rest = create(await json('/api/lower-section/'), HomeSectionsResponse).data;
    expect(rest.map((s) => s.key)).toEqual(['non_gmo', 'services']);
  });

  it('refuses a missing or unknown section type', async () => {
    expect((await server.call('/api/product-section/')).status).toBe(400);
    expect((await server.call('/api/product-section/?type=Middle')).status).toBe(400);
  });

  it.each(['newarrival', 'musttry', 'bestofalltime'])('lists %s products', async (list) => {
    const { data } = create(await json(`/api/${list}/list`), ProductsResponse);
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(new Set(data.map((p) => p.id)).size).toBe(data.length);
  });

  it('gives four home blogs and the statistics block', async () => {
    const blogs = create(await json('/api/home/blogs/'), HomeBlogsResponse);
    expect(blogs.data).toHaveLength(4);
    expect(blogs.is_visible_on_website).toBe(true);
    expect(blogs.data[0].banner_url).toMatch(/^\/media\/blogs\//);
    const stats = create(await json('/api/statistics-section/'), StatisticsResponse);
    expect(stats.label).toBeTruthy();
    expect(stats.data.length).toBeGreaterThanOrEqual(3);
    expect(stats.data.every((s) => s.name && s.value)).toBe(true);
  });
});
