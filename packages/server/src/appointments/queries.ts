/**
 * Vaidya appointments (migration 017): the weekly slots, the checks a request schema
 * cannot make (the day and hour against the slots and today in Asia/Kolkata, the country, the
 * mobile number's calling code), booking a place in a slot so its capacity holds under
 * concurrency, and the staff's listing, newest bookings first.
 */
import {
  ANSWER,
  APPOINTMENT_HORIZON_DAYS_DEFAULT,
  appointmentTimeRefusal,
  calendarDate,
  parseAppointmentStart,
  phoneWithCallingCode,
  PHONE_DIGITS,
  sortSlots,
  startOfDay,
  TIMEZONE,
  TIMEZONE_UTC_OFFSET,
  weekDayOf,
  type AppointmentRequest,
  type AppointmentStart,
  type IsoDate,
  type StaffAppointment,
  type WeeklySlot,
  type LeadStatus,
} from '@so/contract';
import { isUniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/types.ts';
import { FieldErrors } from '../http/errors.ts';
import { and, run, type Sql, sql } from '../db/sql.ts';

/** The label the mobile number's messages use (the request schema's own). */
const MOBILE_LABEL = 'Mobile number';

/** A weekly slot with its own capacity (null: the store's APPOINTMENT_SLOT_CAPACITY). */
export interface SlotRow extends WeeklySlot {
  capacity: number | null;
}

/** Every weekly slot, by weekday (Sunday first) and hour. */
export async function weeklySlots(db: Db): Promise<SlotRow[]> {
  const { rows } = await run<SlotRow>(db, sql`SELECT week_day_number, starting_hour, capacity FROM appointment_slots ORDER BY week_day_number, starting_hour`);
  return sortSlots(rows);
}

/** An appointment request that passed the checks: its start, the country's name and the mobile number as stored. */
export interface CheckedAppointment {
  start: AppointmentStart;
  country: string;
  /** `+<calling code><10 digits>`. */
  mobile: string;
}

function parsedStart(text: string): AppointmentStart {
  const start = parseAppointmentStart(text);
  if (!start) throw new FieldErrors({ start_datetime: ANSWER.appointmentStartRequired });
  return start;
}

/**
 * Checks a validated appointment request against the slots and `today` (the store's day, default
 * now in Asia/Kolkata: the day must be tomorrow or later and at most `horizonDays` ahead, on a
 * slot's weekday and hour), the geo tables (the country exists) and the country's calling code
 * (the mobile number carries it and 10 digits after it). Every message at once, in the form's
 * order (FieldErrors, 400).
 */
export async function checkAppointment(
  db: Db,
  request: AppointmentRequest,
  horizonDays: number = APPOINTMENT_HORIZON_DAYS_DEFAULT,
  today: IsoDate = calendarDate(),
): Promise<CheckedAppointment> {
  const start = parsedStart(request.start_datetime);
  const errors: Record<string, string> = {};
  const refusal = appointmentTimeRefusal(start, await weeklySlots(db), today, horizonDays);
  if (refusal) errors.start_datetime = refusal;
  const { rows } = await run<{ country_name: string; calling_code: string }>(db, sql`SELECT country_name, calling_code FROM countries WHERE id = ${request.country_id}::int`);
  const country = rows.at(0);
  let mobile = '';
  if (!country) {
    errors.country_id = ANSWER.unknownCountry;
  } else {
    const checked = phoneWithCallingCode(request.mobile, country.calling_code, MOBILE_LABEL, { min: PHONE_DIGITS, max: PHONE_DIGITS });
    if ('error' in checked) errors.mobile = checked.error;
    else mobile = checked.phone;
  }
  if (!country || Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return { start, country: country.country_name, mobile };
}

/**
 * What a booking came to: stored (its id), the slot full, this shopper already booked at that
 * time, or the account already holds as many upcoming bookings as it may.
 */
export type BookingOutcome = { booked: number } | { refused: 'full' | 'already-booked' | 'open-limit' };

/** The limits a booking is held to (the store's AppointmentSettings). */
export interface BookingLimits {
  /** Bookings a slot takes unless its row sets its own capacity. */
  slotCapacity: number;
  /** Upcoming bookings one account may hold at once. */
  openPerAccount: number;
  /** How many days ahead a day can be booked (the slot-removed recheck's message). */
  horizonDays: number;
}

/**
 * Books a place for `userId`, in one transaction. First the user's row is locked (SELECT … FOR
 * UPDATE), so one account's bookings queue here, in this process or any other on the same
 * database, and its upcoming bookings (start after now) are counted against `openPerAccount`.
 * Then the slot's row is locked, so bookings of the same slot queue too, the bookings at that
 * start are counted against the slot's capacity (its own, else `slotCapacity`) and the
 * appointment is inserted. Under READ COMMITTED each statement sees what committed before it, so
 * the one who waited counts the booking that went first. Locks are taken user first, then slot,
 * always in that order.
 */
export async function bookAppointment(
  db: Db,
  userId: number,
  request: AppointmentRequest,
  checked: CheckedAppointment,
  limits: BookingLimits,
  /** Runs in the booking's transaction once it is inserted (the confirmation is written there). */
  then?: (tx: Db, appointmentId: number) => Promise<void>,
): Promise<BookingOutcome> {
  const { start } = checked;
  try {
    return await db.transaction(async (tx): Promise<BookingOutcome> => {
      await run(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
      const open = await run<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM appointments WHERE user_id = ${userId} AND start_datetime > now()`);
      if (open.rows[0].n >= limits.openPerAccount) return { refused: 'open-limit' };
      const slot = await run<{ capacity: number | null }>(tx, sql`SELECT capacity FROM appointment_slots WHERE week_day_number = ${weekDayOf(start.date)} AND starting_hour = ${start.hour} FOR UPDATE`);
      const row = slot.rows.at(0);
      if (!row) {
        // The slot was removed after the request was checked: the same message the check gives now.
        throw new FieldErrors({ start_datetime: appointmentTimeRefusal(start, await weeklySlots(tx), calendarDate(), limits.horizonDays) ?? ANSWER.appointmentStartRequired });
      }
      const taken = await run<{ n: number; mine: boolean }>(tx, sql`SELECT count(*)::int AS n, COALESCE(bool_or(user_id = ${userId}), false) AS mine FROM appointments WHERE start_datetime = ${request.start_datetime}::timestamptz`);
      const { n, mine } = taken.rows[0];
      if (mine) return { refused: 'already-booked' };
      if (n >= (row.capacity ?? limits.slotCapacity)) return { refused: 'full' };
      const inserted = await run<{ id: number }>(tx, sql`INSERT INTO appointments (user_id, start_datetime, name, country_id, email, mobile, gender, age_group,
                                   problem_suffering_from, problem_description, landmark, is_taking_medicine, type_of_medicine_list)
         VALUES (${userId}, ${request.start_datetime}::timestamptz, ${request.name}, ${request.country_id}, ${request.email}, ${checked.mobile}, ${request.gender}, ${request.age_group}, ${request.problem_suffering_from}, ${request.problem_description}, ${request.landmark}, ${request.is_taking_medicine === null ? null : request.is_taking_medicine === 'yes'}, ${request.type_of_medicine_list}::text[]) RETURNING id`);
      if (then) await then(tx, inserted.rows[0].id);
      return { booked: inserted.rows[0].id };
    });
  } catch (error) {
    // appointments_user_start_idx: the same shopper's other request for this time won (the lock makes it rare).
    if (isUniqueViolation(error)) return { refused: 'already-booked' };
    throw error;
  }
}

// ─── Staff listing ────────────────────────────────────────────────────────

export interface Paged<T> {
  count: number;
  data: T[];
}

/** Appointments, newest bookings first; with `from`, only those on or after that day (Asia/Kolkata). */
export async function listAppointments(db: Db, page: number, pageSize: number, from: IsoDate | null, status: LeadStatus | null = null): Promise<Paged<StaffAppointment>> {
  const conditions: Sql[] = [];
  if (from !== null) conditions.push(sql`a.start_datetime >= ${startOfDay(from).toISOString()}::timestamptz`);
  if (status !== null) conditions.push(sql`a.status = ${status}`);
  const where = and(conditions);
  const count = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM appointments a WHERE ${where}`);
  const { rows } = await run<{
    id: number;
    user_id: number;
    user_email: string;
    start_local: string;
    name: string;
    country_id: number;
    country_name: string;
    email: string;
    mobile: string;
    gender: string;
    age_group: string;
    problem_suffering_from: string;
    problem_description: string;
    landmark: string;
    is_taking_medicine: boolean | null;
    type_of_medicine_list: string[];
    created_at: Date | string;
    status: LeadStatus;
  }>(
    db,
    sql`SELECT a.id, a.user_id, u.email AS user_email,
            to_char(a.start_datetime AT TIME ZONE ${TIMEZONE}, 'YYYY-MM-DD"T"HH24:MI:SS') AS start_local,
            a.name, a.country_id, co.country_name, a.email, a.mobile, a.gender, a.age_group,
            a.problem_suffering_from, a.problem_description, a.landmark, a.is_taking_medicine, a.type_of_medicine_list, a.created_at, a.status
       FROM appointments a
       JOIN users u ON u.id = a.user_id
       JOIN countries co ON co.id = a.country_id
      WHERE ${where}
      ORDER BY a.created_at DESC, a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return {
    count: count.rows[0].n,
    data: rows.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      user_email: row.user_email,
      start_datetime: `${row.start_local}${TIMEZONE_UTC_OFFSET}`,
      name: row.name,
      country_obj: { id: row.country_id, name: row.country_name },
      email: row.email,
      mobile: row.mobile,
      gender: row.gender,
      age_group: row.age_group,
      problem_suffering_from: row.problem_suffering_from,
      problem_description: row.problem_description,
      landmark: row.landmark,
      is_taking_medicine: row.is_taking_medicine === null ? null : row.is_taking_medicine ? 'yes' : 'no',
      type_of_medicine_list: row.type_of_medicine_list,
      created_at: new Date(row.created_at).toISOString(),
      status: row.status,
    })),
  };
}
