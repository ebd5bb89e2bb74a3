/** The coin wallet: a user's balance and ledger (orders/ledger.ts writes it), read back page by page. */
import type { WalletEntry } from '@so/contract';
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';

export interface Wallet {
  coin_balance: number;
  is_wallet: boolean;
}

export async function walletOf(db: Db, userId: number): Promise<Wallet> {
  const { rows } = await run<Wallet>(db, sql`SELECT coin_balance, is_wallet FROM users WHERE id = ${userId}`);
  return rows[0];
}

export interface WalletHistory {
  count: number;
  earned: number;
  spent: number;
  entries: (Required<Pick<WalletEntry, 'id' | 'order_id' | 'new_added_coin' | 'used_coin' | 'available_coin' | 'created_at'>> & {
    pos_order: { order_id: string } | null;
    kind: string;
  })[];
}

/** One page of the ledger, newest first, with the totals of the whole ledger. */
export async function walletHistory(db: Db, userId: number, page: number, pageSize: number): Promise<WalletHistory> {
  const totals = await run<{ n: number; earned: number; spent: number }>(db, sql`SELECT count(*)::int AS n,
            COALESCE(sum(delta) FILTER (WHERE delta > 0), 0)::int AS earned,
            COALESCE(-sum(delta) FILTER (WHERE delta < 0), 0)::int AS spent
       FROM coin_ledger WHERE user_id = ${userId}`);
  // The user row lock serialises ledger writes, so ids grow in the order the balance changed.
  const { rows } = await run<{ id: number; delta: number; kind: string; balance_after: number; created_at: Date | string; order_number: string | null }>(db, sql`SELECT l.id, l.delta, l.kind, l.balance_after, l.created_at, o.order_id AS order_number
       FROM coin_ledger l LEFT JOIN orders o ON o.id = l.order_id
      WHERE l.user_id = ${userId} ORDER BY l.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const { n, earned, spent } = totals.rows[0];
  return {
    count: n,
    earned,
    spent,
    entries: rows.map((r) => ({
      id: r.id,
      order_id: r.order_number,
      pos_order: r.order_number ? { order_id: r.order_number } : null,
      kind: r.kind,
      new_added_coin: r.delta > 0 ? r.delta : 0,
      used_coin: r.delta < 0 ? -r.delta : 0,
      available_coin: r.balance_after,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** Whether `ref` (an order's id or its number) names one of the user's orders. */
export async function ownsOrder(db: Db, userId: number, ref: string): Promise<boolean> {
  const { rows } = /^[0-9]{1,9}$/.test(ref)
    ? await run<{ id: number }>(db, sql`SELECT id FROM orders WHERE user_id = ${userId} AND id = ${Number.parseInt(ref, 10)}`)
    : await run<{ id: number }>(db, sql`SELECT id FROM orders WHERE user_id = ${userId} AND order_id = ${ref}`);
  return rows.length > 0;
}
