/**
 * Catalogue: categories, the shop's product list and its filters (tags, forms, brands), one
 * product, delivery options, related products and gift packing (@so/contract CATALOGUE).
 */
import type { Hono } from 'hono';
import { ANSWER, CATALOGUE, MSG, SHOP_PAGE_SIZE } from '@so/contract';
import { categoryBanners, deliveryOptions } from '../catalogue/categories.ts';
import {
  brandsCached,
  categoryTreeCached,
  foamsOfCached,
  listProductsCached,
  productByIdCached,
  productsInCategoryCached,
  productTagsCached,
  relatedProductsCached,
} from '../catalogue/reads.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import { peekOwner } from '../owner.ts';

/** The visitor-independent part of every answer comes from the catalogue cache (catalogue/reads.ts). */
export function catalogueRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = routeApp(db);

  route(app, CATALOGUE.categories, async () => ({ status: true, data: await categoryTreeCached(deps) }));

  route(app, CATALOGUE.productList, async (c, { query }) => {
    const { products, count, categoryId } = await listProductsCached(deps, query, peekOwner(c));
    return {
      status: true,
      total_pages: Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE)),
      message: count === 0 ? MSG.noProductsFound : ANSWER.productsFetched,
      data: { data: products, count },
      category_banners: categoryId !== null ? categoryBanners(categoryId) : null,
    };
  });

  route(app, CATALOGUE.productTags, async () => ({ status: true, data: await productTagsCached(deps) }));

  route(app, CATALOGUE.productFoams, async (_c, { query }) => ({ status: true, data: await foamsOfCached(deps, query.category_id) }));

  route(app, CATALOGUE.brands, async () => ({ status: true, data: await brandsCached(deps) }));

  route(app, CATALOGUE.product, async (c, { params }) => {
    const product = await productByIdCached(deps, params.productId, peekOwner(c));
    if (!product) throw notFound(ANSWER.productNotFound);
    return { status: true, data: product };
  });

  route(app, CATALOGUE.deliveryOptions, async () => ({ status: true, data: await deliveryOptions(db) }));

  route(app, CATALOGUE.relatedProducts, async (c, { query }) => {
    const found = await relatedProductsCached(deps, query.product_id, peekOwner(c));
    if (!found) throw notFound(ANSWER.productNotFound);
    return {
      status: true,
      RelatedOtherProducts: [{ related_product_details: found.related, other_product_details: found.other, product_details: found.product }],
    };
  });

  // Gift packing materials: the products of GIFT_PACKING_CATEGORY_ID (or of `categoryID`).
  route(app, CATALOGUE.giftPacking, async (c, { query }) => {
    const products = await productsInCategoryCached(deps, query.categoryID, peekOwner(c));
    return { status: true, data: { products } };
  });

  return app.hono;
}
