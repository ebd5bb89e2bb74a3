/**
 * The catalogue: categories, the shop's product list and its filters (tags, forms, brands), one
 * product, delivery options, related products and gift packing. Shared catalogue reads: the
 * client sends a visitor id only if it knows one (it decorates is_wished) and may take an answer
 * the page came with (the store's server asks the same paths as an anonymous visitor).
 */
import { GIFT_PACKING_CATEGORY_ID, SHOP_PAGE_SIZE } from '../constants.ts';
import { FoamsQuery, GiftPackingQuery, ProductIdParams, ProductListQuery, RelatedQuery } from '../catalogue.requests.ts';
import { CategoriesResponse, DeliveryOptionsResponse, FilterOptionsResponse, GiftPackingResponse, ProductListResponse, RelatedResponse, SingleProductResponse } from '../catalogue.answers.ts';
import { endpoint } from './endpoint.ts';

export const CATALOGUE = {
  categories: endpoint({
    method: 'GET',
    path: '/categories/',
    answer: CategoriesResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The category tree, top level first, up to 3 levels (`children`); the client’s `list=true` is not needed.',
  }),
  productList: endpoint({
    method: 'GET',
    path: '/web/products/list/',
    query: ProductListQuery,
    answer: ProductListResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: `One page of the shop’s products (${SHOP_PAGE_SIZE} a page) under \`data.data\`, with their count in \`data.count\` and \`total_pages\`; hidden products are never listed. \`category_id\` (or \`category_name\`, any case) keeps a category and the categories under it, and then answers its \`category_banners\`; \`prod_search\` matches part of the name, any case; \`brand\`, \`product_tag\` and \`product_foam\` are ids of the filter lists; \`ordering\` \`base_price\` or \`-base_price\` (none: the shop’s sections, then by name).`,
  }),
  productTags: endpoint({
    method: 'GET',
    path: '/web/product-tags/list/',
    answer: FilterOptionsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The product tags the shop filters by (`product_tag`).',
  }),
  productFoams: endpoint({
    method: 'GET',
    path: '/web/product-foams/list/',
    query: FoamsQuery,
    answer: FilterOptionsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The product forms the shop filters by (`product_foam`): those of a category and the categories under it when `category_id` is given, else all.',
  }),
  brands: endpoint({
    method: 'GET',
    path: '/web/brand/list/',
    answer: FilterOptionsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The brands the shop filters by (`brand`).',
  }),
  product: endpoint({
    method: 'GET',
    path: '/web/single/product/:productId/',
    params: ProductIdParams,
    answer: SingleProductResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'One product with its rating summary and newest visible reviews; an unknown or hidden product 404.',
  }),
  deliveryOptions: endpoint({
    method: 'GET',
    path: '/delivery-options/',
    answer: DeliveryOptionsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The Subscribe and Save delivery options, each with its `duration` in days (the rhythm of deliveries).',
  }),
  relatedProducts: endpoint({
    method: 'GET',
    path: '/related-other-products/',
    query: RelatedQuery,
    answer: RelatedResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The product with its related products and other products; an unknown or hidden product 404. The path sits under the API base like every other (`/api/related-other-products/`).',
  }),
  giftPacking: endpoint({
    method: 'GET',
    path: '/products',
    query: GiftPackingQuery,
    answer: GiftPackingResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: `The gift packing materials, cheapest first: the products of category ${GIFT_PACKING_CATEGORY_ID} (\`GIFT_PACKING_CATEGORY_ID\`), or of the \`categoryID\` sent, and of the categories under it.`,
  }),
};
