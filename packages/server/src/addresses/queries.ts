/**
 * The addresses aggregate: a user's saved addresses (at most MAX_ADDRESSES, one default), read
 * back with the names of their city, state and country. Writes of one user are serialised by a
 * lock on the user's row (count limit, single default).
 */
import { type Address, type AddressRequest, ANSWER, MAX_ADDRESSES } from '@so/contract';
import type { Db } from '../db/types.ts';
import { badRequest, FieldErrors, notFound } from '../http/errors.ts';
import { raw, run, type Sql, sql } from '../db/sql.ts';

/** An address as the wire carries it (Address of the contract). */
export type WireAddress = Address;

/** What is stored of an address: the request (AddressRequest) checked against the places and their calling code. */
export interface CheckedAddress {
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
  /** null: leave as it is. */
  is_default: boolean | null;
}

/** An address as read back, with the names of its city, state and country. */
interface AddressRow extends Omit<CheckedAddress, 'is_default'> {
  id: number;
  is_default: boolean;
  city_name: string | null;
  state_name: string | null;
  country_name: string | null;
  calling_code: string | null;
}

/** Whether migration 006 (countries, states, cities) is in place. */
async function geoTablesExist(db: Db): Promise<boolean> {
  const { rows } = await run<{ ok: boolean }>(
    db,
    sql`SELECT to_regclass('countries') IS NOT NULL AND to_regclass('states') IS NOT NULL AND to_regclass('cities') IS NOT NULL AS ok`,
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

function toWire(row: AddressRow): WireAddress {
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

async function selectAddresses(db: Db, where: Sql): Promise<WireAddress[]> {
  const geo = await geoTablesExist(db);
  const query = geo
    ? sql`SELECT a.*, ci.name AS city_name, st.name AS state_name, co.country_name, co.calling_code
         FROM addresses a
         LEFT JOIN cities ci ON ci.id = a.city_id
         LEFT JOIN states st ON st.id = a.state_id
         LEFT JOIN countries co ON co.id = a.country_id
        WHERE ${where} ORDER BY a.is_default DESC, a.id`
    : sql`SELECT a.*, NULL AS city_name, NULL AS state_name, NULL AS country_name, NULL AS calling_code
         FROM addresses a WHERE ${where} ORDER BY a.is_default DESC, a.id`;
  const { rows } = await run<AddressRow>(db, query);
  return rows.map(toWire);
}

/** A user's addresses, the default first. */
export function addressesOf(db: Db, userId: number): Promise<WireAddress[]> {
  return selectAddresses(db, sql`a.user_id = ${userId}`);
}

/** One of the user's addresses; 404 when it is not theirs. */
export async function oneAddress(db: Db, userId: number, id: number): Promise<WireAddress> {
  const [address] = await selectAddresses(db, sql`a.user_id = ${userId} AND a.id = ${id}`);
  if (!address) throw notFound(ANSWER.addressNotFound);
  return address;
}

/**
 * A validated address request checked against the places: the state must be the country's, the
 * city the state's (when migration 006's tables exist), and the phone numbers must carry the
 * country's calling code (or none: it is added). Field messages together, as FieldErrors.
 */
export async function checkAddress(db: Db, request: AddressRequest): Promise<CheckedAddress> {
  const errors: Record<string, string> = {};
  let callingCode = '+91';
  if (await geoTablesExist(db)) {
    const { rows } = await run<{ calling_code: string | null; state_ok: boolean; city_ok: boolean }>(
      db,
      sql`SELECT co.calling_code,
              EXISTS (SELECT 1 FROM states s WHERE s.id = ${request.state} AND s.country_id = co.id) AS state_ok,
              EXISTS (SELECT 1 FROM cities ci WHERE ci.id = ${request.city} AND ci.state_id = ${request.state}) AS city_ok
         FROM countries co WHERE co.id = ${request.country}`,
    );
    if (rows.length === 0) errors.country = ANSWER.unknownCountry;
    else {
      callingCode = callingPrefix(rows[0].calling_code);
      if (!rows[0].state_ok) errors.state = ANSWER.unknownStateOfCountry;
      else if (!rows[0].city_ok) errors.city = ANSWER.unknownCityOfState;
    }
  }
  const phone = (field: 'mobile' | 'another_mobile', given: string | null): string | null => {
    if (given === null) return null;
    const digits = given.replace(/^\+/, '');
    const code = callingCode.slice(1);
    let local = digits;
    if (given.startsWith('+') || digits.length === code.length + 10) {
      if (!digits.startsWith(code)) {
        errors[field] = ANSWER.mobileStartsWith(callingCode);
        return null;
      }
      local = digits.slice(code.length);
    }
    if (!/^[0-9]{10}$/.test(local)) {
      errors[field] = ANSWER.mobileTenDigitsAfterCode;
      return null;
    }
    return `${callingCode}${local}`;
  };
  const mobile = phone('mobile', request.mobile);
  const another = phone('another_mobile', request.another_mobile);
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return {
    address_tags: request.address_tags,
    full_name: request.full_name,
    mobile: mobile ?? '',
    another_mobile: another,
    address_line_1: request.address_line_1,
    address_line_2: request.address_line_2,
    landmark: request.landmark,
    city_id: request.city,
    state_id: request.state,
    country_id: request.country,
    postal_code: request.postal_code,
    is_default: request.is_default,
  };
}

const FIELDS = raw('address_tags, full_name, mobile, another_mobile, address_line_1, address_line_2, landmark, city_id, state_id, country_id, postal_code');

/** The values of FIELDS, in its order. */
function values(a: CheckedAddress): Sql {
  return sql`${a.address_tags}, ${a.full_name}, ${a.mobile}, ${a.another_mobile}, ${a.address_line_1}, ${a.address_line_2}, ${a.landmark}, ${a.city_id}, ${a.state_id}, ${a.country_id}, ${a.postal_code}`;
}

/** The user's lock: serialises address writes of one user. */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await run(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}

async function insertAddress(tx: Db, userId: number, input: CheckedAddress, forceDefault: boolean): Promise<number> {
  const { rows: count } = await run<{ n: number; has_default: boolean }>(
    tx,
    sql`SELECT count(*)::int AS n, coalesce(bool_or(is_default), false) AS has_default FROM addresses WHERE user_id = ${userId}`,
  );
  if (count[0].n >= MAX_ADDRESSES) throw badRequest(ANSWER.tooManyAddresses(MAX_ADDRESSES));
  const makeDefault = forceDefault || input.is_default === true || !count[0].has_default;
  if (makeDefault) await run(tx, sql`UPDATE addresses SET is_default = false WHERE user_id = ${userId} AND is_default`);
  const { rows } = await run<{ id: number }>(
    tx,
    sql`INSERT INTO addresses (user_id, ${FIELDS}, is_default) VALUES (${userId}, ${values(input)}, ${makeDefault}) RETURNING id`,
  );
  return rows[0].id;
}

async function updateAddress(tx: Db, userId: number, id: number, input: CheckedAddress): Promise<void> {
  if (input.is_default === true) await run(tx, sql`UPDATE addresses SET is_default = false WHERE user_id = ${userId} AND id <> ${id}`);
  // is_default null leaves the flag as it is.
  await run(
    tx,
    sql`UPDATE addresses SET (${FIELDS}) = (${values(input)}),
            is_default = coalesce(${input.is_default}::boolean, is_default), updated_at = now()
      WHERE id = ${id} AND user_id = ${userId}`,
  );
}

/** Saves a new address (the first one, or one marked default, becomes the default); answers its id. */
export function addAddress(db: Db, userId: number, input: CheckedAddress): Promise<number> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return insertAddress(tx, userId, input, false);
  });
}

/** Rewrites one of the user's addresses (the caller checked it is theirs). */
export function editAddress(db: Db, userId: number, id: number, input: CheckedAddress): Promise<void> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await updateAddress(tx, userId, id, input);
  });
}

/** Updates the user's default address, or creates it when there is none; answers its id. */
export function saveDefaultAddress(db: Db, userId: number, input: CheckedAddress): Promise<number> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { rows } = await run<{ id: number }>(tx, sql`SELECT id FROM addresses WHERE user_id = ${userId} AND is_default`);
    if (rows.length === 0) return insertAddress(tx, userId, input, true);
    await updateAddress(tx, userId, rows[0].id, { ...input, is_default: true });
    return rows[0].id;
  });
}

/** Deletes one of the user's addresses (404 otherwise); the oldest one left becomes the default. */
export function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { rows } = await run<{ is_default: boolean }>(tx, sql`DELETE FROM addresses WHERE id = ${id} AND user_id = ${userId} RETURNING is_default`);
    if (rows.length === 0) throw notFound(ANSWER.addressNotFound);
    if (rows[0].is_default) {
      await run(tx, sql`UPDATE addresses SET is_default = true WHERE id = (SELECT min(id) FROM addresses WHERE user_id = ${userId})`);
    }
  });
}
