/** Cart (SPEC §7): GET / POST /cart/, PATCH / DELETE /cart/{itemId}/ and the voucher check. */
import { Hono, type Context } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  CartAddRequest,
  CartAddResponse,
  CartDeleteResponse,
  CartItemParams,
  CartPatchResponse,
  CartQuantityRequest,
  CartResponse,
  formatPaise,
  MSG,
  paiseToRupees,
  VoucherQuery,
  VoucherResponse,
} from '@so/contract';
import { addToCart, loadCart, removeLine, setQuantity } from '../cart/queries.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { cartOwner, requireLogin } from '../http/session.ts';
import { validate, type Invalid } from '../http/validate.ts';
import { priceCart, totalsWire, withDiscount } from '../orders/pricing.ts';
import { checkVoucher } from '../orders/vouchers.ts';
import { attributeCartWrite } from '../partners/partners.ts';

/** 400 with the field message the cart page shows under the quantity input. */
function quantityError(c: Context, message: string) {
  return c.json<Infer<typeof CartPatchResponse>>({ status: false, message, errors: { quantity: [message] } }, 400);
}
const quantityRefusal = (invalid: Invalid, c: Context) => quantityError(c, invalid.message);

export function cartRoutes({ db, now }: Deps): Hono {
  const api = new Hono({ strict: false });
  const owned = cartOwner(db);
  // A change made from a partner's page credits the partner (issue 16, partners/partners.ts).
  const attributed = attributeCartWrite(db, now);

  api.get('/cart', owned, async (c) => {
    const data = await loadCart(db, c.var.owner);
    return c.json<Infer<typeof CartResponse>>({ status: true, cart_counter: data.cart_counter, data });
  });

  api.post('/cart', owned, attributed, validate('json', CartAddRequest), async (c) => {
    const { pid, quantity } = c.req.valid('json');
    const counter = await addToCart(db, c.var.owner, pid, quantity);
    return c.json<Infer<typeof CartAddResponse>>({ status: true, message: MSG.addedToCart, cart_counter: counter });
  });

  api.patch('/cart/:itemId', owned, attributed, validate('param', CartItemParams), validate('json', CartQuantityRequest, quantityRefusal), async (c) => {
    const outcome = await setQuantity(db, c.var.owner, c.req.valid('param').itemId, c.req.valid('json').quantity);
    if ('missing' in outcome) throw notFound(ANSWER.cartItemNotFound);
    if ('refused' in outcome) return quantityError(c, outcome.refused);
    return c.json<Infer<typeof CartPatchResponse>>({ status: true, message: MSG.quantityUpdated, cart_counter: outcome.counter });
  });

  api.delete('/cart/:itemId', owned, validate('param', CartItemParams), async (c) => {
    const { owner } = c.var;
    if (!(await removeLine(db, owner, c.req.valid('param').itemId))) {
      return c.json<Infer<typeof CartDeleteResponse>>({ status: false, error: ANSWER.cartItemNotFound, message: ANSWER.cartItemNotFound }, 404);
    }
    const pricing = await priceCart(db, owner);
    return c.json<Infer<typeof CartDeleteResponse>>({
      status: true,
      message: MSG.productRemovedFromCart,
      ...totalsWire(pricing),
      cart_counter: pricing.lines.length,
    });
  });

  // The caller's cart with the voucher applied (read only: the order records the use). A gift
  // voucher takes up to its balance and says what stays on it.
  api.get('/validate-voucher-code', requireLogin(db), validate('query', VoucherQuery), async (c) => {
    const { user } = c.var.auth;
    const pricing = await priceCart(db, { kind: 'user', id: String(user.id) });
    if (pricing.lines.length === 0) throw badRequest(MSG.cartEmpty);
    const outcome = await checkVoucher(db, c.req.valid('query').voucher_code, user.id, pricing.totalPaise);
    if (!outcome.ok) throw badRequest(outcome.message);
    const totals = totalsWire(withDiscount(pricing, outcome.discountPaise));
    const { voucher, discountPaise } = outcome;
    if (voucher.kind === 'gift' && voucher.balance_paise !== null) {
      // A gift voucher (issue 15): what this order takes, what stays on it, and its balance.
      const message = ANSWER.giftVoucherApplied(formatPaise(discountPaise), formatPaise(voucher.balance_paise - discountPaise));
      return c.json<Infer<typeof VoucherResponse>>({ status: true, message, ...totals, gift_balance: paiseToRupees(voucher.balance_paise) });
    }
    return c.json<Infer<typeof VoucherResponse>>({ status: true, message: MSG.voucherApplied, ...totals });
  });

  return api;
}
