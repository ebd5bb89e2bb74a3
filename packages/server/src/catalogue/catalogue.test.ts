import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import {
  FEATURED_CATEGORY_IDS,
  PRODUCT_TAGS,
  REVIEW_PAGE_SIZE,
  REVIEW_PREVIEW_COUNT,
  MSG,
  CategoriesResponse,
  DeliveryOptionsResponse,
  FilterOptionsResponse,
  GiftPackingResponse,
  MetaTagsResponse,
  ProductListResponse,
  RatingListResponse,
  RelatedResponse,
  SingleProductResponse,
  VisitorResponse,
  type Category,
  SHOP_PAGE_SIZE,
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

async function json(path: string, visitor?: string): Promise<unknown> {
  const response = await server.call(path, { visitor });
  expect(response.status, `${path} status`).toBe(200);
  return response.json();
}

async function error(path: string, status = 400, init: Parameters<TestServer['call']>[1] = {}): Promise<string> {
  const response = await server.call(path, init);
  expect(response.status, `${path} status`).toBe(status);
  const body = (await response.json()) as { status: unknown; message: unknown };
  expect(body.status).toBe(false);
  expect(typeof body.message).toBe('string');
  return String(body.message);
}

const list = async (query: string) => create(await json(`/api/web/products/list/?${query}`), ProductListResponse);

describe('headers and routing', () => {
  it('accepts paths with and without the trailing slash', async () => {
    create(await json('/api/web/brand/list/'), FilterOptionsResponse);
    create(await json('/api/web/brand/list'), FilterOptionsResponse);
  });

  it('refuses a Company-Id other than 16', async () => {
    const message = await error('/api/web/brand/list/', 400, { headers: { 'Company-Id': '17' } });
    expect(message).toContain('16');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    await error('/api/no/such/thing/', 404);
  });
});

describe('GET /api/user/visitor/ and /api/user/meta-tags/', () => {
  it('hands out a new visitor id each time', async () => {
    const a = create(await json('/api/user/visitor/'), VisitorResponse);
    const b = create(await json('/api/user/visitor/'), VisitorResponse);
    expect(a.visitor_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.visitor_id).not.toBe(b.visitor_id);
  });

  it('gives page specific meta tags and falls back to the store default', async () => {
    const shop = create(await json('/api/user/meta-tags/?page_url=/shop'), MetaTagsResponse);
    const home = create(await json('/api/user/meta-tags/?page_url=/'), MetaTagsResponse);
    const unknown = create(await json('/api/user/meta-tags/?page_url=/no-such-page'), MetaTagsResponse);
    expect(shop.title).toContain('Shop');
    expect(shop.title).not.toBe(home.title);
    expect(unknown.title).toBe(home.title);
    expect(create(await json('/api/user/meta-tags/?page_url=/shop/'), MetaTagsResponse).title).toBe(shop.title);
  });
});

describe('GET /api/categories/', () => {
  it('returns a tree three levels deep holding all 15 featured categories and gift packing', async () => {
    const { data } = create(await json('/api/categories/?list=true'), CategoriesResponse);
    const ids: number[] = [];
    let depth = 0;
    const walk = (nodes: Category[], level: number) => {
      for (const node of nodes) {
        ids.push(node.id);
        depth = Math.max(depth, level);
        walk(node.children, level + 1);
      }
    };
    walk(data, 1);
    expect(depth).toBe(3);
    for (const id of FEATURED_CATEGORY_IDS) expect(ids).toContain(id);
    expect(ids).toContain(490);
    const ghee = data.flatMap((c) => c.children).find((c) => c.id === 101);
    expect(ghee?.name).toBe('Ghee');
    expect(ghee?.children.length).toBeGreaterThan(0);
  });
});

describe('GET /api/web/products/list/', () => {
  it('lists 20 products per page and page 2 differs from page 1', async () => {
    const one = await list('page=1');
    const two = await list('page=2');
    expect(one.data.data).toHaveLength(SHOP_PAGE_SIZE);
    expect(one.data.count).toBeGreaterThanOrEqual(150);
    expect(one.total_pages).toBe(Math.ceil((one.data.count ?? 0) / SHOP_PAGE_SIZE));
    const firstIds = new Set(one.data.data.map((p) => p.id));
    expect(two.data.data.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('sorts by section sequence when no ordering is given', async () => {
    const { data } = await list('page=1');
    const sequences = data.data.map((p) => p.section_info?.section_sequence ?? Number.MAX_SAFE_INTEGER);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
  });

  it('sorts by price ascending and descending', async () => {
    const up = (await list('ordering=base_price')).data.data.map((p) => p.base_price);
    const down = (await list('ordering=-base_price')).data.data.map((p) => p.base_price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up[0]).toBeLessThan(down[0]);
  });

  it('searches names case-insensitively', async () => {
    const result = await list('prod_search=GHEE');
    expect(result.data.data.length).toBeGreaterThan(4);
    for (const product of result.data.data) expect(product.name.toLowerCase()).toContain('ghee');
    expect((await list('prod_search=book')).data.data.some((p) => p.name.includes('Book'))).toBe(true);
    const none = await list('prod_search=zzzznothing');
    expect(none.data.data).toEqual([]);
    expect(none.message).toBe(MSG.noProductsFound);
  });

  it('treats % and _ in a search as plain text, not as LIKE wildcards', async () => {
    // As wildcards, each of these would match the ghee products ('ghee' matches all three shapes).
    expect((await list('prod_search=ghee')).data.data.length).toBeGreaterThan(0);
    for (const search of ['%25', '_', 'gh_e', 'g%25e', 'gh__']) {
      const result = await list(`prod_search=${search}`);
      expect(result.data.data, decodeURIComponent(search)).toEqual([]);
      expect(result.message).toBe(MSG.noProductsFound);
    }
  });

  it('filters by a category including its descendants, with a category banner', async () => {
    const result = await list('category_id=101');
    expect(result.data.data.length).toBeGreaterThan(4);
    expect(new Set(result.data.data.map((p) => p.category_id))).toEqual(new Set([10101, 10102]));
    expect(result.category_banners?.web_banner).toMatch(/^\/media\/category-banners\/101-\d+\.webp$/);
    expect((await list('page=1')).category_banners).toBeNull();
    const byName = await list('category_name=ghee');
    expect(byName.data.count).toBe(result.data.count);
  });

  it('filters by brand, tag and product form', async () => {
    const brand = await list('brand=2');
    expect(brand.data.data.length).toBeGreaterThan(0);
    expect(brand.data.data.every((p) => p.brand === 2)).toBe(true);
    const tag = await list('product_tag=2');
    expect(tag.data.data.length).toBeGreaterThan(0);
    expect(tag.data.data.every((p) => p.product_tag_list.includes(PRODUCT_TAGS[1]))).toBe(true);
    const all = (await list('page=1')).data.count ?? 0;
    const oil = await list('product_foam=3');
    expect(oil.data.count).toBeGreaterThan(0);
    expect(oil.data.count).toBeLessThan(all);
  });

  it('returns an empty page beyond the last page', async () => {
    const result = await list('page=999');
    expect(result.data.data).toEqual([]);
    expect(result.total_pages).toBeGreaterThan(1);
  });

  it('carries prices in rupees with product_price = base_price + gst_amount', async () => {
    for (const p of (await list('page=1')).data.data) {
      expect(p.product_price).toBe(p.base_price + p.gst_amount);
      expect(p.image_info?.srcset).toContain('320w');
    }
    const raw = (await json('/api/web/products/list/')) as { data: { data: { base_price: unknown }[] } };
    expect(typeof raw.data.data[0].base_price).toBe('number');
  });

  it('keeps list items to what a card shows: no description or reviews', async () => {
    const raw = (await json('/api/web/products/list/?page=1')) as { data: { data: Record<string, unknown>[] } };
    for (const item of raw.data.data) {
      expect(item).not.toHaveProperty('website_description');
      expect(item).not.toHaveProperty('rating_review_data');
      expect(item).toHaveProperty('average_rating');
    }
  });

  it.each([
    'page=abc',
    'page=0',
    'page=-1',
    'ordering=price',
    'category_id=ghee',
    'brand=x',
    'product_tag=1.5',
    'product_foam=%27;drop',
  ])('refuses %s with 400', async (query) => {
    await error(`/api/web/products/list/?${query}`);
  });
});

describe('filter options', () => {
  it('lists the three product tags', async () => {
    const { data } = create(await json('/api/web/product-tags/list/'), FilterOptionsResponse);
    expect(data).toEqual(PRODUCT_TAGS.map((name, i) => ({ id: i + 1, name })));
  });

  it('lists only the forms used in a category', async () => {
    const all = create(await json('/api/web/product-foams/list/'), FilterOptionsResponse).data;
    const ghee = create(await json('/api/web/product-foams/list/?category_id=101'), FilterOptionsResponse).data;
    expect(ghee.map((f) => f.name)).toEqual(['Liquid']);
    expect(all.length).toBeGreaterThan(ghee.length);
    await error('/api/web/product-foams/list/?category_id=abc');
  });

  it('lists brands', async () => {
    const { data } = create(await json('/api/web/brand/list/'), FilterOptionsResponse);
    expect(data.length).toBeGreaterThanOrEqual(8);
  });
});

describe('GET /api/web/single/product/{id}/', () => {
  it('returns the product with ratings, newest reviews first and the description', async () => {
    const { data } = create(await json(`/api/web/single/product/${SEED_IDS.manyReviewsProduct}/`), SingleProductResponse);
    expect(data.name).toContain('Ghee');
    expect(data.average_rating?.review_count).toBe(45);
    const distribution = data.average_rating?.star_distribution ?? {};
    expect(Object.keys(distribution).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.values(distribution).reduce((a, b) => a + b, 0)).toBe(45);
    const reviews = data.rating_review_data ?? [];
    expect(reviews).toHaveLength(REVIEW_PREVIEW_COUNT);
    const dates = reviews.map((r) => r.created_at ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.website_description?.description).toBeTruthy();
    expect(data.benefits.length).toBeGreaterThanOrEqual(3);
    expect(data.is_wished).toBe(false);
  });

  it('reports null stock for an out-of-stock product and exactly 10 for the stock-10 product', async () => {
    const out = create(await json(`/api/web/single/product/${SEED_IDS.outOfStockProduct}/`), SingleProductResponse);
    expect(out.data.available_stock_quantity).toBeNull();
    const ten = create(await json(`/api/web/single/product/${SEED_IDS.stockTenProduct}/`), SingleProductResponse);
    expect(ten.data.available_stock_quantity).toBe(10);
  });

  it('answers 404 for an unknown product and 400 for a non-numeric id', async () => {
    await error('/api/web/single/product/999999/', 404);
    await error('/api/web/single/product/abc/', 400);
  });
});

describe('GET /api/rating_review/{id}/', () => {
  it('pages reviews 30 at a time', async () => {
    const one = create(await json(`/api/rating_review/${SEED_IDS.manyReviewsProduct}/`), RatingListResponse);
    const two = create(await json(`/api/rating_review/${SEED_IDS.manyReviewsProduct}/?page=2`), RatingListResponse);
    expect(one.reviews).toHaveLength(REVIEW_PAGE_SIZE);
    expect(two.reviews).toHaveLength(45 - REVIEW_PAGE_SIZE);
    expect(one.total_pages).toBe(2);
    expect(one.product_name).toContain('Ghee');
    expect(one.product_image).toMatch(/^\/media\/products\//);
    expect(one.average_rating).toBeGreaterThanOrEqual(1);
    expect(one.average_rating).toBeLessThanOrEqual(5);
    expect(one.reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it('keeps the stored rating summaries equal to the reviews on insert, update and delete', async () => {
    const mismatches = async () =>
      (
        await server.db.query<{ product_id: number }>(
          `SELECT p.id AS product_id FROM products p
             LEFT JOIN product_ratings pr ON pr.product_id = p.id
             LEFT JOIN (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total,
                               count(*) FILTER (WHERE rating = 5)::int AS fives
                          FROM reviews GROUP BY product_id) r ON r.product_id = p.id
            WHERE coalesce(pr.review_count, 0) <> coalesce(r.n, 0) OR coalesce(pr.rating_sum, 0) <> coalesce(r.total, 0)
               OR coalesce(pr.n5, 0) <> coalesce(r.fives, 0)`,
        )
      ).rows;
    expect(await mismatches()).toEqual([]);
    const id = SEED_IDS.zeroStockProduct;
    const before = create(await json(`/api/rating_review/${id}/`), RatingListResponse);
    await server.db.query(`INSERT INTO reviews (product_id, name, rating, review) VALUES ($1, 'Test', 5, 'x'), ($1, 'Test', 2, 'y')`, [id]);
    await server.db.query(`UPDATE reviews SET rating = 4 WHERE product_id = $1 AND name = 'Test' AND rating = 2`, [id]);
    expect(await mismatches()).toEqual([]);
    const during = create(await json(`/api/rating_review/${id}/`), RatingListResponse);
    expect(during.review_count).toBe((before.review_count ?? 0) + 2);
    expect(during.star_distribution?.['5']).toBe((before.star_distribution?.['5'] ?? 0) + 1);
    await server.db.query(`DELETE FROM reviews WHERE product_id = $1 AND name = 'Test'`, [id]);
    expect(await mismatches()).toEqual([]);
    expect(create(await json(`/api/rating_review/${id}/`), RatingListResponse)).toEqual(before);
  });

  it('refuses bad input', async () => {
    await error('/api/rating_review/999999/', 404);
    await error(`/api/rating_review/${SEED_IDS.manyReviewsProduct}/?page=x`);
  });
});

describe('delivery options, related products, gift packing', () => {
  it('lists delivery options with durations in days', async () => {
    const { data } = create(await json('/api/delivery-options/'), DeliveryOptionsResponse);
    expect(data.map((d) => [d.name, d.duration])).toEqual(
      expect.arrayContaining([
        ['Standard', 7],
        ['Express', 3],
        ['Monthly', 30],
      ]),
    );
  });

  it('returns related and other products for a product', async () => {
    const body = create(await json(`/api/related-other-products/?product_id=${SEED_IDS.manyReviewsProduct}`), RelatedResponse);
    const [entry] = body.RelatedOtherProducts;
    expect(entry.product_details?.id).toBe(SEED_IDS.manyReviewsProduct);
    expect(entry.related_product_details.length).toBeGreaterThan(0);
    expect(entry.other_product_details.length).toBeGreaterThan(0);
    expect(entry.related_product_details.some((p) => p.id === SEED_IDS.manyReviewsProduct)).toBe(false);
    await error('/api/related-other-products/', 400);
    await error('/api/related-other-products/?product_id=999999', 404);
    await error('/api/api/related-other-products/?product_id=1001', 404);
  });

  it('lists gift packing products of category 490', async () => {
    const { data } = create(await json('/api/products?categoryID=490'), GiftPackingResponse);
    expect(data.products.length).toBeGreaterThanOrEqual(3);
    expect(data.products.every((p) => p.category_id === 490)).toBe(true);
    await error('/api/products?categoryID=abc');
  });
});
