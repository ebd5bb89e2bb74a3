/** The staff's products (stock, visibility, section, prices) and reviews. */
import { StaffStockResponse } from '../../operations.ts';
import { ProductParams, ReviewParams, ReviewVisibilityRequest, StockRequest } from '../../requests.ts';
import { StatusOnly } from '../../schemas.ts';
import { StaffProductResponse, StaffProductsQuery, StaffProductsResponse, StaffProductUpdateRequest, StaffReviewsQuery, StaffReviewsResponse } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_CATALOGUE = {
  products: endpoint({ method: 'GET', path: '/staff/products', query: StaffProductsQuery, answer: StaffProductsResponse, auth: 'staff', visitor: 'none' }),
  setStock: endpoint({ method: 'POST', path: '/staff/products/:id/stock', params: ProductParams, body: StockRequest, answer: StaffStockResponse, auth: 'staff', visitor: 'none' }),
  /** Selling price and MRP are a superuser's (the handler refuses them to staff). */
  updateProduct: endpoint({
    method: 'PATCH',
    path: '/staff/products/:id/',
    params: ProductParams,
    body: StaffProductUpdateRequest,
    answer: StaffProductResponse,
    auth: 'staff',
    visitor: 'none',
  }),
  reviews: endpoint({ method: 'GET', path: '/staff/reviews', query: StaffReviewsQuery, answer: StaffReviewsResponse, auth: 'staff', visitor: 'none' }),
  setReviewHidden: endpoint({
    method: 'PATCH',
    path: '/staff/reviews/:id/',
    params: ReviewParams,
    body: ReviewVisibilityRequest,
    answer: StatusOnly,
    auth: 'staff',
    visitor: 'none',
  }),
};
