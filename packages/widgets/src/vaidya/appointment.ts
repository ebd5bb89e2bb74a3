import { ApiError } from '@so/api';
import {
  ANSWER,
  APPOINTMENT_CATEGORY,
  APPOINTMENT_EVENT_TYPE,
  APPOINTMENT_HORIZON_DAYS_DEFAULT,
  appointmentStartOf,
  earliestAppointmentDate,
  formatAppointmentDay,
  isEmail,
  latestAppointmentDate,
  MSG,
  parseIsoDate,
  PHONE_DIGITS,
  slotHoursOn,
  weekDayOf,
  WEEKDAY_NAMES,
  type AgeGroup,
  type AppointmentInput,
  type AppointmentProblem,
  type Gender,
  type IsoDate,
  type MedicineType,
  type SessionUser,
  type TakingMedicine,
  type WeeklySlot,
} from '@so/contract';
import { defaultPlaces, type PlaceValues } from '../shared/places.ts';
import { BOOKING_COPY as COPY } from './copy.ts';

/**
 * The booking form's rules: the day from tomorrow to 30 days ahead (Asia/Kolkata;
 * APPOINTMENT_HORIZON_DAYS' default, the server's own setting may differ) and one of that
 * weekday's slots; name, country, mobile number (10 digits after the country's calling code),
 * e-mail, gender, age group, problem, its description and a landmark required; the medicine
 * questions optional, the medicine types only with "yes". Checked here first so a shopper sees
 * every message at once; the server checks the same again (@so/contract AppointmentRequest).
 */

/** What the shopper has entered; '' (or null) for nothing chosen yet. */
export interface AppointmentValues {
  /** The day, `YYYY-MM-DD` as the date input gives it. */
  date: string;
  /** The chosen slot's starting hour on that day. */
  hour: number | null;
  name: string;
  /** The digits after the country's calling code. */
  mobile: string;
  email: string;
  gender: Gender | '';
  age_group: AgeGroup | '';
  problem_suffering_from: AppointmentProblem | '';
  problem_description: string;
  landmark: string;
  is_taking_medicine: TakingMedicine | '';
  type_of_medicine_list: readonly MedicineType[];
}

/** Where a message can stand: a field of the form, the country, or the captcha. */
export type AppointmentErrorField =
  | 'date'
  | 'time'
  | 'name'
  | 'country'
  | 'mobile'
  | 'email'
  | 'gender'
  | 'age_group'
  | 'problem_suffering_from'
  | 'problem_description'
  | 'landmark'
  | 'is_taking_medicine'
  | 'type_of_medicine_list'
  | 'captcha';
export type AppointmentErrors = Partial<Record<AppointmentErrorField, string>>;

export const hasErrors = (errors: AppointmentErrors): boolean => Object.values(errors).some(Boolean);

export const emptyAppointment = (): AppointmentValues => ({
  date: '',
  hour: null,
  name: '',
  mobile: '',
  email: '',
  gender: '',
  age_group: '',
  problem_suffering_from: '',
  problem_description: '',
  landmark: '',
  is_taking_medicine: '',
  type_of_medicine_list: [],
});

/** The country field starts at India (+91), the store's country. */
export function defaultCountry(): PlaceValues {
  return { ...defaultPlaces(), state: null, city: null };
}

/** The 10 digits of a session's phone number when it is an Indian one ('+919800000002' → '9800000002'); '' otherwise. */
function indianDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS) return digits;
  return digits.length === PHONE_DIGITS + 2 && digits.startsWith('91') ? digits.slice(2) : '';
}

/** Fills the empty name, e-mail and mobile number from the logged-in shopper's account; the rest as it is. */
export function prefilled(values: AppointmentValues, user: SessionUser | null): AppointmentValues {
  if (!user) return values;
  const name = values.name || `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  const email = values.email || (user.email ?? '');
  const mobile = values.mobile || indianDigits(user.phone_no);
  return name === values.name && email === values.email && mobile === values.mobile ? values : { ...values, name, email, mobile };
}

/** The digits typed or pasted, at most 10 (a pasted "+91 98123 45678" or "098123 45678" loses its code or 0). */
export function mobileDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length > PHONE_DIGITS) digits = digits.replace(/^0+/, '');
  return digits.slice(0, PHONE_DIGITS);
}

/** The first day that can be booked as of now: tomorrow in Asia/Kolkata. */
export const earliestDate = (today: IsoDate): IsoDate => earliestAppointmentDate(today);

/** The last day that can be booked as of now: APPOINTMENT_HORIZON_DAYS' default (30) days after today, Asia/Kolkata. */
export const latestDate = (today: IsoDate): IsoDate => latestAppointmentDate(today);

/** The server's message for a day past the last one (the same words the server answers). */
export const tooFarMessage = (today: IsoDate): string => ANSWER.appointmentTooFarAhead(APPOINTMENT_HORIZON_DAYS_DEFAULT, formatAppointmentDay(latestDate(today)));

/** The day the date input holds, when it is a real calendar day. */
export const chosenDate = (values: AppointmentValues): IsoDate | null => (values.date ? parseIsoDate(values.date) : null);

/** The starting hours on the chosen day, earliest first; null before a day is chosen or the slots have loaded. */
export function hoursOf(values: AppointmentValues, slots: readonly WeeklySlot[] | null): number[] | null {
  const date = chosenDate(values);
  return date && slots ? slotHoursOn(slots, weekDayOf(date)) : null;
}

/** "Our Vaidya takes no appointments on Sundays. …" for a day whose weekday has no slots. */
export const noSlotsMessage = (date: IsoDate): string => ANSWER.appointmentNoSlotsOn(WEEKDAY_NAMES[weekDayOf(date)]);

/**
 * Every message at once, in the form's order. `slots` null: not loaded yet (a chosen day is then
 * only checked against tomorrow); `today` is the store's day (calendarDate()).
 */
export function validateAppointment(values: AppointmentValues, place: PlaceValues, slots: readonly WeeklySlot[] | null, today: IsoDate): AppointmentErrors {
  const errors: AppointmentErrors = {};
  const date = chosenDate(values);
  const earliest = earliestDate(today);
  if (!date) errors.date = COPY.errors.date;
  else if (date < earliest) errors.date = ANSWER.appointmentFromTomorrow(formatAppointmentDay(earliest));
  else if (date > latestDate(today)) errors.date = tooFarMessage(today);
  else {
    const hours = hoursOf(values, slots);
    if (hours && hours.length === 0) errors.date = noSlotsMessage(date);
    else if (values.hour === null || (hours !== null && !hours.includes(values.hour))) errors.time = COPY.errors.time;
  }
  if (!values.name.trim()) errors.name = COPY.errors.name;
  if (!place.country) errors.country = MSG.countryRequired;
  if (!values.mobile) errors.mobile = COPY.errors.mobile;
  else if (values.mobile.length !== PHONE_DIGITS) errors.mobile = MSG.mobileTenDigits;
  const email = values.email.trim();
  if (!email) errors.email = COPY.errors.email;
  else if (!isEmail(email)) errors.email = MSG.invalidEmail;
  if (!values.gender) errors.gender = COPY.errors.gender;
  if (!values.age_group) errors.age_group = COPY.errors.age_group;
  if (!values.problem_suffering_from) errors.problem_suffering_from = COPY.errors.problem_suffering_from;
  if (!values.problem_description.trim()) errors.problem_description = COPY.errors.problem_description;
  if (!values.landmark.trim()) errors.landmark = COPY.errors.landmark;
  return errors;
}

/**
 * The body of POST /events/: event_type Appointment, category Online, the slot's start
 * with +05:30, the text trimmed, the mobile number as the calling code and the digits, the
 * medicine answer (null when not given) and its types only with "yes"; null while anything is
 * missing or wrong.
 */
export function appointmentBody(values: AppointmentValues, place: PlaceValues, slots: readonly WeeklySlot[] | null, today: IsoDate): AppointmentInput | null {
  const date = chosenDate(values);
  const { country } = place;
  const { hour, gender, age_group, problem_suffering_from } = values;
  if (hasErrors(validateAppointment(values, place, slots, today))) return null;
  if (!date || hour === null || !country || !gender || !age_group || !problem_suffering_from) return null;
  const taking = values.is_taking_medicine || null;
  return {
    event_type: APPOINTMENT_EVENT_TYPE,
    category: APPOINTMENT_CATEGORY,
    start_datetime: appointmentStartOf(date, hour),
    name: values.name.trim(),
    country_id: country.id,
    email: values.email.trim(),
    mobile: `${place.callingCode}${values.mobile}`,
    gender,
    age_group,
    problem_suffering_from,
    problem_description: values.problem_description.trim(),
    landmark: values.landmark.trim(),
    is_taking_medicine: taking,
    type_of_medicine_list: taking === 'yes' ? [...values.type_of_medicine_list] : [],
  };
}

/** The server's field names (400 `errors`) → where the form shows them. */
const SERVER_FIELDS: Readonly<Record<string, AppointmentErrorField>> = {
  start_datetime: 'time',
  name: 'name',
  country_id: 'country',
  email: 'email',
  mobile: 'mobile',
  gender: 'gender',
  age_group: 'age_group',
  problem_suffering_from: 'problem_suffering_from',
  problem_description: 'problem_description',
  landmark: 'landmark',
  is_taking_medicine: 'is_taking_medicine',
  type_of_medicine_list: 'type_of_medicine_list',
};

/** Why a booking failed. */
export interface BookingFailure {
  /** The HTTP status (0: no answer). */
  status: number;
  /** A 400's messages by field. */
  errors: AppointmentErrors;
  /** The server's own message, when it sent one. */
  message: string | null;
}

/** Reads a failed POST /events/: its status, a 400's field messages, the server's message. */
export function bookingFailure(error: unknown): BookingFailure {
  if (!(error instanceof ApiError)) return { status: 0, errors: {}, message: null };
  const body = error.body;
  const sent = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  const message = typeof sent === 'string' && sent.trim() ? sent : null;
  const errors: AppointmentErrors = {};
  if (error.status === 400) {
    for (const [key, text] of Object.entries(error.fieldErrors)) {
      const field = SERVER_FIELDS[key];
      if (field && text) errors[field] ??= text;
    }
  }
  return { status: error.status, errors, message };
}
