import { Hono, type Context } from 'hono';
import { MSG } from '@so/contract';
import { productsWhere } from '../catalogue/products.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound, PRODUCT_NOT_FOUND } from '../http/errors.ts';
import { parseId, parseInteger, readBody } from '../http/input.ts';
import { requireAuth } from '../accounts/sessions.ts';
import { cartWire, priceCart, totalsWire, withDiscount } from '../orders/pricing.ts';
import { checkVoucher, MSG_VOUCHER_APPLIED, MSG_VOUCHER_INVALID } from '../orders/vouchers.ts';
import { requireOwner, type Owner } from '../owner.ts';

const MAX_QUANTITY = 1_000_000;
export const MSG_CART_ITEM_NOT_FOUND = 'This item is not in your cart';

export async function cartCounter(db: Db, owner: Owner): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE owner_kind = $1 AND owner_id = $2', [owner.kind, owner.id]);
  return rows[0].n;
}

export async function wishlistCounter(db: Db, owner: Owner): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlist_items WHERE owner_kind = $1 AND owner_id = $2', [owner.kind, owner.id]);
  return rows[0].n;
}

/** The cart of an owner with its totals (no voucher), in the wire shape of CartResponse.data. */
export async function loadCart(db: Db, owner: Owner) {
  return cartWire(await priceCart(db, owner));
}

/** 400 with the field message the cart page shows under the quantity input. */
function quantityError(c: Context, message: string) {
  return c.json({ status: false, message, errors: { quantity: [message] } }, 400);
}

export function cartRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/cart', async (c) => {
    const owner = await requireOwner(c, db);
    const data = await loadCart(db, owner);
    return c.json({ status: true, cart_counter: data.cart_counter, data });
  });

  api.post('/cart', async (c) => {
    const owner = await requireOwner(c, db);
    const body = await readBody(c);
    if (body.pid === undefined || body.pid === null || body.pid === '') throw badRequest('pid is required');
    if (body.quantity === undefined || body.quantity === null || body.quantity === '') throw badRequest('quantity is required');
    const pid = parseId(body.pid, 'pid');
    const quantity = parseInteger(body.quantity, 'quantity');
    if (quantity < 1) throw badRequest(MSG.quantityGreaterThanZero);
    if (quantity > MAX_QUANTITY) throw badRequest(`${MSG.invalidQuantity}: quantity is too large`);
    const counter = await db.transaction(async (tx) => {
      // The row lock serialises every add of this product, so two requests can never both
      // read the old line and together push it past the stock.
      const product = await tx.query<{ name: string; stock: number | null }>('SELECT name, stock FROM products WHERE id = $1 FOR UPDATE', [pid]);
      if (product.rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
      const { name, stock } = product.rows[0];
      if (stock === null || stock <= 0) throw badRequest(MSG.isOutOfStock(name));
      const line = await tx.query<{ quantity: number }>(
        'SELECT quantity FROM cart_items WHERE owner_kind = $1 AND owner_id = $2 AND product_id = $3',
        [owner.kind, owner.id, pid],
      );
      const wanted = (line.rows[0]?.quantity ?? 0) + quantity;
      if (wanted > stock) throw badRequest(MSG.maximumUnits(stock));
      await tx.query(
        `INSERT INTO cart_items (owner_kind, owner_id, product_id, quantity) VALUES ($1, $2, $3, $4)
         ON CONFLICT (owner_kind, owner_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`,
        [owner.kind, owner.id, pid, wanted],
      );
      return cartCounter(tx, owner);
    });
    return c.json({ status: true, message: MSG.addedToCart, cart_counter: counter });
  });

  api.patch('/cart/:itemId', async (c) => {
    const owner = await requireOwner(c, db);
    const itemId = parseId(c.req.param('itemId'), 'itemId');
    const body = await readBody(c);
    if (body.quantity === undefined || body.quantity === null || body.quantity === '') return quantityError(c, MSG.quantityGreaterThanZero);
    let quantity: number;
    try {
      quantity = parseInteger(body.quantity, 'quantity');
    } catch {
      return quantityError(c, MSG.invalidQuantity);
    }
    if (quantity < 1) return quantityError(c, MSG.quantityGreaterThanZero);
    const outcome = await db.transaction(async (tx) => {
      const item = await tx.query<{ product_id: number }>(
        'SELECT product_id FROM cart_items WHERE id = $1 AND owner_kind = $2 AND owner_id = $3',
        [itemId, owner.kind, owner.id],
      );
      if (item.rows.length === 0) return { error: 'missing' as const };
      // The product's row lock serialises this with adds and orders of the same product.
      const product = await tx.query<{ name: string; stock: number | null }>('SELECT name, stock FROM products WHERE id = $1 FOR UPDATE', [item.rows[0].product_id]);
      const { name, stock } = product.rows[0];
      if (stock === null || stock <= 0) return { error: MSG.isOutOfStock(name) };
      if (quantity > stock || quantity > MAX_QUANTITY) return { error: MSG.maximumUnits(stock) };
      const updated = await tx.query<{ id: number }>(
        'UPDATE cart_items SET quantity = $4, updated_at = now() WHERE id = $1 AND owner_kind = $2 AND owner_id = $3 RETURNING id',
        [itemId, owner.kind, owner.id, quantity],
      );
      if (updated.rows.length === 0) return { error: 'missing' as const };
      return { counter: await cartCounter(tx, owner) };
    });
    if ('counter' in outcome) return c.json({ status: true, message: MSG.quantityUpdated, cart_counter: outcome.counter });
    if (outcome.error === 'missing') throw notFound(MSG_CART_ITEM_NOT_FOUND);
    return quantityError(c, outcome.error);
  });

  api.delete('/cart/:itemId', async (c) => {
    const owner = await requireOwner(c, db);
    const itemId = parseId(c.req.param('itemId'), 'itemId');
    const removed = await db.query<{ id: number }>(
      'DELETE FROM cart_items WHERE id = $1 AND owner_kind = $2 AND owner_id = $3 RETURNING id',
      [itemId, owner.kind, owner.id],
    );
    if (removed.rows.length === 0) {
      return c.json({ status: false, error: MSG_CART_ITEM_NOT_FOUND, message: MSG_CART_ITEM_NOT_FOUND }, 404);
    }
    const pricing = await priceCart(db, owner);
    return c.json({ status: true, message: MSG.productRemovedFromCart, ...totalsWire(pricing), cart_counter: pricing.lines.length });
  });

  api.get('/validate-voucher-code', async (c) => {
    const { user } = await requireAuth(c, db);
    const code = c.req.query('voucher_code') ?? '';
    if (code.trim() === '') throw badRequest(MSG_VOUCHER_INVALID);
    const pricing = await priceCart(db, { kind: 'user', id: String(user.id) });
    if (pricing.lines.length === 0) throw badRequest(MSG.cartEmpty);
    const outcome = await checkVoucher(db, code, user.id, pricing.totalPaise);
    if (!outcome.ok) throw badRequest(outcome.message);
    return c.json({ status: true, message: MSG_VOUCHER_APPLIED, ...totalsWire(withDiscount(pricing, outcome.discountPaise)) });
  });

  api.post('/wishlist', async (c) => {
    const owner = await requireOwner(c, db);
    const body = await readBody(c);
    if (body.pid === undefined || body.pid === null || body.pid === '') throw badRequest('pid is required');
    const pid = parseId(body.pid, 'pid');
    const result = await db.transaction(async (tx) => {
      const product = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = $1', [pid]);
      if (product.rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
      const removed = await tx.query<{ id: number }>(
        'DELETE FROM wishlist_items WHERE owner_kind = $1 AND owner_id = $2 AND product_id = $3 RETURNING id',
        [owner.kind, owner.id, pid],
      );
      if (removed.rows.length === 0) {
        await tx.query(
          `INSERT INTO wishlist_items (owner_kind, owner_id, product_id) VALUES ($1, $2, $3)
           ON CONFLICT (owner_kind, owner_id, product_id) DO NOTHING`,
          [owner.kind, owner.id, pid],
        );
      }
      return { added: removed.rows.length === 0, counter: await wishlistCounter(tx, owner) };
    });
    return c.json({
      status: true,
      message: result.added ? MSG.addedInWishlist : MSG.removedFromWishlist,
      wishlist_counter: result.counter,
    });
  });

  api.get('/listwish', async (c) => {
    const owner = await requireOwner(c, db);
    const data = await productsWhere(
      db,
      'SELECT product_id FROM wishlist_items WHERE owner_kind = $1 AND owner_id = $2 ORDER BY created_at DESC, id DESC',
      [owner.kind, owner.id],
      { owner, allWished: true },
    );
    return c.json({ status: true, data, wishlist_counter: data.length });
  });

  return api;
}
