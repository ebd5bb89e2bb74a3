/**
 * The cart aggregate: lines of an owner (visitor or user). Adds and quantity changes take the
 * product's row lock, so two requests can never both read the old line and together pass the
 * stock; placing an order takes the same locks (orders/place.ts).
 */
import { ANSWER, MAX_CART_QUANTITY, MSG } from '@so/contract';
import type { Db } from '../db/types.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { cartWire, priceCart, type CartWire } from '../orders/pricing.ts';
import type { Owner } from '../owner.ts';
import { run, sql } from '../db/sql.ts';

export async function cartCounter(db: Db, owner: Owner): Promise<number> {
  const { rows } = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cart_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
  return rows[0].n;
}

/** The cart of an owner with its totals (no voucher), in the wire shape of CartResponse.data. */
export async function loadCart(db: Db, owner: Owner): Promise<CartWire> {
  return cartWire(await priceCart(db, owner));
}

/** Adds `quantity` units of a product to the owner's line (400 beyond the stock); answers the cart counter. */
export function addToCart(db: Db, owner: Owner, productId: number, quantity: number): Promise<number> {
  return db.transaction(async (tx) => {
    // A product staff took off the website cannot be added, as if it did not exist.
    const product = await run<{ name: string; stock: number | null }>(tx, sql`SELECT name, stock FROM products WHERE id = ${productId} AND NOT is_hidden FOR UPDATE`);
    if (product.rows.length === 0) throw notFound(ANSWER.productNotFound);
    const { name, stock } = product.rows[0];
    if (stock === null || stock <= 0) throw badRequest(MSG.isOutOfStock(name));
    const line = await run<{ quantity: number }>(tx, sql`SELECT quantity FROM cart_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND product_id = ${productId}`);
    const wanted = (line.rows[0]?.quantity ?? 0) + quantity;
    if (wanted > stock) throw badRequest(MSG.maximumUnits(stock));
    await run(tx, sql`INSERT INTO cart_items (owner_kind, owner_id, product_id, quantity) VALUES (${owner.kind}, ${owner.id}, ${productId}, ${wanted})
       ON CONFLICT (owner_kind, owner_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`);
    return cartCounter(tx, owner);
  });
}

/** The outcome of a quantity change: the cart counter, the line is not the owner's, or the quantity message. */
export type QuantityOutcome = { counter: number } | { missing: true } | { refused: string };

/** Sets a line's quantity within the product's stock. */
export function setQuantity(db: Db, owner: Owner, itemId: number, quantity: number): Promise<QuantityOutcome> {
  return db.transaction(async (tx): Promise<QuantityOutcome> => {
    const item = await run<{ product_id: number }>(tx, sql`SELECT product_id FROM cart_items WHERE id = ${itemId} AND owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
    if (item.rows.length === 0) return { missing: true };
    const product = await run<{ name: string; stock: number | null }>(tx, sql`SELECT name, stock FROM products WHERE id = ${item.rows[0].product_id} FOR UPDATE`);
    const { name, stock } = product.rows[0];
    if (stock === null || stock <= 0) return { refused: MSG.isOutOfStock(name) };
    if (quantity > stock || quantity > MAX_CART_QUANTITY) return { refused: MSG.maximumUnits(stock) };
    const updated = await run<{ id: number }>(tx, sql`UPDATE cart_items SET quantity = ${quantity}, updated_at = now() WHERE id = ${itemId} AND owner_kind = ${owner.kind} AND owner_id = ${owner.id} RETURNING id`);
    if (updated.rows.length === 0) return { missing: true };
    return { counter: await cartCounter(tx, owner) };
  });
}

/** Removes one of the owner's lines; false when it is not theirs. */
export async function removeLine(db: Db, owner: Owner, itemId: number): Promise<boolean> {
  const { rows } = await run<{ id: number }>(db, sql`DELETE FROM cart_items WHERE id = ${itemId} AND owner_kind = ${owner.kind} AND owner_id = ${owner.id} RETURNING id`);
  return rows.length > 0;
}
