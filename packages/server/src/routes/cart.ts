/** Cart (docs/rules.md#cart-and-checkout): GET / POST /cart/, PATCH / DELETE /cart/{itemId}/ and the voucher check. */
import type { Context, Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, CART, CartPatchResponse, formatPaise, MSG, paiseToRupees } from '@so/contract';
import { addToCart, loadCart, removeLine, setQuantity } from '../cart/queries.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { refusing, reply, route, routeApp, type Reply } from '../http/route.ts';
import type { Invalid } from '../http/validate.ts';
import { priceCart, totalsWire, withDiscount } from '../orders/pricing.ts';
import { checkVoucher } from '../orders/vouchers.ts';
import { attributeCartWrite } from '../partners/partners.ts';

/** 400 with the field message the cart page shows under the quantity input. */
function quantityError(message: string): Reply<Infer<typeof CartPatchResponse>> {
  return reply({ status: false, message, errors: { quantity: [message] } }, 400);
}
const quantityRefusal = (invalid: Invalid, c: Context) => {
  const { body, status } = quantityError(invalid.message);
  return c.json(body, status);
};

export function cartRoutes({ db, now }: Deps): Hono {
  const app = routeApp(db);
  // A change made from a partner's page credits the partner (docs/rules.md#partners, partners/partners.ts).
  const attributed = attributeCartWrite(db, now);

  route(app, CART.cart, async (c) => {
    const data = await loadCart(db, c.var.owner);
    return { status: true, cart_counter: data.cart_counter, data };
  });

  route(app, CART.addToCart, attributed, async (c, { body }) => {
    const counter = await addToCart(db, c.var.owner, body.pid, body.quantity);
    return { status: true, message: MSG.addedToCart, cart_counter: counter };
  });

  route(app, refusing(CART.updateCartItem, quantityRefusal), attributed, async (c, { params, body }) => {
    const outcome = await setQuantity(db, c.var.owner, params.itemId, body.quantity);
    if ('missing' in outcome) throw notFound(ANSWER.cartItemNotFound);
    if ('refused' in outcome) return quantityError(outcome.refused);
    return { status: true, message: MSG.quantityUpdated, cart_counter: outcome.counter };
  });

  route(app, CART.removeCartItem, async (c, { params }) => {
    const { owner } = c.var;
    if (!(await removeLine(db, owner, params.itemId))) {
      return reply({ status: false, error: ANSWER.cartItemNotFound, message: ANSWER.cartItemNotFound }, 404);
    }
    const pricing = await priceCart(db, owner);
    return { status: true, message: MSG.productRemovedFromCart, ...totalsWire(pricing), cart_counter: pricing.lines.length };
  });

  // The caller's cart with the voucher applied (read only: the order records the use). A gift
  // voucher takes up to its balance and says what stays on it.
  route(app, CART.validateVoucher, async (c, { query }) => {
    const { user } = c.var.auth;
    const pricing = await priceCart(db, { kind: 'user', id: String(user.id) });
    if (pricing.lines.length === 0) throw badRequest(MSG.cartEmpty);
    const outcome = await checkVoucher(db, query.voucher_code, user.id, pricing.totalPaise);
    if (!outcome.ok) throw badRequest(outcome.message);
    const totals = totalsWire(withDiscount(pricing, outcome.discountPaise));
    const { voucher, discountPaise } = outcome;
    if (voucher.kind === 'gift' && voucher.balance_paise !== null) {
      // A gift voucher is stored value: what this order takes, what stays on it, and its balance.
      const message = ANSWER.giftVoucherApplied(formatPaise(discountPaise), formatPaise(voucher.balance_paise - discountPaise));
      return { status: true, message, ...totals, gift_balance: paiseToRupees(voucher.balance_paise) };
    }
    return { status: true, message: MSG.voucherApplied, ...totals };
  });

  return app.hono;
}
