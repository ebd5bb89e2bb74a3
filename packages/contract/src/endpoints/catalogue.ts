/**
 * The catalogue: categories, the shop's product list and its filters (tags, forms, brands), one
 * product, delivery options, related products and gift packing. Shared catalogue reads: the
 * client sends a visitor id only if it knows one (it decorates is_wished) and may take an answer
 * the page came with (the store's server asks the same paths as an anonymous visitor).
 */
import { FoamsQuery, GiftPackingQuery, ProductIdParams, ProductListQuery, RelatedQuery } from '../requests.ts';
import {
  CategoriesResponse,
  DeliveryOptionsResponse,
  FilterOptionsResponse,
  GiftPackingResponse,
  ProductListResponse,
  RelatedResponse,
  SingleProductResponse,
} from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const CATALOGUE = {
  /** The category tree (the client sends `list=true`, which the server does not need). */
  categories: endpoint({ method: 'GET', path: '/categories/', answer: CategoriesResponse, auth: 'anyone', visitor: 'known' }),
  /** A page of the shop's list: search, category, brand, tag, form and sort. */
  productList: endpoint({ method: 'GET', path: '/web/products/list/', query: ProductListQuery, answer: ProductListResponse, auth: 'anyone', visitor: 'known' }),
  productTags: endpoint({ method: 'GET', path: '/web/product-tags/list/', answer: FilterOptionsResponse, auth: 'anyone', visitor: 'known' }),
  /** The product forms, of one category when `category_id` is given. */
  productFoams: endpoint({ method: 'GET', path: '/web/product-foams/list/', query: FoamsQuery, answer: FilterOptionsResponse, auth: 'anyone', visitor: 'known' }),
  brands: endpoint({ method: 'GET', path: '/web/brand/list/', answer: FilterOptionsResponse, auth: 'anyone', visitor: 'known' }),
  /** 404 for an unknown or hidden product. */
  product: endpoint({ method: 'GET', path: '/web/single/product/:productId/', params: ProductIdParams, answer: SingleProductResponse, auth: 'anyone', visitor: 'known' }),
  deliveryOptions: endpoint({ method: 'GET', path: '/delivery-options/', answer: DeliveryOptionsResponse, auth: 'anyone', visitor: 'known' }),
  /** The product, its related products and others; 404 for an unknown or hidden product. */
  relatedProducts: endpoint({ method: 'GET', path: '/related-other-products/', query: RelatedQuery, answer: RelatedResponse, auth: 'anyone', visitor: 'known' }),
  /** The gift packing materials: the products of GIFT_PACKING_CATEGORY_ID (or of `categoryID`). */
  giftPacking: endpoint({ method: 'GET', path: '/products', query: GiftPackingQuery, answer: GiftPackingResponse, auth: 'anyone', visitor: 'known' }),
};
