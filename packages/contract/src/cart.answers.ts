/**
 * The answers of the cart, the wishlist and the voucher check: superstruct schemas, built from
 * `wire.ts`, that the client validates every response with and the server types its answers with.
 * No request schema lives here: a shopper's page loads this module whole.
 */
import { array, boolean, type Infer, integer, nullable, optional, string, type, union } from 'superstruct';
import { Product } from './catalogue.answers.ts';
import { Id, Money, Text } from './wire.ts';

export const CartItem = type({
  id: Id,
  product: Id,
  product_id: Id,
  product_name: optional(Text),
  product_image: Text,
  quantity: integer(),
  selling_price: Money,
  total: Money,
  available_quantity: type({ Quantity: nullable(integer()) }),
});
export type CartItem = Infer<typeof CartItem>;

export const CartTotals = type({
  total: Money,
  discount_amt: Money,
  gst_amt: Money,
  final_total: Money,
  cart_counter: integer(),
  product_price: Money,
});
export type CartTotals = Infer<typeof CartTotals>;

export const CartResponse = type({
  status: boolean(),
  cart_counter: optional(integer()),
  voucher_code: optional(Text),
  data: type({
    cart_items: array(CartItem),
    total: Money,
    discount_amt: Money,
    gst_amt: Money,
    final_total: Money,
    cart_counter: integer(),
    product_price: Money,
    voucher_code: optional(Text),
  }),
});
export type CartResponse = Infer<typeof CartResponse>;

export const CartAddResponse = type({ status: boolean(), message: optional(string()), cart_counter: integer() });
export const CartPatchResponse = type({
  status: boolean(),
  message: optional(string()),
  cart_counter: optional(integer()),
  errors: optional(type({ quantity: optional(union([string(), array(string())])) })),
});
export const CartDeleteResponse = type({
  status: boolean(),
  error: optional(Text),
  message: optional(string()),
  total: optional(Money),
  gst_amt: optional(Money),
  discount_amt: optional(Money),
  final_total: optional(Money),
  cart_counter: optional(integer()),
});
export const WishlistToggleResponse = type({
  status: boolean(),
  message: string(),
  wishlist_counter: integer(),
});
export const WishlistResponse = type({
  status: boolean(),
  data: array(Product),
  wishlist_counter: integer(),
});
export const VoucherResponse = type({
  status: boolean(),
  message: optional(string()),
  total: optional(Money),
  gst_amt: optional(Money),
  discount_amt: optional(Money),
  final_total: optional(Money),
  /**
   * A gift voucher (reference server): its balance before this order; `discount_amt`
   * is what this order takes of it (the rest stays on it). Absent for other vouchers.
   */
  gift_balance: optional(Money),
});
