/** The wishlist aggregate: the products an owner (visitor or user) keeps for later. */
import { ANSWER } from '@so/contract';
import { productsWhere, type ProductJson } from '../catalogue/products.ts';
import { sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import type { Owner } from '../owner.ts';

export async function wishlistCounter(db: Db, owner: Owner): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlist_items WHERE owner_kind = $1 AND owner_id = $2', [
    owner.kind,
    owner.id,
  ]);
  return rows[0].n;
}

/** Adds the product when it is not wished, else removes it; answers which and the new counter. */
export function toggleWish(db: Db, owner: Owner, productId: number): Promise<{ added: boolean; counter: number }> {
  return db.transaction(async (tx) => {
    const product = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = $1', [productId]);
    if (product.rows.length === 0) throw notFound(ANSWER.productNotFound);
    const removed = await tx.query<{ id: number }>(
      'DELETE FROM wishlist_items WHERE owner_kind = $1 AND owner_id = $2 AND product_id = $3 RETURNING id',
      [owner.kind, owner.id, productId],
    );
    if (removed.rows.length === 0) {
      await tx.query(
        `INSERT INTO wishlist_items (owner_kind, owner_id, product_id) VALUES ($1, $2, $3)
         ON CONFLICT (owner_kind, owner_id, product_id) DO NOTHING`,
        [owner.kind, owner.id, productId],
      );
    }
    return { added: removed.rows.length === 0, counter: await wishlistCounter(tx, owner) };
  });
}

/** The owner's wished products, newest first. */
export function wishlist(db: Db, owner: Owner): Promise<ProductJson[]> {
  return productsWhere(
    db,
    sql`SELECT product_id FROM wishlist_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} ORDER BY created_at DESC, id DESC`,
    { owner, allWished: true },
  );
}
