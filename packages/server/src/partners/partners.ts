/**
 * Partners: the partners table, the partner a request speaks for, and attribution.
 *
 * A request speaks for a partner when it carries `Partner: CODE` (HEADER_PARTNER) and its Origin
 * header is one of that partner's allowed origins; an unknown or inactive code, or an origin the
 * partner does not list, is ignored (never an error). A cart change that speaks for a partner
 * records it against the cart's owners (the Visitor-Id, and the logged-in user): last touch wins,
 * for PARTNER_ATTRIBUTION_DAYS or until an order is placed, which records it on the order.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HEADER_PARTNER, PARTNER_ATTRIBUTION_DAYS, partnerCodeOf, type Partner } from '@so/contract';
import { settledAuth } from '../accounts/sessions.ts';
import type { Db } from '../db/types.ts';
import type { PartnerSetting } from '../deps.ts';
import { knownVisitor, type Owner } from '../owner.ts';
import { originAllowed } from './origins.ts';
import { run, sql } from '../db/sql.ts';

interface PartnerRow {
  code: string;
  name: string;
  origins: string[];
  store_id: number | null;
}

/** An active partner by code (any case), or null. */
export async function activePartner(db: Db, code: string): Promise<PartnerRow | null> {
  const normal = partnerCodeOf(code);
  if (!normal) return null;
  const { rows } = await run<PartnerRow>(db, sql`SELECT code, name, origins, store_id FROM partners WHERE code = ${normal} AND active`);
  return rows[0] ?? null;
}

/** The public view of a partner (GET /partners/{code}/). */
export const partnerWire = (row: PartnerRow): Partner => ({ code: row.code, name: row.name, store_id: row.store_id });

/** The partner this request speaks for: its Partner header names an active partner that allows its Origin; else null. */
export async function partnerOfRequest(c: Context, db: Db): Promise<string | null> {
  const header = c.req.header(HEADER_PARTNER);
  if (!header) return null;
  const partner = await activePartner(db, header);
  return partner && originAllowed(partner.origins, c.req.header('Origin')) ? partner.code : null;
}

/** The owners a request's cart belongs to for attribution: its known visitor, and its logged-in user. */
async function ownersOf(c: Context, db: Db): Promise<Owner[]> {
  const owners: Owner[] = [];
  const visitor = await knownVisitor(c, db);
  if (visitor) owners.push({ kind: 'visitor', id: visitor });
  const auth = settledAuth(c);
  if (auth) owners.push({ kind: 'user', id: String(auth.user.id) });
  return owners;
}

/** Records `code` against each owner (last touch wins), at `at`. */
export async function attribute(db: Db, owners: readonly Owner[], code: string, at: Date): Promise<void> {
  for (const owner of owners) {
    await run(db, sql`INSERT INTO partner_attributions (owner_kind, owner_id, partner_code, attributed_at) VALUES (${owner.kind}, ${owner.id}, ${code}, ${at.toISOString()})
       ON CONFLICT (owner_kind, owner_id) DO UPDATE SET partner_code = EXCLUDED.partner_code, attributed_at = EXCLUDED.attributed_at`);
  }
}

/**
 * Middleware of the cart writes (POST /cart/, PATCH /cart/{id}/): after a successful change from a
 * partner's page, the partner is attributed to the request's visitor and user.
 */
export const attributeCartWrite = (db: Db, now: () => Date = () => new Date()) =>
  createMiddleware(async (c, next) => {
    await next();
    if (c.res.status >= 300) return;
    const code = await partnerOfRequest(c, db);
    if (code) await attribute(db, await ownersOf(c, db), code, now());
  });

/** The partner attributed to one of `owners` (the newest, within PARTNER_ATTRIBUTION_DAYS of `at`, still active), or null. */
export async function attributedPartner(db: Db, owners: readonly Owner[], at: Date): Promise<string | null> {
  if (owners.length === 0) return null;
  const { rows } = await run<{ partner_code: string }>(db, sql`SELECT a.partner_code FROM partner_attributions a JOIN partners p ON p.code = a.partner_code AND p.active
      WHERE (a.owner_kind, a.owner_id) IN (SELECT * FROM unnest(${owners.map((o) => o.kind)}::text[], ${owners.map((o) => o.id)}::text[]))
        AND a.attributed_at > ${at.toISOString()}::timestamptz - make_interval(days => ${PARTNER_ATTRIBUTION_DAYS})
      ORDER BY a.attributed_at DESC LIMIT 1`);
  return rows[0]?.partner_code ?? null;
}

/** Ends the attribution of `owners` (an order was placed). */
export async function clearAttribution(db: Db, owners: readonly Owner[]): Promise<void> {
  for (const owner of owners) {
    await run(db, sql`DELETE FROM partner_attributions WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
  }
}

/**
 * The partner an order of this request is credited to: (a) the partner the request itself speaks
 * for, else (b) the one attributed to its visitor, else (c) to its logged-in user. `owners` are the
 * attributions to end once the order is placed.
 */
export async function orderPartner(c: Context, db: Db, now: Date): Promise<{ code: string | null; owners: Owner[] }> {
  const owners = await ownersOf(c, db);
  const direct = await partnerOfRequest(c, db);
  if (direct) return { code: direct, owners };
  for (const owner of owners) {
    const code = await attributedPartner(db, [owner], now);
    if (code) return { code, owners };
  }
  return { code: null, owners };
}

/** Writes the partners of the PARTNERS setting; partners of the setting left out of it become inactive. */
export async function syncPartners(db: Db, partners: readonly PartnerSetting[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of partners) {
      const store = p.storeId === null ? null : (await run<{ id: number }>(tx, sql`SELECT id FROM stores WHERE id = ${p.storeId}`)).rows[0]?.id ?? null;
      if (p.storeId !== null && store === null) console.warn(`PARTNERS: partner ${p.code} names store ${p.storeId}, which does not exist: its store is left empty`);
      await run(tx, sql`INSERT INTO partners (code, name, origins, store_id, active, source) VALUES (${p.code}, ${p.name}, ${p.origins}::text[], ${store}, true, 'setting')
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, origins = EXCLUDED.origins, store_id = EXCLUDED.store_id,
           active = true, source = 'setting', updated_at = now()`);
    }
    await run(tx, sql`UPDATE partners SET active = false, updated_at = now() WHERE source = 'setting' AND active AND NOT (code = ANY(${partners.map((p) => p.code)}::text[]))`);
  });
}

/** The demo store's partner: every page on this machine may speak for it. */
export const DEMO_PARTNER = {
  code: 'DEMO',
  name: 'SO Franchise Demo',
  origins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'],
} as const;

/** Seeds the demo partner (demo mode), its own store the first of the store locator's; true when it was created. */
export async function seedDemoPartner(db: Db): Promise<boolean> {
  const { rows } = await run<{ inserted: boolean }>(db, sql`INSERT INTO partners (code, name, origins, store_id, source)
     VALUES (${DEMO_PARTNER.code}, ${DEMO_PARTNER.name}, ${[...DEMO_PARTNER.origins]}::text[], (SELECT id FROM stores ORDER BY id LIMIT 1), 'demo')
     ON CONFLICT (code) DO UPDATE SET store_id = COALESCE(partners.store_id, EXCLUDED.store_id) WHERE partners.source = 'demo'
     RETURNING (xmax = 0) AS inserted`);
  return rows[0]?.inserted === true;
}

/** The origins of the configured partners (CORS lets their pages call the API). */
export function partnerOrigins(partners: readonly PartnerSetting[]): string[] {
  return partners.flatMap((p) => p.origins);
}
