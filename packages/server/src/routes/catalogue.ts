import { Hono } from 'hono';
import { GIFT_PACKING_CATEGORY_ID, REVIEW_PAGE_SIZE, SHOP_PAGE_SIZE, SORT_OPTIONS, MSG } from '@so/contract';
import { categoryBanners, categoryTree, categoryTreeCte } from '../catalogue/categories.ts';
import {
  productJson,
  productSelect,
  productsWhere,
  RATING_COLUMNS,
  ratingJson,
  reviewJson,
  SqlParams,
  type ProductRow,
  type RatingColumns,
} from '../catalogue/products.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound, PRODUCT_NOT_FOUND } from '../http/errors.ts';
import { optionalId, parseId, parsePage } from '../http/input.ts';
import { productImageUrl } from '../media/urls.ts';
import { peekOwner } from '../owner.ts';

/** The shop shows one page of products per skeleton screen: 20 (SPEC §9). */
export { SHOP_PAGE_SIZE };

const ORDERINGS: Record<string, string> = {
  [SORT_OPTIONS[0].value]: 'p.base_price_paise ASC, p.id ASC',
  [SORT_OPTIONS[1].value]: 'p.base_price_paise DESC, p.id ASC',
};
const DEFAULT_ORDER = 's.section_sequence ASC NULLS LAST, p.name ASC, p.id ASC';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function catalogueRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/categories', async (c) => {
    return c.json({ status: true, data: await categoryTree(db) });
  });

  api.get('/web/products/list', async (c) => {
    const q = c.req.query();
    const page = parsePage(q.page);
    const ordering = q.ordering?.trim() ?? '';
    if (ordering !== '' && !(ordering in ORDERINGS)) {
      throw badRequest(`ordering must be one of ${Object.keys(ORDERINGS).join(', ')}`);
    }
    let categoryId = optionalId(q.category_id, 'category_id');
    const brand = optionalId(q.brand, 'brand');
    const tag = optionalId(q.product_tag, 'product_tag');
    const foam = optionalId(q.product_foam, 'product_foam');
    const search = q.prod_search?.trim() ?? '';
    const categoryName = q.category_name?.trim() ?? '';

    // One statement: the category (by id, or by name when no id), its subtree, the filtered and
    // ordered page of product ids with the total as a window count, then the full rows of that
    // page (tags, rating summary, is_wished). Only an empty page needs a second statement.
    const params = new SqlParams();
    const where: string[] = [];
    const ctes: string[] = [];
    const byCategory = categoryId !== undefined || categoryName !== '';
    if (byCategory) {
      ctes.push(
        categoryId !== undefined
          ? `cat AS (SELECT id FROM categories WHERE id = ${params.add(categoryId)})`
          : `cat AS (SELECT id FROM categories WHERE lower(name) = lower(${params.add(categoryName)}) ORDER BY id LIMIT 1)`,
        `tree AS (SELECT id FROM cat UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)`,
      );
      where.push('p.category_id IN (SELECT id FROM tree)');
    }
    if (search !== '') where.push(`p.name ILIKE ${params.add(`%${escapeLike(search)}%`)}`);
    if (brand !== undefined) where.push(`p.brand_id = ${params.add(brand)}`);
    if (foam !== undefined) where.push(`p.foam_id = ${params.add(foam)}`);
    if (tag !== undefined) where.push(`EXISTS (SELECT 1 FROM product_tag_links l WHERE l.product_id = p.id AND l.tag_id = ${params.add(tag)})`);
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const filterParams = [...params.values];
    const order = ordering === '' ? DEFAULT_ORDER : ORDERINGS[ordering];
    const withSql = (extra: string[]) => {
      const all = [...ctes, ...extra];
      return all.length > 0 ? `WITH RECURSIVE ${all.join(',\n')}\n` : '';
    };
    const catIdSql = byCategory ? '(SELECT id FROM cat)' : 'NULL::int';

    const owner = peekOwner(c);
    const picked = `picked AS (
      SELECT p.id AS product_id, count(*) OVER () AS total
        FROM products p LEFT JOIN sections s ON s.id = p.section_id ${whereSql}
       ORDER BY ${order} LIMIT ${params.add(SHOP_PAGE_SIZE)} OFFSET ${params.add((page - 1) * SHOP_PAGE_SIZE)})`;
    // The outer ORDER BY repeats the page order: it only refers to p and s, joined again outside.
    const { rows } = await db.query<ProductRow & { total: number; cat_id: number | null }>(
      withSql([picked]) + productSelect('picked x', order, { owner }, params, `x.total::int AS total, ${catIdSql} AS cat_id`),
      params.values,
    );
    let count: number;
    let foundCategory: number | null;
    if (rows.length > 0) {
      count = rows[0].total;
      foundCategory = rows[0].cat_id;
    } else {
      // No match, or a page past the end: count (and find the category) on their own.
      const result = await db.query<{ n: number; cat_id: number | null }>(
        `${withSql([])}SELECT (SELECT count(*)::int FROM products p ${whereSql}) AS n, ${catIdSql} AS cat_id`,
        filterParams,
      );
      count = result.rows[0].n;
      foundCategory = result.rows[0].cat_id;
    }
    return c.json({
      status: true,
      total_pages: Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE)),
      message: count === 0 ? MSG.noProductsFound : 'Products fetched successfully',
      data: { data: rows.map((row) => productJson(row, { owner })), count },
      category_banners: foundCategory !== null ? categoryBanners(foundCategory) : null,
    });
  });

  api.get('/web/product-tags/list', async (c) => {
    const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM product_tags ORDER BY id');
    return c.json({ status: true, data: rows });
  });

  api.get('/web/product-foams/list', async (c) => {
    const categoryId = optionalId(c.req.query('category_id'), 'category_id');
    if (categoryId === undefined) {
      const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM product_foams ORDER BY id');
      return c.json({ status: true, data: rows });
    }
    const { rows } = await db.query<{ id: number; name: string }>(
      `WITH RECURSIVE ${categoryTreeCte('$1')}
       SELECT f.id, f.name FROM product_foams f
        WHERE EXISTS (SELECT 1 FROM products p WHERE p.foam_id = f.id AND p.category_id IN (SELECT id FROM tree))
        ORDER BY f.id`,
      [categoryId],
    );
    return c.json({ status: true, data: rows });
  });

  api.get('/web/brand/list', async (c) => {
    const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM brands ORDER BY name, id');
    return c.json({ status: true, data: rows });
  });

  api.get('/web/single/product/:productId', async (c) => {
    const id = parseId(c.req.param('productId'), 'productId');
    const [product] = await productsWhere(db, 'SELECT $1::int', [id], { owner: peekOwner(c), withReviews: true });
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return c.json({ status: true, data: product });
  });

  api.get('/rating_review/:productId', async (c) => {
    const id = parseId(c.req.param('productId'), 'productId');
    const page = parsePage(c.req.query('page'));
    const [summary, reviews] = await Promise.all([
      db.query<RatingColumns & { name: string }>(
        `SELECT p.name, ${RATING_COLUMNS} FROM products p LEFT JOIN product_ratings pr ON pr.product_id = p.id WHERE p.id = $1`,
        [id],
      ),
      db.query<{ name: string; rating: number; review: string | null; created_at: Date | string }>(
        `SELECT name, rating::int AS rating, review, created_at FROM reviews WHERE product_id = $1
          ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [id, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE],
      ),
    ]);
    const row = summary.rows[0];
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const rating = ratingJson(row);
    return c.json({
      status: true,
      product_name: row.name,
      product_image: productImageUrl(id, 1),
      average_rating: rating.average_rating,
      review_count: rating.review_count,
      star_distribution: rating.star_distribution,
      total_pages: Math.max(1, Math.ceil(rating.review_count / REVIEW_PAGE_SIZE)),
      reviews: reviews.rows.map(reviewJson),
    });
  });

  api.get('/delivery-options', async (c) => {
    const { rows } = await db.query<{ id: number; name: string; duration: number }>('SELECT id, name, duration FROM delivery_options ORDER BY duration DESC, id');
    return c.json({ status: true, data: rows });
  });

  api.get('/related-other-products', async (c) => {
    const id = parseId(c.req.query('product_id'), 'product_id');
    const owner = peekOwner(c);
    // The product, its related and its other products in one statement, told apart by `bucket`.
    const params = new SqlParams([id]);
    const source = `(SELECT $1::int AS product_id, 'product' AS bucket, 0::bigint AS ord
       UNION ALL
       SELECT related_id, kind, row_number() OVER (PARTITION BY kind ORDER BY position, related_id)
         FROM related_products WHERE product_id = $1) x`;
    const { rows } = await db.query<ProductRow & { bucket: string }>(productSelect(source, 'x.bucket, x.ord', { owner }, params, 'x.bucket'), params.values);
    const main = rows.find((row) => row.bucket === 'product');
    if (!main) throw notFound(PRODUCT_NOT_FOUND);
    const of = (bucket: string) => rows.filter((row) => row.bucket === bucket).map((row) => productJson(row, { owner }));
    return c.json({
      status: true,
      RelatedOtherProducts: [{ related_product_details: of('related'), other_product_details: of('other'), product_details: productJson(main, { owner }) }],
    });
  });

  api.get('/products', async (c) => {
    const raw = c.req.query('categoryID');
    const categoryId = raw === undefined || raw === '' ? GIFT_PACKING_CATEGORY_ID : parseId(raw, 'categoryID');
    const products = await productsWhere(
      db,
      `WITH RECURSIVE ${categoryTreeCte('$1')}
       SELECT p.id AS product_id FROM products p WHERE p.category_id IN (SELECT id FROM tree) ORDER BY p.base_price_paise, p.id`,
      [categoryId],
      { owner: peekOwner(c) },
    );
    return c.json({ status: true, data: { products } });
  });

  return api;
}
