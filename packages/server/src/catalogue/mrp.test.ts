import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import {
  HomeSectionsResponse,
  ProductListResponse,
  ProductsResponse,
  RelatedResponse,
  SingleProductResponse,
  formatNetQuantity,
  largerPackPricedRight,
  parseNetQuantity,
  sellsWithinMrp,
  type Product,
} from '@so/contract';
import { buildProducts, SEED_IDS } from '../seed/seed.ts';
import { createTestServer, type TestServer } from '../testing.ts';

/** Every answer that carries a product carries its MRP and net quantity. */

const seeded = new Map(buildProducts().map((p) => [p.id, p]));
/** A product of its own without MRP or net quantity, as a store's own products may be. */
const BARE_PRODUCT = 920_001;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await server.db.query(
    `INSERT INTO products (id, name, category_id, base_price_paise, gst_paise, gst_rate, stock)
     SELECT $1::int, 'Loose Jaggery', category_id, 20000, 1000, 5, 5 FROM products WHERE id = $2`,
    [BARE_PRODUCT, SEED_IDS.manyReviewsProduct],
  );
});
afterAll(async () => {
  await server?.close();
});

async function json(path: string): Promise<unknown> {
  const response = await server.call(path);
  expect(response.status, `${path} status`).toBe(200);
  return response.json();
}

/** The product as the seed made it: its MRP at or above the price, its net quantity as the pack states it. */
function expectSeeded(product: Product): void {
  const seed = seeded.get(product.id);
  expect(seed, `product ${product.id} of the seed`).toBeDefined();
  if (!seed) return;
  expect(product.product_price, product.name).toBe(seed.basePaise + seed.gstPaise);
  expect(product.mrp, product.name).toBe(seed.mrpPaise);
  expect(sellsWithinMrp(product.product_price, product.mrp), product.name).toBe(true);
  expect(product.net_quantity, product.name).toBe(formatNetQuantity(seed.netQuantity));
}

describe('MRP and net quantity on the wire', () => {
  it('answers the product page with the MRP in rupees and the net quantity as text', async () => {
    const id = SEED_IDS.manyReviewsProduct;
    const raw = (await json(`/api/web/single/product/${id}/`)) as { data: Record<string, unknown> };
    const seed = seeded.get(id);
    expect(raw.data.mrp).toBe((seed?.mrpPaise ?? 0) / 100);
    expect(raw.data.net_quantity).toBe('500 ml');
    expectSeeded(create(raw, SingleProductResponse).data);
  });

  it('carries them in the shop list, where a larger pack costs more and less per unit than the smaller', async () => {
    const { data } = create(await json('/api/web/products/list/?prod_search=ghee'), ProductListResponse);
    expect(data.data.length).toBeGreaterThan(4);
    for (const product of data.data) expectSeeded(product);
    const byName = new Map(data.data.map((p) => [p.name, p]));
    const small = byName.get('A2 Gir Cow Ghee 500 ml');
    const large = byName.get('A2 Gir Cow Ghee 1 L');
    const pack = (p: Product | undefined) => ({ pricePaise: p?.product_price ?? 0, quantity: parseNetQuantity(p?.net_quantity ?? '') ?? { value: 1, unit: 'g' as const } });
    expect(largerPackPricedRight(pack(small), pack(large))).toBe(true);
  });

  it('carries them in the home sections and lists and the related products', async () => {
    const sections = create(await json('/api/product-section/?type=Product'), HomeSectionsResponse).data;
    const products: Product[] = sections.flatMap((s) => s.products ?? []);
    for (const list of ['newarrival', 'musttry', 'bestofalltime']) products.push(...create(await json(`/api/${list}/list`), ProductsResponse).data);
    const related = create(await json(`/api/related-other-products/?product_id=${SEED_IDS.stockTenProduct}`), RelatedResponse).RelatedOtherProducts[0];
    products.push(...related.related_product_details, ...related.other_product_details);
    expect(products.length).toBeGreaterThan(20);
    for (const product of products) expectSeeded(product);
  });

  it('leaves both out for a product that has neither', async () => {
    const raw = (await json(`/api/web/single/product/${BARE_PRODUCT}/`)) as { data: Record<string, unknown> };
    expect(raw.data.product_price).toBe(210);
    expect(raw.data).not.toHaveProperty('mrp');
    expect(raw.data).not.toHaveProperty('net_quantity');
    const product = create(raw, SingleProductResponse).data;
    expect(product.mrp).toBeUndefined();
  });
});
