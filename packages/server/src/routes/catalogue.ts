/**
 * Catalogue (SPEC §7): categories, the shop's product list and its filters (tags, forms, brands),
 * one product, delivery options, related products and gift packing.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  CategoriesResponse,
  DeliveryOptionsResponse,
  FilterOptionsResponse,
  FoamsQuery,
  GiftPackingQuery,
  GiftPackingResponse,
  MSG,
  ProductIdParams,
  ProductListQuery,
  ProductListResponse,
  RelatedQuery,
  RelatedResponse,
  SHOP_PAGE_SIZE,
  SingleProductResponse,
} from '@so/contract';
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
import { validate } from '../http/validate.ts';
import { peekOwner } from '../owner.ts';

/** The visitor-independent part of every answer comes from the catalogue cache (catalogue/reads.ts). */
export function catalogueRoutes(deps: Deps): Hono {
  const { db } = deps;
  const api = new Hono({ strict: false });

  api.get('/categories', async (c) => c.json<Infer<typeof CategoriesResponse>>({ status: true, data: await categoryTreeCached(deps) }));

  api.get('/web/products/list', validate('query', ProductListQuery), async (c) => {
    const { products, count, categoryId } = await listProductsCached(deps, c.req.valid('query'), peekOwner(c));
    return c.json<Infer<typeof ProductListResponse>>({
      status: true,
      total_pages: Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE)),
      message: count === 0 ? MSG.noProductsFound : ANSWER.productsFetched,
      data: { data: products, count },
      category_banners: categoryId !== null ? categoryBanners(categoryId) : null,
    });
  });

  api.get('/web/product-tags/list', async (c) => c.json<Infer<typeof FilterOptionsResponse>>({ status: true, data: await productTagsCached(deps) }));

  api.get('/web/product-foams/list', validate('query', FoamsQuery), async (c) =>
    c.json<Infer<typeof FilterOptionsResponse>>({ status: true, data: await foamsOfCached(deps, c.req.valid('query').category_id) }),
  );

  api.get('/web/brand/list', async (c) => c.json<Infer<typeof FilterOptionsResponse>>({ status: true, data: await brandsCached(deps) }));

  api.get('/web/single/product/:productId', validate('param', ProductIdParams), async (c) => {
    const product = await productByIdCached(deps, c.req.valid('param').productId, peekOwner(c));
    if (!product) throw notFound(ANSWER.productNotFound);
    return c.json<Infer<typeof SingleProductResponse>>({ status: true, data: product });
  });

  api.get('/delivery-options', async (c) => c.json<Infer<typeof DeliveryOptionsResponse>>({ status: true, data: await deliveryOptions(db) }));

  api.get('/related-other-products', validate('query', RelatedQuery), async (c) => {
    const found = await relatedProductsCached(deps, c.req.valid('query').product_id, peekOwner(c));
    if (!found) throw notFound(ANSWER.productNotFound);
    return c.json<Infer<typeof RelatedResponse>>({
      status: true,
      RelatedOtherProducts: [{ related_product_details: found.related, other_product_details: found.other, product_details: found.product }],
    });
  });

  // Gift packing materials: the products of category 490 (or of `categoryID`).
  api.get('/products', validate('query', GiftPackingQuery), async (c) => {
    const products = await productsInCategoryCached(deps, c.req.valid('query').categoryID, peekOwner(c));
    return c.json<Infer<typeof GiftPackingResponse>>({ status: true, data: { products } });
  });

  return api;
}
