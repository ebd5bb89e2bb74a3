/**
 * The store locator: published stores grouped by city (cities in alphabetical
 * order, stores by position then name), and the staff's edits. Hours travel as HH:MM:SS
 * (24-hour); the widgets show them in 12-hour time.
 */
import type { StaffStoreCreateRequest, StaffStoreUpdateRequest, Store } from '@so/contract';
import type { Db } from '../db/types.ts';
import { updateRow } from './update.ts';
import { raw, run, sql } from '../db/sql.ts';

interface StoreRow {
  id: number;
  store_name: string;
  image: string | null;
  landmark: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string;
  state_id: number | null;
  state_name: string | null;
  postal_code: string | null;
  work_start_time: string | null;
  work_end_time: string | null;
  mobile_no: string | null;
  email: string | null;
  location_url: string | null;
  virtual_location_url: string | null;
  is_published: boolean;
}

/** What staff may change. */
const EDITABLE = [
  'store_name', 'image', 'landmark', 'address_line_1', 'address_line_2', 'city', 'state_id', 'state_name', 'postal_code',
  'work_start_time', 'work_end_time', 'mobile_no', 'email', 'location_url', 'virtual_location_url', 'is_published',
] as const;
const COLUMNS = raw(`id, store_name, image, landmark, address_line_1, address_line_2, city, state_id, state_name, postal_code,
  to_char(work_start_time, 'HH24:MI:SS') AS work_start_time, to_char(work_end_time, 'HH24:MI:SS') AS work_end_time,
  mobile_no, email, location_url, virtual_location_url, is_published`);

function storeJson(row: StoreRow): Store & { id: number } {
  return {
    id: row.id,
    store_name: row.store_name,
    image: row.image,
    landmark: row.landmark,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    state_obj: row.state_id === null || row.state_name === null ? null : { id: row.state_id, name: row.state_name },
    postal_code: row.postal_code,
    work_start_time: row.work_start_time,
    work_end_time: row.work_end_time,
    mobile_no: row.mobile_no,
    email: row.email,
    location_url: row.location_url,
    virtual_location_url: row.virtual_location_url,
    city: row.city,
  };
}

export interface StoreSections {
  store_section_data: { city: string; stores: Store[] }[];
  cities: string[];
}

export async function storeSections(db: Db): Promise<StoreSections> {
  const { rows } = await run<StoreRow>(db, sql`SELECT ${COLUMNS} FROM stores WHERE is_published ORDER BY lower(city), city, position, store_name, id`);
  const sections: StoreSections['store_section_data'] = [];
  for (const row of rows) {
    const last = sections.at(-1);
    if (last?.city === row.city) last.stores.push(storeJson(row));
    else sections.push({ city: row.city, stores: [storeJson(row)] });
  }
  return { store_section_data: sections, cities: sections.map((s) => s.city) };
}

export type StaffStoreJson = Store & { id: number; city: string; is_published: boolean };

async function staffStore(db: Db, id: number): Promise<StaffStoreJson | null> {
  const { rows } = await run<StoreRow>(db, sql`SELECT ${COLUMNS} FROM stores WHERE id = ${id}`);
  const row = rows[0];
  return row ? { ...storeJson(row), city: row.city, is_published: row.is_published } : null;
}

/** The name of a state id (GET /states/{countryId}/); undefined when there is no such state. */
export async function stateName(db: Db, id: number): Promise<string | undefined> {
  const { rows } = await run<{ name: string }>(db, sql`SELECT name FROM states WHERE id = ${id}`);
  return rows[0]?.name;
}

/** A new store; `state` must be a known state id (the caller checked it with stateName). */
export async function createStore(db: Db, store: StaffStoreCreateRequest, state: string | null): Promise<StaffStoreJson | null> {
  const { rows } = await run<{ id: number }>(db, sql`INSERT INTO stores (store_name, image, landmark, address_line_1, address_line_2, city, state_id, state_name, postal_code,
                         work_start_time, work_end_time, mobile_no, email, location_url, virtual_location_url, is_published, position)
     VALUES (${store.store_name}, ${store.image}, ${store.landmark}, ${store.address_line_1}, ${store.address_line_2}, ${store.city}, ${store.state}, ${state}, ${store.postal_code}, ${store.work_start_time}::time, ${store.work_end_time}::time, ${store.mobile_no}, ${store.email}, ${store.location_url}, ${store.virtual_location_url}, ${store.is_published ?? true}, (SELECT COALESCE(max(position), 0) + 1 FROM stores)) RETURNING id`);
  return staffStore(db, rows[0].id);
}

/**
 * Changes the fields sent; null when there is no such store, false when the hours would close
 * before they open.
 */
export async function updateStore(db: Db, id: number, changes: StaffStoreUpdateRequest, state: string | null | undefined): Promise<StaffStoreJson | null | false> {
  const current = await staffStore(db, id);
  if (!current) return null;
  const start = changes.work_start_time === undefined ? current.work_start_time : changes.work_start_time;
  const end = changes.work_end_time === undefined ? current.work_end_time : changes.work_end_time;
  if (start && end && end <= start) return false;
  const { state: stateId, ...rest } = changes;
  await updateRow(db, 'stores', id, EDITABLE, {
    ...rest,
    is_published: changes.is_published ?? undefined,
    state_id: stateId,
    state_name: stateId === undefined ? undefined : state ?? null,
  });
  return staffStore(db, id);
}
