/**
 * Vaidya appointments (docs/rules.md#bookings):
 * the booking form's option lists, the slot and time rules the booking widget and the server share,
 * the request schemas of POST /events/ and of the staff listing, and the body a client sends.
 *
 * Slots repeat every week. `week_day_number` is JavaScript's Date#getDay() numbering, 0 = Sunday …
 * 6 = Saturday (PostgreSQL's EXTRACT(DOW) numbers the same way); `starting_hour` is the hour the
 * appointment starts in Asia/Kolkata, 0-23, and the appointment takes that hour. An appointment's
 * start_datetime is the chosen day at a slot's hour, written with the store's offset:
 * `2026-12-01T10:00:00+05:30`. The day must be tomorrow or later in Asia/Kolkata,
 * and at most APPOINTMENT_HORIZON_DAYS (default 30) days after today.
 */
import { type, type Infer } from 'superstruct';
import { ANSWER } from './answers.ts';
import {
  AGE_GROUPS,
  APPOINTMENT_HORIZON_DAYS_DEFAULT,
  LEAD_STATUSES,
  MAX_ADDRESS_LINE_LENGTH,
  STAFF_PAGE_SIZE_DEFAULT,
  STAFF_PAGE_SIZE_MAX,
  TAKING_MEDICINE_ANSWERS,
  TIMEZONE_UTC_OFFSET,
  type AgeGroup,
  type TakingMedicine,
} from './constants.ts';
import { mayBeAbsent } from './endpoints/endpoint.ts';
import { EnquiryPhone, RequiredChoice, RequiredEmail, RequiredText } from './enquiries.ts';
import { MSG } from './messages.ts';
import { field, IdField, Page, PageSize, Refusal, TextField, withChecks, MaybeOneOf } from './fields.ts';
import { addDays, parseIsoDate, type IsoDate } from './subscriptions.ts';

// ─── Option lists ───────────────────────────────────────────────

/** POST /events/ books an appointment: its event_type and category. */
export const APPOINTMENT_EVENT_TYPE = 'Appointment';
export const APPOINTMENT_CATEGORY = 'Online';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The medicine types a shopper who takes medicine may tick. */
export const MEDICINE_TYPES = ['Other', 'Ayurvedic', 'Homoeopathic', 'Allopathic'] as const;
export type MedicineType = (typeof MEDICINE_TYPES)[number];


/** The form's problem options, verbatim (the stored spelling 'Cholestrol' kept). */
export const APPOINTMENT_PROBLEMS = [
  'Other',
  'Acne & Pimples',
  'Athletics/Sports',
  'Child Care',
  'Diabetes',
  'Digestive Health',
  'Eye Care',
  'Fertility Care',
  'Fever & Immunity',
  'Hairfall',
  'Head & Body massage',
  'Heart BP & Cholestrol',
  'Joint Muscle & Bone Care',
  'Kapha relief',
  'Kidney & Liver Care',
  'Nervous & Stress',
  'Pitta relief',
  'Rejuvenation',
  'Respiratory Health',
  'Skin Health',
  'Vata Relief',
  'Weight Gain',
  'Weight Loss',
  "Women's Health",
] as const;
export type AppointmentProblem = (typeof APPOINTMENT_PROBLEMS)[number];

export const MAX_PROBLEM_DESCRIPTION_LENGTH = 2000;

// ─── Slots and times ──────────────────────────────────────────────────────

/** A weekly slot (GET /online_appointment_slots/): a weekday (0 = Sunday … 6 = Saturday) and an hour. */
export interface WeeklySlot {
  week_day_number: number;
  starting_hour: number;
}

/** Weekday names by week_day_number (0 = Sunday). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The week_day_number of a calendar day (0 = Sunday). */
export function weekDayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Slots in the order the store lists them: by weekday (Sunday first), then by hour. */
export function sortSlots<S extends WeeklySlot>(slots: readonly S[]): S[] {
  return [...slots].sort((a, b) => a.week_day_number - b.week_day_number || a.starting_hour - b.starting_hour);
}

/** The starting hours of a weekday's slots, earliest first (sorted by hour). */
export function slotHoursOn(slots: readonly WeeklySlot[], weekDay: number): number[] {
  return [...new Set(slots.filter((slot) => slot.week_day_number === weekDay).map((slot) => slot.starting_hour))].sort((a, b) => a - b);
}

/** A slot's hour in 12-hour time: 10 → "10:00 AM", 12 → "12:00 PM", 0 → "12:00 AM". */
export function formatSlotHour(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A calendar day as the booking messages write it: "Tue, 1 Dec 2026". */
export function formatAppointmentDay(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${WEEKDAY_SHORT[weekDayOf(date)]}, ${day} ${MONTH_SHORT[month - 1]} ${year}`;
}

/** An appointment's start as parsed from start_datetime: the day and time of day in Asia/Kolkata. */
export interface AppointmentStart {
  date: IsoDate;
  hour: number;
  minute: number;
  /** With its fraction, if one was sent. */
  second: number;
}

/** "Tue, 1 Dec 2026 at 10:00 AM" (minutes shown as sent). */
export function formatAppointmentStart(start: AppointmentStart): string {
  const time = formatSlotHour(start.hour).replace(':00', `:${String(start.minute).padStart(2, '0')}`);
  return `${formatAppointmentDay(start.date)} at ${time}`;
}

/** The start_datetime a client sends for a slot's hour on a day: `2026-12-01T10:00:00+05:30`. */
export function appointmentStartOf(date: IsoDate, hour: number): string {
  return `${date}T${String(hour).padStart(2, '0')}:00:00${TIMEZONE_UTC_OFFSET}`;
}

/** An example of start_datetime for messages. */
export const APPOINTMENT_START_EXAMPLE = appointmentStartOf('2026-12-01', 10);

const START_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?([+-]\d{2}:\d{2}|Z)$/;

/**
 * start_datetime as the booking form sends it: `YYYY-MM-DDTHH:MM[:SS[.fff]]+05:30` (a real day
 * and time of day, the store's offset); null for anything else, another offset included.
 */
export function parseAppointmentStart(text: string): AppointmentStart | null {
  const match = START_PATTERN.exec(text.trim());
  if (!match || match[6] !== TIMEZONE_UTC_OFFSET) return null;
  const date = parseIsoDate(match[1]);
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(`${match[4] ?? '00'}${match[5] ?? ''}`)];
  if (date === null || hour > 23 || minute > 59 || second >= 60) return null;
  return { date, hour, minute, second };
}

/** The text of a parsed start: `YYYY-MM-DDTHH:MM:SS[.fff]+05:30`. */
function startText(text: string, start: AppointmentStart): string {
  const fraction = START_PATTERN.exec(text.trim())?.[5] ?? '';
  const two = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `${start.date}T${two(start.hour)}:${two(start.minute)}:${two(start.second)}${fraction}${TIMEZONE_UTC_OFFSET}`;
}

/** The first day an appointment may be booked for, as of the store's `today`: tomorrow. */
export const earliestAppointmentDate = (today: IsoDate): IsoDate => addDays(today, 1);

/**
 * The last day an appointment may be booked for, as of the store's `today`: `horizonDays` days
 * later (APPOINTMENT_HORIZON_DAYS, default 30; a client uses the default).
 */
export const latestAppointmentDate = (today: IsoDate, horizonDays: number = APPOINTMENT_HORIZON_DAYS_DEFAULT): IsoDate => addDays(today, horizonDays);

/**
 * Why `start` cannot be booked as of the store's `today` (Asia/Kolkata) with the weekly `slots`,
 * or null when it can (capacity aside: the server counts the bookings). The day must be tomorrow
 * or later and at most `horizonDays` after today, on a weekday with slots, at one of that
 * weekday's starting hours, on the hour.
 */
export function appointmentTimeRefusal(
  start: AppointmentStart,
  slots: readonly WeeklySlot[],
  today: IsoDate,
  horizonDays: number = APPOINTMENT_HORIZON_DAYS_DEFAULT,
): string | null {
  const earliest = earliestAppointmentDate(today);
  if (start.date < earliest) return ANSWER.appointmentFromTomorrow(formatAppointmentDay(earliest));
  const latest = latestAppointmentDate(today, horizonDays);
  if (start.date > latest) return ANSWER.appointmentTooFarAhead(horizonDays, formatAppointmentDay(latest));
  const weekDay = weekDayOf(start.date);
  const hours = slotHoursOn(slots, weekDay);
  const weekday = WEEKDAY_NAMES[weekDay];
  if (hours.length === 0) return ANSWER.appointmentNoSlotsOn(weekday);
  if (start.minute !== 0 || start.second !== 0 || !hours.includes(start.hour)) return ANSWER.appointmentNotASlot(weekday, hours.map(formatSlotHour).join(', '));
  return null;
}

// ─── Fields ───────────────────────────────────────────────────────────────

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A field that must be exactly `expected` (event_type, category). */
const Exactly = <V extends string>(expected: V, message: string) =>
  field<V>('literal', (value) => (typeof value === 'string' && value.trim() === expected ? expected : new Refusal(message)));

/** start_datetime: its form only; the day and hour are checked against the slots on arrival. */
const AppointmentStartField = field<string>('start_datetime', (value) => {
  if (blank(value)) return new Refusal(ANSWER.appointmentStartRequired);
  const text = typeof value === 'string' ? value : '';
  const start = parseAppointmentStart(text);
  return start ? startText(text, start) : new Refusal(ANSWER.appointmentStartFormat(APPOINTMENT_START_EXAMPLE));
});

const TAKING_MEDICINE_LABEL = 'Taking medicine';
const MEDICINE_TYPES_LABEL = 'Type of medicine';

/** yes or no (also true/false), any case; null when not answered. */
function parseTakingMedicine(value: unknown): TakingMedicine | null | Refusal {
  if (blank(value)) return null;
  if (value === true) return 'yes';
  if (value === false) return 'no';
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'yes' || text === 'true') return 'yes';
  if (text === 'no' || text === 'false') return 'no';
  return new Refusal(ANSWER.mustBeOneOf(TAKING_MEDICINE_LABEL, TAKING_MEDICINE_ANSWERS));
}

/**
 * The ticked medicine types: a list (or one type, or types separated by commas, as a form sends
 * them), any case; each once, in MEDICINE_TYPES' order; [] when none.
 */
function parseMedicineTypes(value: unknown): MedicineType[] | Refusal {
  if (blank(value)) return [];
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const chosen = new Set<MedicineType>();
  for (const item of items) {
    const text = typeof item === 'string' ? item.trim().toLowerCase() : null;
    if (text === '') continue;
    const type = MEDICINE_TYPES.find((option) => option.toLowerCase() === text);
    if (!type) return new Refusal(ANSWER.mustBeOneOf(MEDICINE_TYPES_LABEL, MEDICINE_TYPES));
    chosen.add(type);
  }
  return MEDICINE_TYPES.filter((type) => chosen.has(type));
}

/** Medicine types ticked without "yes" to taking medicine (the types only then). */
function medicineRule(input: Readonly<Record<string, unknown>>): [string, string][] {
  const taking = parseTakingMedicine(input.is_taking_medicine);
  const types = parseMedicineTypes(input.type_of_medicine_list);
  if (taking instanceof Refusal || types instanceof Refusal) return [];
  return types.length > 0 && taking !== 'yes' ? [['type_of_medicine_list', ANSWER.medicineTypesWithoutMedicine]] : [];
}

// ─── Requests ─────────────────────────────────────────────────────────────

/**
 * POST /events/: the appointment payload in the form's order, every message at once. All
 * required but the medicine questions; the types only with is_taking_medicine 'yes' (refused
 * otherwise). The mobile number's calling code (the country's) and the slot are checked on arrival.
 */
export const AppointmentRequest = withChecks(
  type({
    event_type: Exactly(APPOINTMENT_EVENT_TYPE, ANSWER.appointmentEventType(APPOINTMENT_EVENT_TYPE)),
    category: Exactly(APPOINTMENT_CATEGORY, ANSWER.appointmentCategory(APPOINTMENT_CATEGORY)),
    start_datetime: AppointmentStartField,
    name: RequiredText('Name'),
    country_id: IdField('country_id', { required: MSG.countryRequired, invalid: ANSWER.mustBeId('country_id') }),
    email: RequiredEmail('Email'),
    mobile: EnquiryPhone('Mobile number'),
    gender: RequiredChoice<Gender>('Gender', GENDERS, true),
    age_group: RequiredChoice<AgeGroup>('Age group', AGE_GROUPS),
    problem_suffering_from: RequiredChoice<AppointmentProblem>('Problem suffering from', APPOINTMENT_PROBLEMS, true),
    problem_description: TextField({
      label: 'Problem description',
      max: MAX_PROBLEM_DESCRIPTION_LENGTH,
      required: ANSWER.fieldRequired('Problem description'),
      multiline: true,
    }),
    landmark: RequiredText('Landmark', MAX_ADDRESS_LINE_LENGTH),
    is_taking_medicine: field<TakingMedicine | null>('taking_medicine', parseTakingMedicine),
    // A sender may leave it out: no medicine types.
    type_of_medicine_list: mayBeAbsent(field<MedicineType[]>('medicine_types', parseMedicineTypes)),
  }),
  medicineRule,
);
export type AppointmentRequest = Infer<typeof AppointmentRequest>;

/** A calendar day `YYYY-MM-DD`; null when absent. */
const MaybeDay = (label: string) =>
  field<IsoDate | null>('date', (value) => {
    if (blank(value)) return null;
    return (typeof value === 'string' && parseIsoDate(value.trim())) || new Refusal(ANSWER.mustBeDate(label));
  });

/** GET /staff/appointments: ?page=&page_size= (newest bookings first), ?from= appointments on or after a day, ?status=. */
export const StaffAppointmentsQuery = type({
  page: Page,
  page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT),
  from: MaybeDay('from'),
  status: MaybeOneOf('status', LEAD_STATUSES),
});
export type StaffAppointmentsQuery = Infer<typeof StaffAppointmentsQuery>;

// ─── What a client sends ──────────────────────────────────────────────────

/** The body of POST /events/ (login required). */
export interface AppointmentInput {
  event_type: typeof APPOINTMENT_EVENT_TYPE;
  category: typeof APPOINTMENT_CATEGORY;
  /** A slot's hour on a day from tomorrow to APPOINTMENT_HORIZON_DAYS ahead, with +05:30: appointmentStartOf(date, hour). */
  start_datetime: string;
  name: string;
  /** A country id of GET /countries. */
  country_id: number;
  email: string;
  /** The country's calling code and 10 digits, e.g. +919812345678. */
  mobile: string;
  gender: Gender;
  age_group: AgeGroup;
  problem_suffering_from: AppointmentProblem;
  problem_description: string;
  landmark: string;
  is_taking_medicine?: TakingMedicine | null;
  /** Only with is_taking_medicine 'yes'. */
  type_of_medicine_list?: MedicineType[];
}
