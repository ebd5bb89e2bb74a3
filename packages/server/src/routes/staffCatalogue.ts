/**
 * The staff's products and reviews (docs/rules.md#staff-and-the-audit-log), under /api/staff/
 * behind its staff check (401 without a session, 403 for customers):
 * - GET /products?search=&category=&section=&out_of_stock=&hidden=&page=&page_size=: by name.
 * - PATCH /products/{id} {stock?, is_hidden?, section_id?, selling_price?, mrp?}: staff change
 *   stock, visibility and section; selling price and MRP (₹, GST included) are a superuser's (403
 *   otherwise); the selling price never above the MRP (400). Written to the audit log.
 * - GET /reviews?hidden=&product=&page=&page_size=: every review, newest first, with its product.
 *   (PATCH /reviews/{id} hides or shows one: routes/reviews.ts, its entry STAFF_CATALOGUE.setReviewHidden.)
 * - POST /products/{id}/stock {stock}: routes/staff.ts.
 */
import type { Hono } from 'hono';
import { ANSWER, rupeesToPaise } from '@so/contract';
import { STAFF_CATALOGUE } from '@so/contract/staff';
import type { Deps } from '../deps.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import { changeProduct, staffProducts } from '../staff/products.ts';
import { staffReviews } from '../staff/reviews.ts';

const pages = (count: number, pageSize: number) => Math.ceil(count / pageSize);

export function staffCatalogueRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_CATALOGUE.products, async (_c, { query: q }) => {
    const { count, data } = await staffProducts(db, {
      search: q.search,
      category: q.category,
      section: q.section,
      outOfStock: q.out_of_stock,
      hidden: q.hidden,
      page: q.page,
      pageSize: q.page_size,
    });
    return { status: true, count, total_pages: pages(count, q.page_size), page: q.page, data };
  });

  route(app, STAFF_CATALOGUE.updateProduct, async (c, { params, body }) => {
    const { user } = c.var.auth;
    if ((body.selling_price !== undefined || body.mrp !== undefined) && !user.is_superuser) throw forbidden(ANSWER.superuserOnly);
    if (Object.values(body).every((value) => value === undefined)) throw badRequest(ANSWER.staffNothingToChange);
    const product = await changeProduct(db, user, params.id, {
      stock: body.stock,
      isHidden: body.is_hidden,
      sectionId: body.section_id,
      sellingPaise: body.selling_price === undefined ? undefined : rupeesToPaise(body.selling_price),
      mrpPaise: body.mrp === undefined || body.mrp === null ? body.mrp : rupeesToPaise(body.mrp),
    });
    if (!product) throw notFound(ANSWER.productNotFound);
    return { status: true, message: ANSWER.staffProductUpdated, data: product };
  });

  route(app, STAFF_CATALOGUE.reviews, async (_c, { query: q }) => {
    const { count, data } = await staffReviews(db, { hidden: q.hidden, product: q.product, page: q.page, pageSize: q.page_size });
    return { status: true, count, total_pages: pages(count, q.page_size), page: q.page, data };
  });

  return app.hono;
}
