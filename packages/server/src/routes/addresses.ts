import { Hono } from 'hono';
import { requireAuth } from '../accounts/sessions.ts';
import { Checker, MAX_NAME, text } from '../accounts/validation.ts';
import type { Db, SqlParam } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { parseId, readBody, type Body } from '../http/input.ts';

export const MSG_ADDRESS_NOT_FOUND = 'Address not found';
export const MSG_ADDRESS_SAVED = 'Address saved successfully';
export const MSG_ADDRESS_DELETED = 'Address deleted successfully';
export const MAX_ADDRESSES = 50;
const ADDRESS_TAGS = ['No tag', 'Home', 'Office', 'Other'];
const MAX_LINE = 250;

/** Whether migration 006 (countries, states, cities) is in place. */
async function geoTablesExist(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    "SELECT to_regclass('countries') IS NOT NULL AND to_regclass('states') IS NOT NULL AND to_regclass('cities') IS NOT NULL AS ok",
  );
  return rows[0].ok;
}

/** '+91', '91' or '+1-684' → '+91', '+91', '+1684'. */
function callingPrefix(code: string | null): string {
  const digits = (code ?? '91').replace(/\D/g, '');
  return `+${digits || '91'}`;
}

function withoutPrefix(mobile: string | null, code: string | null): string | null {
  if (!mobile) return null;
  const prefix = callingPrefix(code);
  return mobile.startsWith(prefix) ? mobile.slice(prefix.length) : mobile.replace(/^\+/, '').slice(-10);
}

function toWire(row: AddressRow) {
  return {
    id: row.id,
    address_tags: row.address_tags,
    full_name: row.full_name,
    mobile: row.mobile,
    mobile_without_ext: withoutPrefix(row.mobile, row.calling_code),
    another_mobile: row.another_mobile,
    another_mobile_without_ext: withoutPrefix(row.another_mobile, row.calling_code),
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    landmark: row.landmark,
    city_obj: { id: row.city_id, name: row.city_name ?? '' },
    state_obj: { id: row.state_id, name: row.state_name ?? '' },
    country_obj: { id: row.country_id, name: row.country_name ?? '' },
    postal_code: row.postal_code,
    is_default: row.is_default,
  };
}
export type WireAddress = ReturnType<typeof toWire>;

async function selectAddresses(db: Db, where: string, params: readonly SqlParam[]): Promise<WireAddress[]> {
  const geo = await geoTablesExist(db);
  const sql = geo
    ? `SELECT a.*, ci.name AS city_name, st.name AS state_name, co.country_name, co.calling_code
         FROM addresses a
         LEFT JOIN cities ci ON ci.id = a.city_id
         LEFT JOIN states st ON st.id = a.state_id
         LEFT JOIN countries co ON co.id = a.country_id
        WHERE ${where} ORDER BY a.is_default DESC, a.id`
    : `SELECT a.*, NULL AS city_name, NULL AS state_name, NULL AS country_name, NULL AS calling_code
         FROM addresses a WHERE ${where} ORDER BY a.is_default DESC, a.id`;
  const { rows } = await db.query<AddressRow>(sql, params);
  return rows.map(toWire);
}

/** A user's addresses, the default first. */
export function addressesOf(db: Db, userId: number): Promise<WireAddress[]> {
  return selectAddresses(db, 'a.user_id = $1', [userId]);
}

interface AddressInput {
  address_tags: string;
  full_name: string;
  mobile: string;
  another_mobile: string | null;
  address_line_1: string;
  address_line_2: string;
  landmark: string | null;
  city_id: number;
  state_id: number;
  country_id: number;
  postal_code: string;
  is_default: boolean | null;
}

/** An address as read back, with the names of its city, state and country. */
interface AddressRow extends Omit<AddressInput, 'is_default'> {
  id: number;
  is_default: boolean;
  city_name: string | null;
  state_name: string | null;
  country_name: string | null;
  calling_code: string | null;
}

function idOrNull(value: unknown): number | null {
  try {
    return parseId(value, 'id');
  } catch {
    return null;
  }
}

/** Validates an address body (SPEC §5), all field messages at once; checks the geo ids when their tables exist. */
export async function readAddress(db: Db, body: Body): Promise<AddressInput> {
  const check = new Checker();
  const required = (field: string, label: string, max = MAX_LINE): string => {
    const v = text(body[field]);
    if (!v) check.fail(field, `${label} is required`);
    else if (v.length > max) check.fail(field, `${label} must be at most ${max} characters`);
    return v;
  };
  const fullName = required('full_name', 'Full name', MAX_NAME);
  const line1 = required('address_line_1', 'Street 1');
  const line2 = required('address_line_2', 'Street 2');
  const landmark = text(body.landmark);
  if (landmark.length > MAX_LINE) check.fail('landmark', `Landmark must be at most ${MAX_LINE} characters`);
  const countryId = idOrNull(body.country);
  if (countryId === null) check.fail('country', 'Country is required');
  const stateId = idOrNull(body.state);
  if (stateId === null) check.fail('state', 'State is required');
  const cityId = idOrNull(body.city);
  if (cityId === null) check.fail('city', 'City is required');
  const postal = text(body.postal_code);
  if (!postal) check.fail('postal_code', 'ZIP code is required');
  else if (!/^[0-9]{3,10}$/.test(postal)) check.fail('postal_code', 'ZIP code must contain digits only');
  const tagRaw = text(body.address_tags) || 'No tag';
  const tag = ADDRESS_TAGS.find((t) => t.toLowerCase() === tagRaw.toLowerCase());
  if (!tag) check.fail('address_tags', `Address tag must be one of ${ADDRESS_TAGS.join(', ')}`);

  let callingCode = '+91';
  if (countryId !== null && stateId !== null && cityId !== null && (await geoTablesExist(db))) {
    const { rows } = await db.query<{ calling_code: string | null; state_ok: boolean; city_ok: boolean }>(
      `SELECT co.calling_code,
              EXISTS (SELECT 1 FROM states s WHERE s.id = $2 AND s.country_id = co.id) AS state_ok,
              EXISTS (SELECT 1 FROM cities ci WHERE ci.id = $3 AND ci.state_id = $2) AS city_ok
         FROM countries co WHERE co.id = $1`,
      [countryId, stateId, cityId],
    );
    if (rows.length === 0) check.fail('country', 'Unknown country');
    else {
      callingCode = callingPrefix(rows[0].calling_code);
      if (!rows[0].state_ok) check.fail('state', 'Unknown state for this country');
      else if (!rows[0].city_ok) check.fail('city', 'Unknown city for this state');
    }
  }
  const phone = (field: string, value: unknown): string | null => {
    const raw = text(value).replace(/[\s-]/g, '');
    if (!raw) return null;
    const digits = raw.replace(/^\+/, '');
    const code = callingCode.slice(1);
    let local = digits;
    if (raw.startsWith('+') || digits.length === code.length + 10) {
      if (!digits.startsWith(code)) {
        check.fail(field, `Mobile number must start with ${callingCode}`);
        return null;
      }
      local = digits.slice(code.length);
    }
    if (!/^[0-9]{10}$/.test(local)) {
      check.fail(field, 'Mobile number must be 10 digits after the country code');
      return null;
    }
    return `${callingCode}${local}`;
  };
  const mobile = phone('mobile', body.mobile);
  if (!mobile && !check.errors.mobile) check.fail('mobile', 'Mobile number is required');
  const another = phone('another_mobile', body.another_mobile);
  check.throwIfAny();
  const isDefault = body.is_default === true || body.is_default === 'true' ? true : body.is_default === false || body.is_default === 'false' ? false : null;
  return {
    address_tags: tag ?? 'No tag',
    full_name: fullName,
    mobile: mobile ?? '',
    another_mobile: another,
    address_line_1: line1,
    address_line_2: line2,
    landmark: landmark || null,
    city_id: cityId ?? 0,
    state_id: stateId ?? 0,
    country_id: countryId ?? 0,
    postal_code: postal,
    is_default: isDefault,
  };
}

const FIELDS = 'address_tags, full_name, mobile, another_mobile, address_line_1, address_line_2, landmark, city_id, state_id, country_id, postal_code';

function values(a: AddressInput): SqlParam[] {
  return [a.address_tags, a.full_name, a.mobile, a.another_mobile, a.address_line_1, a.address_line_2, a.landmark, a.city_id, a.state_id, a.country_id, a.postal_code];
}

async function insertAddress(tx: Db, userId: number, input: AddressInput, forceDefault: boolean): Promise<number> {
  const { rows: count } = await tx.query<{ n: number; has_default: boolean }>(
    'SELECT count(*)::int AS n, coalesce(bool_or(is_default), false) AS has_default FROM addresses WHERE user_id = $1',
    [userId],
  );
  if (count[0].n >= MAX_ADDRESSES) throw badRequest(`At most ${MAX_ADDRESSES} addresses can be saved`);
  const makeDefault = forceDefault || input.is_default === true || !count[0].has_default;
  if (makeDefault) await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO addresses (user_id, ${FIELDS}, is_default) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [userId, ...values(input), makeDefault],
  );
  return rows[0].id;
}

async function updateAddress(tx: Db, userId: number, id: number, input: AddressInput): Promise<void> {
  if (input.is_default === true) await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND id <> $2', [userId, id]);
  await tx.query(
    `UPDATE addresses SET (${FIELDS}) = ($3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13),
            is_default = CASE WHEN $14::boolean IS NULL THEN is_default ELSE $14::boolean END, updated_at = now()
      WHERE id = $1 AND user_id = $2`,
    [id, userId, ...values(input), input.is_default],
  );
}

async function oneAddress(db: Db, userId: number, id: number): Promise<WireAddress> {
  const [address] = await selectAddresses(db, 'a.user_id = $1 AND a.id = $2', [userId, id]);
  if (!address) throw notFound(MSG_ADDRESS_NOT_FOUND);
  return address;
}

/** The user's lock: serialises address writes of one user (count limit, single default). */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export function addressRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/user/address', async (c) => {
    const { user } = await requireAuth(c, db);
    return c.json({ status: true, data: await addressesOf(db, user.id) });
  });

  api.get('/user/address/:id', async (c) => {
    const { user } = await requireAuth(c, db);
    const id = parseId(c.req.param('id'), 'address id');
    return c.json({ status: true, data: await oneAddress(db, user.id, id) });
  });

  api.post('/user/address', async (c) => {
    const { user } = await requireAuth(c, db);
    const input = await readAddress(db, await readBody(c));
    const id = await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      return insertAddress(tx, user.id, input, false);
    });
    return c.json({ status: true, message: MSG_ADDRESS_SAVED, data: await oneAddress(db, user.id, id) });
  });

  // PATCH /user/address/?contact_id= : the profile's own contact address (the default one; created when missing).
  api.patch('/user/address', async (c) => {
    const { user } = await requireAuth(c, db);
    const contact = c.req.query('contact_id');
    if (contact === undefined || contact === '') throw badRequest('contact_id is required (or use PATCH /user/address/{id}/)');
    if (parseId(contact, 'contact_id') !== user.contact_id) throw notFound(MSG_ADDRESS_NOT_FOUND);
    const input = await readAddress(db, await readBody(c));
    const id = await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM addresses WHERE user_id = $1 AND is_default', [user.id]);
      if (rows.length === 0) return insertAddress(tx, user.id, input, true);
      await updateAddress(tx, user.id, rows[0].id, { ...input, is_default: true });
      return rows[0].id;
    });
    return c.json({ status: true, message: MSG_ADDRESS_SAVED, data: await oneAddress(db, user.id, id) });
  });

  api.patch('/user/address/:id', async (c) => {
    const { user } = await requireAuth(c, db);
    const id = parseId(c.req.param('id'), 'address id');
    await oneAddress(db, user.id, id);
    const input = await readAddress(db, await readBody(c));
    await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      await updateAddress(tx, user.id, id, input);
    });
    return c.json({ status: true, message: MSG_ADDRESS_SAVED, data: await oneAddress(db, user.id, id) });
  });

  api.delete('/user/address/:id', async (c) => {
    const { user } = await requireAuth(c, db);
    const id = parseId(c.req.param('id'), 'address id');
    await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const { rows } = await tx.query<{ is_default: boolean }>('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default', [id, user.id]);
      if (rows.length === 0) throw notFound(MSG_ADDRESS_NOT_FOUND);
      if (rows[0].is_default) {
        await tx.query('UPDATE addresses SET is_default = true WHERE id = (SELECT min(id) FROM addresses WHERE user_id = $1)', [user.id]);
      }
    });
    return c.json({ status: true, message: MSG_ADDRESS_DELETED });
  });

  return api;
}
