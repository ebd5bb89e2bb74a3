/** The staff's products (stock, visibility, section, prices) and reviews. */
import { StaffStockResponse } from '../../operations.ts';
import { ProductParams, ReviewParams } from '../../catalogue.requests.ts';
import { ReviewVisibilityRequest, StockRequest } from '../../staff.requests.ts';
import { StatusOnly } from '../../wire.ts';
import { StaffProductResponse, StaffProductsQuery, StaffProductsResponse, StaffProductUpdateRequest, StaffReviewsQuery, StaffReviewsResponse } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_CATALOGUE = {
  products: endpoint({
    method: 'GET',
    path: '/staff/products',
    query: StaffProductsQuery,
    answer: StaffProductsResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Products by name with their stock, visibility, section, selling price and MRP (₹, GST included) and GST rate.',
  }),
  setStock: endpoint({
    method: 'POST',
    path: '/staff/products/:id/stock',
    params: ProductParams,
    body: StockRequest,
    answer: StaffStockResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Sets a product’s stock (a whole number, or `null`: out of stock).',
  }),
  updateProduct: endpoint({
    method: 'PATCH',
    path: '/staff/products/:id/',
    params: ProductParams,
    body: StaffProductUpdateRequest,
    answer: StaffProductResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Changes the fields sent: stock (`null`: out of stock), visibility on the website (a hidden product is in no list, has no page and cannot be added to a cart) and section; `selling_price` and `mrp` (`null`: none) are a superuser’s (403 for staff), split into base and GST at the product’s rate, a selling price above the MRP 400. The store shows the change at once.',
  }),
  reviews: endpoint({
    method: 'GET',
    path: '/staff/reviews',
    query: StaffReviewsQuery,
    answer: StaffReviewsResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Every review, newest first, with its product.',
  }),
  setReviewHidden: endpoint({
    method: 'PATCH',
    path: '/staff/reviews/:id/',
    params: ReviewParams,
    body: ReviewVisibilityRequest,
    answer: StatusOnly,
    auth: 'staff',
    visitor: 'none',
    summary: 'Hides a review from the product’s list, average and count (`false` shows it again).',
  }),
};
