import { Hono } from 'hono';
import { MSG } from '@so/api/messages';
import { paiseToRupees } from '@so/api/money';
import { productsWhere } from '../catalogue/products.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound, PRODUCT_NOT_FOUND } from '../http/errors.ts';
import { parseId, parseInteger, readBody } from '../http/input.ts';
import { productImageUrl, SQUARE_WIDTHS } from '../media/urls.ts';
import { requireOwner, type Owner } from '../owner.ts';

const MAX_QUANTITY = 1_000_000;

export async function cartCounter(db: Db, owner: Owner): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE owner_kind = $1 AND owner_id = $2', [owner.kind, owner.id]);
  return rows[0].n;
}

export async function wishlistCounter(db: Db, owner: Owner): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlist_items WHERE owner_kind = $1 AND owner_id = $2', [owner.kind, owner.id]);
  return rows[0].n;
}

/** The cart of an owner with its totals, in the wire shape of CartResponse.data. */
export async function loadCart(db: Db, owner: Owner) {
  const { rows } = await db.query<{
    id: number;
    product_id: number;
    quantity: number;
    name: string;
    base_price_paise: number;
    gst_paise: number;
    stock: number | null;
  }>(
    `SELECT ci.id, ci.product_id, ci.quantity, p.name, p.base_price_paise, p.gst_paise, p.stock
       FROM cart_items ci JOIN products p ON p.id = ci.product_id
      WHERE ci.owner_kind = $1 AND ci.owner_id = $2
      ORDER BY ci.created_at, ci.id`,
    [owner.kind, owner.id],
  );
  let total = 0;
  let gst = 0;
  let base = 0;
  const cartItems = rows.map((row) => {
    const selling = row.base_price_paise + row.gst_paise;
    const lineTotal = selling * row.quantity;
    total += lineTotal;
    gst += row.gst_paise * row.quantity;
    base += row.base_price_paise * row.quantity;
    return {
      id: row.id,
      product: row.product_id,
      product_id: row.product_id,
      product_name: row.name,
      product_image: productImageUrl(row.product_id, 1, SQUARE_WIDTHS[0]),
      quantity: row.quantity,
      selling_price: paiseToRupees(selling),
      total: paiseToRupees(lineTotal),
      available_quantity: { Quantity: row.stock },
    };
  });
  const discount = 0;
  return {
    cart_items: cartItems,
    total: paiseToRupees(total),
    discount_amt: paiseToRupees(discount),
    gst_amt: paiseToRupees(gst),
    final_total: paiseToRupees(total - discount),
    cart_counter: rows.length,
    product_price: paiseToRupees(base),
  };
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
