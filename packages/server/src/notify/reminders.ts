/**
 * The daily reminders: an SO Elite member whose membership ends ELITE_EXPIRY_NOTICE_DAYS from
 * today (their last period's last day, nothing bought after it) is told so, with the plans page;
 * a Vaidya booking of tomorrow (India time, not closed by staff) is reminded to the account that
 * booked it. Each reminder is written in its own transaction with a key naming the membership's
 * last day or the booking, so a pass run twice, or by two API processes at once, tells once.
 *
 * `runReminders(db, notices, now)` is one pass as of `now` (tests give the clock); before
 * REMINDER_HOUR_IST on the store's day it sends nothing (no reminder at night).
 * `startReminders` runs it in the API process at start and then daily at REMINDER_HOUR_IST, on an
 * unref'd timer (repeat.ts) that main.ts stops on shutdown.
 */
import {
  addDays,
  calendarDate,
  DOC,
  ELITE_EXPIRY_NOTICE_DAYS,
  formatAppointmentStart,
  formatDate,
  REMINDER_HOUR_IST,
  startOfDay,
  TIMEZONE,
  type IsoDate,
} from '@so/contract';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { repeatInBackground } from '../repeat.ts';
import { contactOf, SHOPPER_LINKS, shopperMessage, shopperNotices, type ShopperNotices } from './events.ts';
import type { NotifyConfig } from './queue.ts';

/** What one pass looked at: the memberships ending and the bookings of tomorrow it wrote reminders of (again nothing for those already told). */
export interface ReminderPass {
  day: IsoDate;
  elite: number;
  appointments: number;
}

const HOUR_MS = 3_600_000;

/** The instant of REMINDER_HOUR_IST on the store's day `date`. */
const reminderTime = (date: IsoDate): Date => new Date(startOfDay(date).getTime() + REMINDER_HOUR_IST * HOUR_MS);

/** Memberships whose last day is `lastDay`: the user's last period ends then. */
async function endingMemberships(db: Db, lastDay: IsoDate): Promise<{ user_id: number }[]> {
  const { rows } = await run<{ user_id: number }>(
    db,
    sql`SELECT em.user_id FROM elite_memberships em GROUP BY em.user_id HAVING max(em.end_date) = ${lastDay}::date ORDER BY em.user_id`,
  );
  return rows;
}

interface BookingRow {
  id: number;
  user_id: number;
  mobile: string;
  date: IsoDate;
  hour: number;
  minute: number;
}

/** The bookings of day `date` (India time) not closed by staff. */
async function bookingsOn(db: Db, date: IsoDate): Promise<BookingRow[]> {
  const { rows } = await run<BookingRow>(
    db,
    sql`SELECT a.id, a.user_id, a.mobile,
            to_char(a.start_datetime AT TIME ZONE ${TIMEZONE}, 'YYYY-MM-DD') AS date,
            extract(hour FROM a.start_datetime AT TIME ZONE ${TIMEZONE})::int AS hour,
            extract(minute FROM a.start_datetime AT TIME ZONE ${TIMEZONE})::int AS minute
       FROM appointments a
      WHERE a.start_datetime >= ${startOfDay(date).toISOString()}::timestamptz AND a.start_datetime < ${startOfDay(addDays(date, 1)).toISOString()}::timestamptz
        AND a.status <> 'closed'
      ORDER BY a.start_datetime, a.id`,
  );
  return rows;
}

/** One pass of the daily reminders as of `now` (see the module comment). */
export async function runReminders(db: Db, notices: ShopperNotices, now: Date): Promise<ReminderPass> {
  const today = calendarDate(now);
  const pass: ReminderPass = { day: today, elite: 0, appointments: 0 };
  if (now.getTime() < reminderTime(today).getTime()) return pass;

  const lastDay = addDays(today, ELITE_EXPIRY_NOTICE_DAYS);
  const plans = SHOPPER_LINKS.elitePlans(notices.storeUrl);
  for (const { user_id: userId } of await endingMemberships(db, lastDay)) {
    await db.transaction(async (tx) => {
      const shopper = await contactOf(tx, userId);
      if (!shopper) return;
      const message = shopperMessage('elite_expiring', DOC.shopper.eliteExpiring, [formatDate(lastDay), plans], shopper, `elite:${userId}:${lastDay}:expiring`, plans);
      await notices.notifier.enqueue(tx, message);
      pass.elite += 1;
    });
  }

  for (const booking of await bookingsOn(db, addDays(today, 1))) {
    await db.transaction(async (tx) => {
      const shopper = await contactOf(tx, booking.user_id);
      if (!shopper) return;
      const when = formatAppointmentStart({ date: booking.date, hour: booking.hour, minute: booking.minute, second: 0 });
      const message = shopperMessage('appointment_reminder', DOC.shopper.appointmentReminder, [when, booking.mobile], shopper, `appointment:${booking.id}:reminder`, null);
      await notices.notifier.enqueue(tx, message);
      pass.appointments += 1;
    });
  }
  return pass;
}

/** Milliseconds from `now` to the next REMINDER_HOUR_IST on the store's calendar. */
export function msUntilNextReminders(now: Date): number {
  const today = reminderTime(calendarDate(now));
  const next = today.getTime() > now.getTime() ? today : reminderTime(addDays(calendarDate(now), 1));
  return next.getTime() - now.getTime();
}

/**
 * Runs the reminders in this process: now (nothing before the hour), then daily at
 * REMINDER_HOUR_IST. The timer is unref'd; `stop` ends it. Tests call runReminders with their own clock.
 */
export function startReminders(db: Db, config: NotifyConfig, clock: () => Date = () => new Date()): { stop(): void } {
  const notices = shopperNotices(db, config);
  const pass = async () => {
    try {
      const done = await runReminders(db, notices, clock());
      if (done.elite + done.appointments > 0) console.log(`Reminders ${done.day}: ${done.elite} SO Elite endings, ${done.appointments} bookings of tomorrow`);
    } catch (error) {
      console.error('The daily reminders failed', error);
    }
  };
  return repeatInBackground(pass, () => msUntilNextReminders(clock()));
}
