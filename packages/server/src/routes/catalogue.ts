import { Hono } from 'hono';
import { GIFT_PACKING_CATEGORY_ID, REVIEW_PAGE_SIZE, SHOP_PAGE_SIZE, SORT_OPTIONS } from '@so/api/constants';
import { MSG } from '@so/api/messages';
import { categoryBanners, categoryTree, categoryTreeCte } from '../catalogue/categories.ts';
import {
  loadRatings,
  emptyRating,
  PRODUCT_COLUMNS,
  PRODUCT_FROM,
  productsWhere,
  reviewJson,
  serializeProducts,
  type ProductRow,
} from '../catalogue/products.ts';
import type { SqlParam } from '../db/types.ts';
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

    let categoryFound = categoryId !== undefined;
    if (categoryId === undefined && categoryName !== '') {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM categories WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [categoryName]);
      categoryId = rows[0]?.id ?? -1;
      categoryFound = rows.length > 0;
    }
    if (categoryId !== undefined && categoryFound) {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM categories WHERE id = $1', [categoryId]);
      categoryFound = rows.length > 0;
    }

    const params: SqlParam[] = [];
    const where: string[] = [];
    const add = (value: SqlParam) => {
      params.push(value);
      return `$${params.length}`;
    };
    let cte = '';
    if (categoryId !== undefined) {
      cte = `WITH RECURSIVE ${categoryTreeCte(add(categoryId))} `;
      where.push('p.category_id IN (SELECT id FROM tree)');
    }
    if (search !== '') where.push(`p.name ILIKE ${add(`%${escapeLike(search)}%`)}`);
    if (brand !== undefined) where.push(`p.brand_id = ${add(brand)}`);
    if (foam !== undefined) where.push(`p.foam_id = ${add(foam)}`);
    if (tag !== undefined) where.push(`EXISTS (SELECT 1 FROM product_tag_links l WHERE l.product_id = p.id AND l.tag_id = ${add(tag)})`);
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';

    const countResult = await db.query<{ n: number }>(`${cte}SELECT count(*)::int AS n FROM products p ${whereSql}`, params);
    const count = countResult.rows[0].n;
    const order = ordering === '' ? DEFAULT_ORDER : ORDERINGS[ordering];
    const { rows } = await db.query<ProductRow>(
      `${cte}SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ${whereSql} ORDER BY ${order} LIMIT ${SHOP_PAGE_SIZE} OFFSET ${(page - 1) * SHOP_PAGE_SIZE}`,
      params,
    );
    const products = await serializeProducts(db, rows, { owner: peekOwner(c) });
    return c.json({
      status: true,
      total_pages: Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE)),
      message: count === 0 ? MSG.noProductsFound : 'Products fetched successfully',
      data: { data: products, count },
      category_banners: categoryId !== undefined && categoryFound ? categoryBanners(categoryId) : null,
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
    const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = $1`, [id]);
    if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    const [product] = await serializeProducts(db, rows, { owner: peekOwner(c), withReviews: true });
    return c.json({ status: true, data: product });
  });

  api.get('/rating_review/:productId', async (c) => {
    const id = parseId(c.req.param('productId'), 'productId');
    const page = parsePage(c.req.query('page'));
    const { rows } = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [id]);
    if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    const rating = (await loadRatings(db, [id])).get(id) ?? emptyRating();
    const reviews = await db.query<{ name: string; rating: number; review: string | null; created_at: Date | string }>(
      `SELECT name, rating::int AS rating, review, created_at FROM reviews WHERE product_id = $1
        ORDER BY created_at DESC, id DESC LIMIT ${REVIEW_PAGE_SIZE} OFFSET ${(page - 1) * REVIEW_PAGE_SIZE}`,
      [id],
    );
    return c.json({
      status: true,
      product_name: rows[0].name,
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
    const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = $1`, [id]);
    if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    const [product] = await serializeProducts(db, rows, { owner });
    const kindSql = `SELECT related_id AS product_id FROM related_products WHERE product_id = $1 AND kind = $2 ORDER BY position, related_id`;
    const [related, other] = await Promise.all([
      productsWhere(db, kindSql, [id, 'related'], { owner }),
      productsWhere(db, kindSql, [id, 'other'], { owner }),
    ]);
    return c.json({
      status: true,
      RelatedOtherProducts: [{ related_product_details: related, other_product_details: other, product_details: product }],
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
