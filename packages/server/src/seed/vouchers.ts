import type { Db } from '../db/types.ts';
import { changeCoins } from '../orders/ledger.ts';
import { run, sql } from '../db/sql.ts';

export interface DemoVoucher {
  code: string;
  kind: 'flat' | 'percent';
  /** Paise for flat vouchers, percent for percent vouchers. */
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  expiresAt: string | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  uses: number;
}

/** The demo vouchers (docs/operations.md#demo-users-and-demo-data lists them); each shows one rule. */
export const DEMO_VOUCHERS: readonly DemoVoucher[] = [
  // 10 % off, at most ₹200, on carts of ₹300 or more.
  { code: 'SOWELCOME10', kind: 'percent', value: 10, maxDiscountPaise: 20_000, minOrderPaise: 30_000, expiresAt: null, maxUses: null, maxUsesPerUser: null, uses: 0 },
  // ₹50 off carts of ₹400 or more.
  { code: 'FLAT50', kind: 'flat', value: 5_000, maxDiscountPaise: null, minOrderPaise: 40_000, expiresAt: null, maxUses: null, maxUsesPerUser: null, uses: 0 },
  // ₹100 off carts of ₹500 or more, once per user.
  { code: 'ONCEONLY', kind: 'flat', value: 10_000, maxDiscountPaise: null, minOrderPaise: 50_000, expiresAt: null, maxUses: null, maxUsesPerUser: 1, uses: 0 },
  // Expired.
  { code: 'EXPIRED20', kind: 'percent', value: 20, maxDiscountPaise: null, minOrderPaise: 0, expiresAt: '2025-01-01T00:00:00+05:30', maxUses: null, maxUsesPerUser: null, uses: 0 },
  // Every use taken.
  { code: 'SOLDOUT', kind: 'flat', value: 3_000, maxDiscountPaise: null, minOrderPaise: 0, expiresAt: null, maxUses: 100, maxUsesPerUser: null, uses: 100 },
];

/** Inserts the demo vouchers that do not exist yet. */
export async function seedVouchers(db: Db): Promise<void> {
  for (const v of DEMO_VOUCHERS) {
    await run(db, sql`INSERT INTO vouchers (code, kind, value, max_discount_paise, min_order_paise, expires_at, max_uses, max_uses_per_user, uses)
       VALUES (${v.code}, ${v.kind}, ${v.value}, ${v.maxDiscountPaise}, ${v.minOrderPaise}, ${v.expiresAt}, ${v.maxUses}, ${v.maxUsesPerUser}, ${v.uses}) ON CONFLICT (code) DO NOTHING`);
  }
}

/** Coins the demo customer starts with, so the wallet journey can redeem some. */
export const DEMO_CUSTOMER_COINS = 150;

/**
 * Gives the demo customer DEMO_CUSTOMER_COINS as an 'adjustment' ledger entry, once (only while
 * she has no ledger entry at all). Run after the demo users exist.
 */
export async function seedDemoWallet(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ id: number }>(tx, sql`SELECT id FROM users WHERE email = ${email} FOR UPDATE`);
    if (rows.length === 0) return false;
    const entries = await run<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = ${rows[0].id}`);
    if (entries.rows[0].n > 0) return false;
    await changeCoins(tx, rows[0].id, DEMO_CUSTOMER_COINS, 'adjustment', null);
    return true;
  });
}
