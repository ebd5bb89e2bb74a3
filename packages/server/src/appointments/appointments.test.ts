/**
 * Vaidya appointments: the weekly slots (Monday to Saturday, starting 10:00 to 16:00,
 * sorted), booking with the login required (its own prompt), every field of the form checked
 * with a message naming it, the day (tomorrow or later, Asia/Kolkata) and hour against the slots,
 * the mobile number against the country's calling code; a slot's capacity (the store setting,
 * or the slot's own) answered 409 when full; the shopper's SMS and e-mail through the outbox;
 * the staff's listing, newest bookings first, paged, refused to visitors and customers.
 * The races for the last place are in concurrency.test.ts (PostgreSQL).
 */
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  ANSWER,
  APPOINTMENT_PROBLEMS,
  appointmentStartOf,
  AppointmentSlotsResponse,
  calendarDate,
  DOC,
  formatAppointmentDay,
  formatAppointmentStart,
  GENDERS,
  MEDICINE_TYPES,
  MSG,
  parseAppointmentStart,
  STAFF_PAGE_SIZE_DEFAULT,
  StaffAppointmentsResponse,
  weekDayOf,
} from '@so/contract';
import { createApp } from '../app.ts';
import { appointmentSettingsFromEnv, DEFAULT_APPOINTMENTS } from '../config.ts';
import { callApi, createTestServer, createTestStaff, createTestUser, outboxTo, TEST_CONFIG, type CallInit, type CallResult, type TestServer, type TestUser } from '../testing.ts';

let server: TestServer;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  [staff, customer] = await Promise.all([createTestStaff(server.db), createTestUser(server.db)]);
});
afterAll(async () => {
  await server?.close();
});

const EVENTS = '/api/events/';
const SLOTS = '/api/online_appointment_slots/';
const INDIA = 104;
const GERMANY = 85;
const SLOT_HOURS = [10, 11, 12, 13, 14, 15, 16];

const today = () => calendarDate();

/** The next day from `from` (inclusive) with this weekday. */
function nextWeekday(from: string, weekDay: number): string {
  let day = from;
  while (weekDayOf(day) !== weekDay) day = addDays(day, 1);
  return day;
}

/**
 * A slot's start no other test of this file books: Monday to Saturday from the day after
 * tomorrow (a test running across midnight still books a later day), 10:00 to 16:00.
 */
const handed = new Set<string>();
function freeStart(): string {
  for (let day = addDays(today(), 2); ; day = addDays(day, 1)) {
    if (weekDayOf(day) === 0) continue;
    for (const hour of SLOT_HOURS) {
      const start = appointmentStartOf(day, hour);
      if (!handed.has(start)) return reserve(start);
    }
  }
}
/** Keeps `start` from freeStart (a test books it itself). */
function reserve(start: string): string {
  handed.add(start);
  return start;
}

let mails = 0;
const uniqueEmail = (who: string) => `${who}-${(mails += 1)}-${Date.now().toString(36)}@example.test`;

function booking(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_type: 'Appointment',
    category: 'Online',
    // A slot is handed out only when the test does not choose the time itself.
    start_datetime: 'start_datetime' in changes ? undefined : freeStart(),
    name: 'Meera Joshi',
    country_id: INDIA,
    email: uniqueEmail('meera'),
    mobile: '+91 98123 45678',
    gender: 'Female',
    age_group: '18 to 45',
    problem_suffering_from: 'Digestive Health',
    problem_description: 'Acidity after meals.\nWorse at night.',
    landmark: 'Near Law Garden',
    is_taking_medicine: 'yes',
    type_of_medicine_list: ['Ayurvedic', 'Allopathic'],
    ...changes,
  };
}

const book = (body: unknown, init: CallInit = {}) => callApi(server, EVENTS, { body, user: customer, ...init });

async function refused(body: unknown, status = 400, init: CallInit = {}): Promise<{ message: string; errors: Record<string, unknown> }> {
  const answer = await book(body, init);
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(answer.json.status).toBe(false);
  const errors = answer.json.errors;
  return { message: String(answer.json.message), errors: typeof errors === 'object' && errors !== null ? { ...errors } : {} };
}

function expectBooked(answer: CallResult, start: string, mobile = '+919812345678'): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  const parsed = parseAppointmentStart(start);
  if (!parsed) throw new Error(`not a start: ${start}`);
  expect(answer.json).toEqual({ status: true, message: MSG.appointmentBooked(formatAppointmentStart(parsed), mobile) });
}

async function bookingsAt(start: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE start_datetime = $1::timestamptz', [start]);
  return rows[0].n;
}

async function countAll(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments');
  return rows[0].n;
}

// ─── GET /online_appointment_slots/ ─────────────────────────────────────────

describe('GET /online_appointment_slots/', () => {
  it('answers the demo slots to anyone: Monday (1) to Saturday (6), starting 10:00 to 16:00, by weekday then hour', async () => {
    for (const init of [{}, { user: customer }]) {
      const answer = await callApi(server, SLOTS, init);
      expect(answer.status).toBe(200);
      const slots = create(answer.json, AppointmentSlotsResponse);
      expect(slots.status).toBe(true);
      expect(slots.online_appointment_slot).toEqual([1, 2, 3, 4, 5, 6].flatMap((day) => SLOT_HOURS.map((hour) => ({ week_day_number: day, starting_hour: hour }))));
    }
  });

  it('lists a slot added out of order in its place, and without it again once removed', async () => {
    await server.db.query('INSERT INTO appointment_slots (week_day_number, starting_hour) VALUES (0, 9), (2, 8)');
    try {
      const slots = create((await callApi(server, SLOTS)).json, AppointmentSlotsResponse).online_appointment_slot;
      expect(slots.slice(0, 2)).toEqual([
        { week_day_number: 0, starting_hour: 9 },
        { week_day_number: 1, starting_hour: 10 },
      ]);
      const tuesday = slots.filter((slot) => slot.week_day_number === 2).map((slot) => slot.starting_hour);
      expect(tuesday).toEqual([8, ...SLOT_HOURS]);
    } finally {
      await server.db.query('DELETE FROM appointment_slots WHERE (week_day_number, starting_hour) IN ((0, 9), (2, 8))');
    }
    expect(create((await callApi(server, SLOTS)).json, AppointmentSlotsResponse).online_appointment_slot).toHaveLength(42);
  });
});

// ─── POST /events/ ─────────────────────────────────────────────────────────

describe('POST /events/', () => {
  it("stores the appointment, answers 201 with the time and number, and sends the account's own e-mail and mobile (never the form's) an SMS and an e-mail", async () => {
    const body = booking({ email: ` ${uniqueEmail('Meera').toUpperCase()} ` });
    const email = String(body.email).trim().toLowerCase();
    const start = String(body.start_datetime);
    expectBooked(await book(body), start);

    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM appointments WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: customer.id,
      name: 'Meera Joshi',
      country_id: INDIA,
      mobile: '+919812345678',
      gender: 'Female',
      age_group: '18 to 45',
      problem_suffering_from: 'Digestive Health',
      problem_description: 'Acidity after meals.\nWorse at night.',
      landmark: 'Near Law Garden',
      is_taking_medicine: true,
      type_of_medicine_list: ['Ayurvedic', 'Allopathic'],
    });
    expect(new Date(String(rows[0].start_datetime)).toISOString()).toBe(new Date(start).toISOString());

    const parsed = parseAppointmentStart(start);
    if (!parsed) throw new Error('no start');
    const when = formatAppointmentStart(parsed);
    // The form's e-mail and mobile number are the patient's details for staff, never recipients.
    expect(await outboxTo(server.db, email)).toEqual([]);
    expect((await outboxTo(server.db, '+919812345678')).filter((message) => message.body.includes(when))).toEqual([]);
    const mails = (await outboxTo(server.db, customer.email)).filter((message) => message.subject.includes(when));
    expect(mails).toEqual([{ channel: 'email', subject: DOC.appointment.emailSubject(when), body: DOC.appointment.emailBody('Test', when, '+919812345678') }]);
    const texts = (await outboxTo(server.db, customer.mobile)).filter((message) => message.body.includes(when));
    expect(texts).toEqual([{ channel: 'sms', subject: '', body: DOC.appointment.sms(when, '+919812345678') }]);
    // The confirmation repeats none of the shopper's own text.
    expect(`${texts[0].body} ${mails[0].body}`).not.toContain('Acidity');
    expect(when).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} \d{4} at ([1-9]|1[0-2]):00 (AM|PM)$/);
  });

  it('takes the mobile number without its code, and a foreign number with its own code and 10 digits', async () => {
    const plain = booking({ mobile: '9812345678' });
    expectBooked(await book(plain), String(plain.start_datetime));
    const german = booking({ country_id: GERMANY, mobile: '+49 1512 345678' });
    expectBooked(await book(german), String(german.start_datetime), '+491512345678');
    const { rows } = await server.db.query<{ mobile: string; country_id: number }>('SELECT mobile, country_id FROM appointments WHERE email = $1', [String(german.email)]);
    expect(rows).toEqual([{ mobile: '+491512345678', country_id: GERMANY }]);
  });

  it('answers 401 with the booking\'s login prompt without a token (before looking at the fields), and the session message for a stale one', async () => {
    const before = await countAll();
    for (const body of [booking(), {}]) {
      const visitor = await callApi(server, EVENTS, { body });
      expect(visitor.status).toBe(401);
      expect(visitor.json).toEqual({ status: false, message: MSG.loginToBook });
    }
    const stale = await callApi(server, EVENTS, { body: booking(), headers: { Authorization: 'Token no-such-session-of-this-store' } });
    expect(stale.status).toBe(401);
    expect(stale.json).toEqual({ status: false, message: ANSWER.sessionEnded });
    expect(await countAll()).toBe(before);
  });

  it('refuses every missing required field, each with a message naming it, all at once', async () => {
    const before = await countAll();
    const required = {
      event_type: ANSWER.appointmentEventType('Appointment'),
      category: ANSWER.appointmentCategory('Online'),
      start_datetime: ANSWER.appointmentStartRequired,
      name: ANSWER.fieldRequired('Name'),
      country_id: MSG.countryRequired,
      email: ANSWER.fieldRequired('Email'),
      mobile: ANSWER.fieldRequired('Mobile number'),
      gender: ANSWER.fieldRequired('Gender'),
      age_group: ANSWER.fieldRequired('Age group'),
      problem_suffering_from: ANSWER.fieldRequired('Problem suffering from'),
      problem_description: ANSWER.fieldRequired('Problem description'),
      landmark: ANSWER.fieldRequired('Landmark'),
    };
    for (const [field, message] of Object.entries(required)) {
      const without = booking();
      delete without[field];
      expect(await refused(without), field).toEqual({ message, errors: { [field]: message } });
      expect(await refused(booking({ [field]: '  ' })), `${field} blank`).toEqual({ message, errors: { [field]: message } });
    }
    const all = await refused({});
    expect(all.errors).toEqual(required);
    expect(all.message).toBe(required.event_type);
    expect(await countAll()).toBe(before);
  });

  it('takes the medicine questions as optional: absent is not answered, no without types', async () => {
    const none = booking({ is_taking_medicine: undefined, type_of_medicine_list: undefined });
    expectBooked(await book(none), String(none.start_datetime));
    const no = booking({ is_taking_medicine: 'no', type_of_medicine_list: [] });
    expectBooked(await book(no), String(no.start_datetime));
    const yes = booking({ is_taking_medicine: true, type_of_medicine_list: 'homoeopathic' });
    expectBooked(await book(yes), String(yes.start_datetime));
    const { rows } = await server.db.query<{ email: string; is_taking_medicine: boolean | null; type_of_medicine_list: string[] }>(
      'SELECT email, is_taking_medicine, type_of_medicine_list FROM appointments WHERE email = ANY($1::text[]) ORDER BY id',
      [[String(none.email), String(no.email), String(yes.email)]],
    );
    expect(rows).toEqual([
      { email: none.email, is_taking_medicine: null, type_of_medicine_list: [] },
      { email: no.email, is_taking_medicine: false, type_of_medicine_list: [] },
      { email: yes.email, is_taking_medicine: true, type_of_medicine_list: ['Homoeopathic'] },
    ]);
  });

  it('refuses medicine types unless the shopper takes medicine, and types off the list', async () => {
    for (const taking of ['no', false, null, undefined]) {
      expect(await refused(booking({ is_taking_medicine: taking, type_of_medicine_list: ['Ayurvedic'] })), String(taking)).toEqual({
        message: ANSWER.medicineTypesWithoutMedicine,
        errors: { type_of_medicine_list: ANSWER.medicineTypesWithoutMedicine },
      });
    }
    expect((await refused(booking({ type_of_medicine_list: ['Unani'] }))).errors).toEqual({ type_of_medicine_list: ANSWER.mustBeOneOf('Type of medicine', MEDICINE_TYPES) });
    expect((await refused(booking({ type_of_medicine_list: [{ name: 'Ayurvedic' }] }))).errors).toEqual({ type_of_medicine_list: ANSWER.mustBeOneOf('Type of medicine', MEDICINE_TYPES) });
    expect((await refused(booking({ is_taking_medicine: 'sometimes' }))).errors).toEqual({ is_taking_medicine: ANSWER.mustBeOneOf('Taking medicine', ['yes', 'no']) });
  });

  it("accepts exactly the form's genders, age groups and problems (any case), nothing else", async () => {
    for (const [field, values] of [
      ['gender', GENDERS],
      ['problem_suffering_from', APPOINTMENT_PROBLEMS],
    ] as const) {
      const value = values[values.length - 1];
      const body = booking({ [field]: value.toUpperCase() });
      expectBooked(await book(body), String(body.start_datetime));
      const { rows } = await server.db.query<Record<string, string>>(`SELECT ${field} AS v FROM appointments WHERE email = $1`, [String(body.email)]);
      expect(rows[0].v).toBe(value);
    }
    expect((await refused(booking({ gender: 'F' }))).errors).toEqual({ gender: ANSWER.mustBeOneOf('Gender', GENDERS) });
    expect((await refused(booking({ age_group: '18-45' }))).errors).toEqual({ age_group: ANSWER.mustBeOneOf('Age group', ['00 to 06', '06 to 12', '12 to 18', '18 to 45', '45 to 60', '60+']) });
    expect((await refused(booking({ problem_suffering_from: 'Heart BP & Cholesterol' }))).errors).toEqual({
      problem_suffering_from: ANSWER.mustBeOneOf('Problem suffering from', APPOINTMENT_PROBLEMS),
    });
    expect((await refused(booking({ event_type: 'Workshop' }))).errors).toEqual({ event_type: ANSWER.appointmentEventType('Appointment') });
    expect((await refused(booking({ category: 'Physical Event' }))).errors).toEqual({ category: ANSWER.appointmentCategory('Online') });
  });

  it('refuses a bad e-mail, an unknown country and a mobile number without the country\'s code or 10 digits', async () => {
    expect((await refused(booking({ email: 'meera@' }))).errors).toEqual({ email: MSG.invalidEmail });
    expect((await refused(booking({ country_id: 999_999 }))).errors).toEqual({ country_id: ANSWER.unknownCountry });
    expect((await refused(booking({ country_id: 'India' }))).errors).toEqual({ country_id: ANSWER.mustBeId('country_id') });
    expect((await refused(booking({ mobile: 'call me' }))).errors).toEqual({ mobile: ANSWER.phoneInvalid('Mobile number') });
    expect((await refused(booking({ mobile: '+1 415 555 0100' }))).errors).toEqual({ mobile: ANSWER.phoneStartsWith('Mobile number', '+91') });
    expect((await refused(booking({ mobile: '+91 98123 4567' }))).errors).toEqual({ mobile: ANSWER.phoneDigitsAfterCode('Mobile number', 10, 10) });
    expect((await refused(booking({ country_id: GERMANY, mobile: '+49 30 123456' }))).errors).toEqual({ mobile: ANSWER.phoneDigitsAfterCode('Mobile number', 10, 10) });
  });

  it('refuses today and the past with the first day that can be booked', async () => {
    const fromTomorrow = ANSWER.appointmentFromTomorrow(formatAppointmentDay(addDays(today(), 1)));
    for (const day of [today(), addDays(today(), -1), '2025-12-01']) {
      for (const hour of [10, 16]) {
        const start = appointmentStartOf(day, hour);
        const answer = await refused(booking({ start_datetime: start }));
        // A past or today's Sunday fails for its date first: the date rule comes before the slot rule.
        expect(answer, start).toEqual({ message: fromTomorrow, errors: { start_datetime: fromTomorrow } });
      }
    }
  });

  it('books tomorrow when tomorrow has slots', async () => {
    const tomorrow = addDays(today(), 1);
    const start = appointmentStartOf(tomorrow, 16);
    const answer = await book(booking({ start_datetime: start }));
    if (weekDayOf(tomorrow) === 0) expect(answer.json.message).toBe(ANSWER.appointmentNoSlotsOn('Sunday'));
    else expectBooked(answer, start);
  });

  it('refuses a day without slots, an hour that is not a slot, a time off the hour and another offset', async () => {
    const sunday = nextWeekday(addDays(today(), 2), 0);
    expect((await refused(booking({ start_datetime: appointmentStartOf(sunday, 10) }))).errors).toEqual({ start_datetime: ANSWER.appointmentNoSlotsOn('Sunday') });
    const tuesday = nextWeekday(addDays(today(), 2), 2);
    const notASlot = ANSWER.appointmentNotASlot('Tuesday', '10:00 AM, 11:00 AM, 12:00 PM, 1:00 PM, 2:00 PM, 3:00 PM, 4:00 PM');
    for (const start of [appointmentStartOf(tuesday, 9), appointmentStartOf(tuesday, 17), `${tuesday}T10:30:00+05:30`, `${tuesday}T10:00:30+05:30`]) {
      expect(await refused(booking({ start_datetime: start })), start).toEqual({ message: notASlot, errors: { start_datetime: notASlot } });
    }
    const format = ANSWER.appointmentStartFormat('2026-12-01T10:00:00+05:30');
    for (const start of [`${tuesday}T04:30:00Z`, `${tuesday}T10:00:00`, tuesday, `${tuesday}T10:00:00+05:00`, 1_764_563_400_000]) {
      expect((await refused(booking({ start_datetime: start }))).errors, String(start)).toEqual({ start_datetime: format });
    }
  });

  it('gives every message at once: the day, the country and the mobile number', async () => {
    const sunday = nextWeekday(addDays(today(), 2), 0);
    expect((await refused(booking({ start_datetime: appointmentStartOf(sunday, 10), mobile: '+1 415 555 0100' }))).errors).toEqual({
      start_datetime: ANSWER.appointmentNoSlotsOn('Sunday'),
      mobile: ANSWER.phoneStartsWith('Mobile number', '+91'),
    });
    expect((await refused(booking({ start_datetime: appointmentStartOf(sunday, 10), country_id: 999_999 }))).errors).toEqual({
      start_datetime: ANSWER.appointmentNoSlotsOn('Sunday'),
      country_id: ANSWER.unknownCountry,
    });
  });
});

// ─── Capacity ───────────────────────────────────────────────────────────────

describe('slot capacity', () => {
  it('takes one booking per slot by default: the next shopper gets 409 and the slot stays theirs', async () => {
    const start = freeStart();
    expectBooked(await book(booking({ start_datetime: start })), start);
    const other = await createTestUser(server.db);
    const email = uniqueEmail('late');
    const late = await book(booking({ start_datetime: start, email }), { user: other });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ status: false, message: MSG.appointmentSlotTaken });
    expect(await bookingsAt(start)).toBe(1);
    expect(await outboxTo(server.db, email)).toEqual([]);
    // The same weekday and hour on another day is another place (a week on: kept from the other tests).
    const later = reserve(appointmentStartOf(addDays(start.slice(0, 10), 7), Number(start.slice(11, 13))));
    expectBooked(await book(booking({ start_datetime: later }), { user: other }), later);
  });

  it('answers 409 to a shopper booking the same time twice, whatever the capacity', async () => {
    const roomy = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, appointments: { ...TEST_CONFIG.appointments, slotCapacity: 5 } } }) };
    const user = await createTestUser(server.db);
    const start = freeStart();
    expectBooked(await callApi(roomy, EVENTS, { body: booking({ start_datetime: start }), user }), start);
    const again = await callApi(roomy, EVENTS, { body: booking({ start_datetime: start.replace(':00:00+', ':00+') }), user });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ status: false, message: ANSWER.appointmentAlreadyBooked });
    expect(await bookingsAt(start)).toBe(1);
  });

  it('with APPOINTMENT_SLOT_CAPACITY 2 takes two shoppers, then 409', async () => {
    const two = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, appointments: { ...TEST_CONFIG.appointments, slotCapacity: 2 } } }) };
    const start = freeStart();
    const users = await Promise.all([createTestUser(server.db), createTestUser(server.db), createTestUser(server.db)]);
    expectBooked(await callApi(two, EVENTS, { body: booking({ start_datetime: start }), user: users[0] }), start);
    expectBooked(await callApi(two, EVENTS, { body: booking({ start_datetime: start }), user: users[1] }), start);
    const third = await callApi(two, EVENTS, { body: booking({ start_datetime: start }), user: users[2] });
    expect(third.status).toBe(409);
    expect(third.json).toEqual({ status: false, message: MSG.appointmentSlotTaken });
    expect(await bookingsAt(start)).toBe(2);
    // The default store (capacity 1) refuses this slot now too.
    expect((await book(booking({ start_datetime: start }))).status).toBe(409);
  });

  it("uses a slot's own capacity over the store's setting", async () => {
    const start = freeStart();
    const parsed = parseAppointmentStart(start);
    if (!parsed) throw new Error('no start');
    await server.db.query('UPDATE appointment_slots SET capacity = 2 WHERE week_day_number = $1 AND starting_hour = $2', [weekDayOf(parsed.date), parsed.hour]);
    try {
      const users = await Promise.all([createTestUser(server.db), createTestUser(server.db)]);
      expectBooked(await book(booking({ start_datetime: start })), start);
      expectBooked(await book(booking({ start_datetime: start }), { user: users[0] }), start);
      expect((await book(booking({ start_datetime: start }), { user: users[1] })).status).toBe(409);
    } finally {
      await server.db.query('UPDATE appointment_slots SET capacity = NULL');
    }
  });
});

describe('settings', () => {
  it('APPOINTMENT_SLOT_CAPACITY, APPOINTMENT_OPEN_PER_ACCOUNT, APPOINTMENT_HORIZON_DAYS, RATE_LIMIT_APPOINTMENTS(_PER_IP): defaults, whole numbers of 1 or more', () => {
    expect(DEFAULT_APPOINTMENTS).toEqual({ slotCapacity: 1, openPerAccount: 2, horizonDays: 30, perAccountPerHour: 10, perAddressPerHour: 20 });
    expect(appointmentSettingsFromEnv({})).toEqual(DEFAULT_APPOINTMENTS);
    expect(
      appointmentSettingsFromEnv({
        APPOINTMENT_SLOT_CAPACITY: '3',
        APPOINTMENT_OPEN_PER_ACCOUNT: '1',
        APPOINTMENT_HORIZON_DAYS: '60',
        RATE_LIMIT_APPOINTMENTS: '4',
        RATE_LIMIT_APPOINTMENTS_PER_IP: '50',
      }),
    ).toEqual({ slotCapacity: 3, openPerAccount: 1, horizonDays: 60, perAccountPerHour: 4, perAddressPerHour: 50 });
    for (const name of ['APPOINTMENT_SLOT_CAPACITY', 'APPOINTMENT_OPEN_PER_ACCOUNT', 'APPOINTMENT_HORIZON_DAYS', 'RATE_LIMIT_APPOINTMENTS', 'RATE_LIMIT_APPOINTMENTS_PER_IP']) {
      for (const bad of ['0', '-1', 'two', '1.5']) expect(() => appointmentSettingsFromEnv({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
    }
  });
});

// ─── Abuse: how far ahead, how many, how often, to whom ─────────────────────

describe('limits on booking', () => {
  /** A store with the default limits (TEST_CONFIG raises them for the other tests). */
  const strict = () => ({ app: createApp({ db: server.db, config: { ...TEST_CONFIG, appointments: DEFAULT_APPOINTMENTS } }) });
  let addresses = 0;
  const newAddress = () => `198.51.100.${(addresses += 1)}`;

  it('refuses a day more than 30 days ahead (ten years too) with the last day that can be booked, and books the 30th day', async () => {
    const last = addDays(today(), 30);
    const tooFar = ANSWER.appointmentTooFarAhead(30, formatAppointmentDay(last));
    const user = await createTestUser(server.db);
    for (const day of [addDays(last, 1), addDays(last, 2), addDays(today(), 3653)]) {
      const start = appointmentStartOf(day, 10);
      const answer = await refused(booking({ start_datetime: start }), 400, { user });
      expect(answer, start).toEqual({ message: tooFar, errors: { start_datetime: tooFar } });
    }
    const onLast = appointmentStartOf(last, 16);
    const answer = await book(booking({ start_datetime: reserve(onLast) }), { user });
    if (weekDayOf(last) === 0) expect(answer.json.message).toBe(ANSWER.appointmentNoSlotsOn('Sunday'));
    else expectBooked(answer, onLast);
    // APPOINTMENT_HORIZON_DAYS=7: the 8th day is too far.
    const week = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, appointments: { ...TEST_CONFIG.appointments, horizonDays: 7 } } }) };
    const eighth = appointmentStartOf(addDays(today(), 8), 10);
    expect((await callApi(week, EVENTS, { body: booking({ start_datetime: eighth }), user })).json.message).toBe(ANSWER.appointmentTooFarAhead(7, formatAppointmentDay(addDays(today(), 7))));
  });

  it('takes at most 2 upcoming bookings per account (400 with the reason, nothing sent); a past one no longer counts', async () => {
    const store = strict();
    const user = await createTestUser(server.db);
    const peer = newAddress();
    const starts = [freeStart(), freeStart(), freeStart()];
    expectBooked(await callApi(store, EVENTS, { body: booking({ start_datetime: starts[0] }), user, peer }), starts[0]);
    expectBooked(await callApi(store, EVENTS, { body: booking({ start_datetime: starts[1] }), user, peer }), starts[1]);
    const third = await callApi(store, EVENTS, { body: booking({ start_datetime: starts[2] }), user, peer });
    expect(third.status).toBe(400);
    expect(third.json).toEqual({ status: false, message: ANSWER.appointmentsOpenLimit(2) });
    expect(ANSWER.appointmentsOpenLimit(2)).toBe('You already have 2 upcoming appointments. You can book another once one of them has taken place.');
    expect(await bookingsAt(starts[2])).toBe(0);
    expect((await outboxTo(server.db, user.email)).length).toBe(2);
    // Another account is not held back by this one's bookings.
    expectBooked(await callApi(store, EVENTS, { body: booking({ start_datetime: starts[2] }), user: await createTestUser(server.db), peer }), starts[2]);
    // Once one has taken place, there is room again.
    await server.db.query("UPDATE appointments SET start_datetime = now() - interval '1 day' WHERE user_id = $1 AND start_datetime = $2::timestamptz", [user.id, starts[0]]);
    const next = freeStart();
    expectBooked(await callApi(store, EVENTS, { body: booking({ start_datetime: next }), user, peer }), next);
  });

  it("one account's 49 quick bookings with strangers' contacts: 2 booked, then refused, then 429; no stranger gets a message", async () => {
    const store = strict();
    const attacker = await createTestUser(server.db);
    const peer = newAddress();
    const statuses: number[] = [];
    const strangers: string[] = [];
    const starts = [freeStart(), freeStart(), freeStart()];
    for (let i = 0; i < 49; i += 1) {
      const email = uniqueEmail(`stranger${i}`);
      strangers.push(email);
      const mobile = `+9199${String(10_000_000 + i)}`;
      const start = starts[Math.min(i, 2)];
      const answer = await callApi(store, EVENTS, { body: booking({ start_datetime: start, email, mobile, name: `Stranger ${i}` }), user: attacker, peer });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.json).toEqual({ status: false, message: ANSWER.tooManyBookings });
    }
    // 10 well-formed requests an hour per account: 2 booked, 8 over the open limit, the rest 429.
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(2, 10)).toEqual(Array(8).fill(400));
    expect(statuses.slice(10)).toEqual(Array(39).fill(429));
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE user_id = $1', [attacker.id]);
    expect(rows[0].n).toBe(2);
    const sentToStrangers = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE "to" = ANY($1::text[]) OR "to" LIKE '+919910%'`,
      [strangers],
    );
    expect(sentToStrangers.rows[0].n).toBe(0);
    expect((await outboxTo(server.db, attacker.email)).map((m) => m.channel)).toEqual(['email', 'email']);
    expect((await outboxTo(server.db, attacker.mobile)).map((m) => m.channel)).toEqual(['sms', 'sms']);
  });

  it('limits booking requests per client address across accounts (429), and another address is not held back', async () => {
    const store = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, appointments: { ...DEFAULT_APPOINTMENTS, perAddressPerHour: 3 } } }) };
    const peer = newAddress();
    for (let i = 0; i < 3; i += 1) {
      const answer = await callApi(store, EVENTS, { body: booking({ start_datetime: freeStart() }), user: await createTestUser(server.db), peer });
      expect(answer.status).toBe(201);
    }
    const fourth = await callApi(store, EVENTS, { body: booking({ start_datetime: freeStart() }), user: await createTestUser(server.db), peer });
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ status: false, message: ANSWER.tooManyBookings });
    const start = freeStart();
    expectBooked(await callApi(store, EVENTS, { body: booking({ start_datetime: start }), user: await createTestUser(server.db), peer: newAddress() }), start);
  });

  it('sends no SMS to an account without a mobile number, only the e-mail', async () => {
    const user = await createTestUser(server.db);
    await server.db.query('UPDATE users SET mobile = NULL WHERE id = $1', [user.id]);
    const start = freeStart();
    expectBooked(await book(booking({ start_datetime: start }), { user }), start);
    expect((await outboxTo(server.db, user.email)).map((m) => m.channel)).toEqual(['email']);
    expect(await outboxTo(server.db, user.mobile)).toEqual([]);
  });
});

// ─── Staff listing ──────────────────────────────────────────────────────────

describe('GET /api/staff/appointments', () => {
  const LISTING = '/api/staff/appointments';

  it('answers 401 without a session and 403 to customers', async () => {
    const visitor = await callApi(server, LISTING);
    expect(visitor.status).toBe(401);
    expect(visitor.json).toEqual({ status: false, message: ANSWER.loginRequired });
    const shopper = await callApi(server, LISTING, { user: customer });
    expect(shopper.status).toBe(403);
    expect(shopper.json).toEqual({ status: false, message: ANSWER.staffOnly });
  });

  it('lists appointments newest bookings first, paged, with who booked them and every field', async () => {
    const emails: string[] = [];
    const starts: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      emails.push(uniqueEmail(`list${i}`));
      starts.push(freeStart());
      expect((await book(booking({ email: emails[i], start_datetime: starts[i], ...(i === 0 ? { is_taking_medicine: null, type_of_medicine_list: [] } : {}) }))).status).toBe(201);
    }
    const all = create((await callApi(server, `${LISTING}?page_size=100`, { user: staff })).json, StaffAppointmentsResponse);
    expect(all.count).toBe(await countAll());
    expect(all.data.slice(0, 3).map((row) => row.email)).toEqual([...emails].reverse());
    const ids = all.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.data[0]).toEqual({
      id: ids[0],
      user_id: customer.id,
      user_email: customer.email,
      start_datetime: starts[2],
      name: 'Meera Joshi',
      country_obj: { id: INDIA, name: 'India' },
      email: emails[2],
      mobile: '+919812345678',
      gender: 'Female',
      age_group: '18 to 45',
      problem_suffering_from: 'Digestive Health',
      problem_description: 'Acidity after meals.\nWorse at night.',
      landmark: 'Near Law Garden',
      is_taking_medicine: 'yes',
      type_of_medicine_list: ['Ayurvedic', 'Allopathic'],
      created_at: all.data[0].created_at,
      status: 'new',
    });
    expect(all.data[2]).toMatchObject({ email: emails[0], is_taking_medicine: null, type_of_medicine_list: [] });
    expect(Number.isNaN(Date.parse(all.data[0].created_at))).toBe(false);

    const first = create((await callApi(server, `${LISTING}?page=1&page_size=2`, { user: staff })).json, StaffAppointmentsResponse);
    const second = create((await callApi(server, `${LISTING}?page=2&page_size=2`, { user: staff })).json, StaffAppointmentsResponse);
    expect([first.page, first.total_pages, first.count]).toEqual([1, Math.ceil(all.count / 2), all.count]);
    expect(first.data.map((row) => row.id)).toEqual(ids.slice(0, 2));
    expect(second.data.map((row) => row.id)).toEqual(ids.slice(2, 4));
    const beyond = create((await callApi(server, `${LISTING}?page=${all.count + 1}&page_size=1`, { user: staff })).json, StaffAppointmentsResponse);
    expect(beyond.data).toEqual([]);
    const standard = create((await callApi(server, LISTING, { user: staff })).json, StaffAppointmentsResponse);
    expect(standard.data).toHaveLength(Math.min(all.count, STAFF_PAGE_SIZE_DEFAULT));
  });

  it('keeps, with ?from=, the appointments on or after that day in India time', async () => {
    const all = create((await callApi(server, `${LISTING}?page_size=100`, { user: staff })).json, StaffAppointmentsResponse);
    const days = [...new Set(all.data.map((row) => row.start_datetime.slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThan(1);
    const from = days[1];
    const later = create((await callApi(server, `${LISTING}?page_size=100&from=${from}`, { user: staff })).json, StaffAppointmentsResponse);
    expect(later.data.map((row) => row.id)).toEqual(all.data.filter((row) => row.start_datetime.slice(0, 10) >= from).map((row) => row.id));
    expect(later.count).toBe(later.data.length);
    const none = create((await callApi(server, `${LISTING}?from=2999-01-01`, { user: staff })).json, StaffAppointmentsResponse);
    expect([none.count, none.total_pages, none.data]).toEqual([0, 0, []]);
  });

  it('refuses a bad page, page size or day with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page_size=0', 'page_size=101', 'from=tomorrow', 'from=2026-02-30']) {
      const answer = await callApi(server, `${LISTING}?${query}`, { user: staff });
      expect(answer.status, query).toBe(400);
      expect(answer.json.status).toBe(false);
    }
  });
});
