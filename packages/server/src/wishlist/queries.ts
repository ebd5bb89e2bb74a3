/** The wishlist aggregate: the products an owner (visitor or user) keeps for later. */
import { ANSWER } from '@so/contract';
import { productsWhere, type ProductJson } from '../catalogue/products.ts';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import type { Owner } from '../owner.ts';

export async function wishlistCounter(db: Db, owner: Owner): Promise<number> {
  const { rows } = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM wishlist_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
  return rows[0].n;
}

/** Adds the product when it is not wished, else removes it; answers which and the new counter. */
export function toggleWish(db: Db, owner: Owner, productId: number): Promise<{ added: boolean; counter: number }> {
  return db.transaction(async (tx) => {
    const product = await run<{ id: number }>(tx, sql`SELECT id FROM products WHERE id = ${productId}`);
    if (product.rows.length === 0) throw notFound(ANSWER.productNotFound);
    const removed = await run<{ id: number }>(tx, sql`DELETE FROM wishlist_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND product_id = ${productId} RETURNING id`);
    if (removed.rows.length === 0) {
      await run(tx, sql`INSERT INTO wishlist_items (owner_kind, owner_id, product_id) VALUES (${owner.kind}, ${owner.id}, ${productId})
         ON CONFLICT (owner_kind, owner_id, product_id) DO NOTHING`);
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
