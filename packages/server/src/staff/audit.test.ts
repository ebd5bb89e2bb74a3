/**
 * The audit log's seam (migration 022): recordAudit writes an entry with the change's
 * transaction (and only when something changed), auditEntries reads it newest first by record,
 * and the database refuses to edit, delete or empty it (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing.ts';
import { auditEntries, recordAudit } from './audit.ts';

let server: TestServer;
let actor: { id: number; email: string };

beforeAll(async () => {
  server = await createTestServer();
  const { rows } = await server.db.query<{ id: number; email: string }>(
    "INSERT INTO users (email, password_hash, is_staff) VALUES ('audit-actor@example.test', 'unused', true) RETURNING id, email",
  );
  actor = rows[0];
});
afterAll(async () => {
  await server?.close();
});

const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0].n;

describe('recordAudit and auditEntries', () => {
  it('writes who, what and the record before and after, read back newest first and by record', async () => {
    expect(await recordAudit(server.db, { actor, action: 'product.update', entity: 'product', entityId: 7, before: { stock: 3 }, after: { stock: null } })).toBe(true);
    expect(await recordAudit(server.db, { actor, action: 'voucher.create', entity: 'voucher', entityId: 'NEW10', before: null, after: { code: 'NEW10' } })).toBe(true);
    const all = await auditEntries(server.db, { page: 1, pageSize: 10 });
    expect(all.count).toBe(2);
    expect(all.entries.map((e) => e.action)).toEqual(['voucher.create', 'product.update']);
    const product = await auditEntries(server.db, { entity: 'product', entityId: '7', page: 1, pageSize: 10 });
    expect(product.entries).toEqual([
      expect.objectContaining({ actor_id: actor.id, actor_email: actor.email, entity: 'product', entity_id: '7', before: { stock: 3 }, after: { stock: null } }),
    ]);
    expect(product.entries[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const second = await auditEntries(server.db, { page: 2, pageSize: 1 });
    expect(second).toMatchObject({ count: 2, entries: [expect.objectContaining({ action: 'product.update' })] });
  });

  it('writes nothing when before and after are the same', async () => {
    const before = await count();
    expect(await recordAudit(server.db, { actor, action: 'product.update', entity: 'product', entityId: 8, before: { stock: 1, is_hidden: false }, after: { is_hidden: false, stock: 1 } })).toBe(false);
    expect(await count()).toBe(before);
  });

  it('keeps no entry of a change whose transaction rolls back', async () => {
    const before = await count();
    await expect(
      server.db.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: 'customer.coins', entity: 'customer', entityId: 1, before: { coin_balance: 0 }, after: { coin_balance: 5 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, and the entries stay as written', async () => {
    await recordAudit(server.db, { actor, action: 'review.hide', entity: 'review', entityId: 1, before: { is_hidden: false }, after: { is_hidden: true } });
    const before = await server.db.query('SELECT * FROM audit_log ORDER BY id');
    await expect(server.db.query("UPDATE audit_log SET after = '{}'::jsonb")).rejects.toThrow(/append-only/);
    await expect(server.db.query('DELETE FROM audit_log WHERE entity = $1', ['review'])).rejects.toThrow(/append-only/);
    await expect(server.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await server.db.query('SELECT * FROM audit_log ORDER BY id')).toEqual(before);
  });
});
