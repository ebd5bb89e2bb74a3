/**
 * The requests of the cart, the wishlist and the voucher check: the path parameters, queries and
 * bodies a call may send, as superstruct schemas built from the field parsers (`fields.ts`). The
 * server validates each request with them (packages/server/src/http/validate.ts); the browser's
 * builds leave them out. No answer schema lives here: a module is bundled whole
 * (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { MAX_CART_QUANTITY } from './constants.ts';
import { field, IdField, isBlank, Refusal, refuse, TextField, trimmedText, wholeNumber } from './fields.ts';
import { MSG } from './messages.ts';

/** A voucher code as typed; refused when blank. */
export const VoucherCode = field<string>('voucher', (value) => {
  const text = trimmedText(value, 'voucher_code');
  return text instanceof Refusal || text === '' ? refuse(ANSWER.voucherInvalid) : text;
});

/** Units of a product to add or subscribe to: a whole number of 1 or more. */
export const Quantity = field<number>('quantity', (value) => {
  if (isBlank(value)) return refuse(ANSWER.fieldRequired('quantity'));
  const n = wholeNumber(value);
  if (n === null) return refuse(ANSWER.mustBeWholeNumber('quantity'));
  if (n < 1) return refuse(MSG.quantityGreaterThanZero);
  return n > MAX_CART_QUANTITY ? refuse(ANSWER.quantityTooLarge) : n;
});

export const CartAddRequest = type({ pid: IdField('pid'), quantity: Quantity });
export type CartAddRequest = Infer<typeof CartAddRequest>;

/** PATCH /cart/{itemId}/: the cart page's messages (docs/rules.md#cart-and-checkout). */
export const CartQuantityRequest = type({
  quantity: field<number>('quantity', (value) => {
    if (isBlank(value)) return refuse(MSG.quantityGreaterThanZero);
    const n = wholeNumber(value);
    if (n === null) return refuse(MSG.invalidQuantity);
    return n < 1 ? refuse(MSG.quantityGreaterThanZero) : n;
  }),
});
export type CartQuantityRequest = Infer<typeof CartQuantityRequest>;

export const WishlistRequest = type({ pid: IdField('pid') });
export const VoucherQuery = type({ voucher_code: VoucherCode });
export const CartPdfQuery = type({ logo_url: TextField({ label: 'logo_url', max: 2000 }) });
export const CartItemParams = type({ itemId: IdField('itemId') });
