import { describe, expect, it } from 'vitest';
import { validate, type Struct } from 'superstruct';
import { ANSWER } from './answers.ts';
import {
  APPOINTMENT_PROBLEMS,
  AppointmentRequest,
  appointmentStartOf,
  appointmentTimeRefusal,
  formatAppointmentDay,
  formatAppointmentStart,
  formatSlotHour,
  GENDERS,
  latestAppointmentDate,
  MEDICINE_TYPES,
  parseAppointmentStart,
  slotHoursOn,
  sortSlots,
  StaffAppointmentsQuery,
  weekDayOf,
  type WeeklySlot,
} from './appointments.ts';
import { AGE_GROUPS } from './constants.ts';
import { MSG } from './messages.ts';

function parse<T, S>(schema: Struct<T, S>, input: unknown): { value?: T; errors?: Record<string, string> } {
  const [error, value] = validate(input, schema, { coerce: true });
  if (!error) return { value };
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) errors[failure.path.join('.')] ??= failure.message;
  return { errors };
}

/** The demo schedule: Monday to Saturday, 10:00 to 16:00 starts. */
const DEMO_SLOTS: WeeklySlot[] = [1, 2, 3, 4, 5, 6].flatMap((day) => [10, 11, 12, 13, 14, 15, 16].map((hour) => ({ week_day_number: day, starting_hour: hour })));
const TODAY = '2026-11-26'; // a Thursday

const BOOKING = {
  event_type: 'Appointment',
  category: 'Online',
  start_datetime: '2026-12-01T10:00:00+05:30',
  name: ' Meera Joshi ',
  country_id: '104',
  email: 'Meera@Example.IN',
  mobile: '+91 98123-45678',
  gender: 'female',
  age_group: '18 to 45',
  problem_suffering_from: 'digestive health',
  problem_description: 'Acidity after meals.\nWorse at night.',
  landmark: 'Near the lake',
};

describe('appointment option lists', () => {
  it("keeps the form's lists verbatim, age groups shared with the inquiry", () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
    expect(MEDICINE_TYPES).toEqual(['Other', 'Ayurvedic', 'Homoeopathic', 'Allopathic']);
    expect(AGE_GROUPS).toEqual(['00 to 06', '06 to 12', '12 to 18', '18 to 45', '45 to 60', '60+']);
    expect(APPOINTMENT_PROBLEMS).toHaveLength(24);
    expect(APPOINTMENT_PROBLEMS[0]).toBe('Other');
    expect(APPOINTMENT_PROBLEMS).toContain('Heart BP & Cholestrol');
    expect(APPOINTMENT_PROBLEMS.at(-1)).toBe("Women's Health");
  });
});

describe('appointment times', () => {
  it('numbers weekdays as JavaScript does (0 = Sunday) and sorts slots by weekday, then hour', () => {
    expect(weekDayOf('2026-11-29')).toBe(0);
    expect(weekDayOf('2026-12-01')).toBe(2);
    expect(weekDayOf('2026-12-05')).toBe(6);
    const shuffled = [
      { week_day_number: 2, starting_hour: 11 },
      { week_day_number: 1, starting_hour: 16 },
      { week_day_number: 2, starting_hour: 10 },
      { week_day_number: 1, starting_hour: 10 },
    ];
    expect(sortSlots(shuffled)).toEqual([shuffled[3], shuffled[1], shuffled[2], shuffled[0]]);
    expect(slotHoursOn(shuffled, 2)).toEqual([10, 11]);
    expect(slotHoursOn(shuffled, 0)).toEqual([]);
  });

  it('writes hours in 12-hour time and days as the messages do', () => {
    expect([0, 9, 10, 12, 13, 16, 23].map(formatSlotHour)).toEqual(['12:00 AM', '9:00 AM', '10:00 AM', '12:00 PM', '1:00 PM', '4:00 PM', '11:00 PM']);
    expect(formatAppointmentDay('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatAppointmentStart({ date: '2026-12-01', hour: 16, minute: 0, second: 0 })).toBe('Tue, 1 Dec 2026 at 4:00 PM');
  });

  it('reads start_datetime only with the +05:30 offset; builds it from a day and an hour', () => {
    expect(appointmentStartOf('2026-12-01', 9)).toBe('2026-12-01T09:00:00+05:30');
    expect(parseAppointmentStart('2026-12-01T10:00:00+05:30')).toEqual({ date: '2026-12-01', hour: 10, minute: 0, second: 0 });
    expect(parseAppointmentStart('2026-12-01T10:30+05:30')).toEqual({ date: '2026-12-01', hour: 10, minute: 30, second: 0 });
    expect(parseAppointmentStart('2026-12-01T10:00:00.000+05:30')).toEqual({ date: '2026-12-01', hour: 10, minute: 0, second: 0 });
    for (const bad of ['2026-12-01T04:30:00Z', '2026-12-01T10:00:00+05:00', '2026-12-01T10:00:00', '2026-12-01', '2026-02-30T10:00:00+05:30', '2026-12-01T24:00:00+05:30', '2026-12-01 10:00:00+05:30', 'tomorrow']) {
      expect(parseAppointmentStart(bad), bad).toBeNull();
    }
  });

  it('allows tomorrow or later on a slot; refuses today, the past, a day without slots and a time that is not a slot', () => {
    const at = (text: string) => appointmentTimeRefusal(parseAppointmentStart(text) ?? { date: '', hour: 0, minute: 0, second: 0 }, DEMO_SLOTS, TODAY);
    const fromTomorrow = ANSWER.appointmentFromTomorrow('Fri, 27 Nov 2026');
    expect(at('2026-11-27T10:00:00+05:30')).toBeNull();
    expect(at('2026-12-05T16:00:00+05:30')).toBeNull();
    expect(at('2026-11-26T16:00:00+05:30')).toBe(fromTomorrow);
    expect(at('2025-12-01T10:00:00+05:30')).toBe(fromTomorrow);
    expect(at('2026-11-29T10:00:00+05:30')).toBe(ANSWER.appointmentNoSlotsOn('Sunday'));
    const tuesday = ANSWER.appointmentNotASlot('Tuesday', '10:00 AM, 11:00 AM, 12:00 PM, 1:00 PM, 2:00 PM, 3:00 PM, 4:00 PM');
    expect(at('2026-12-01T17:00:00+05:30')).toBe(tuesday);
    expect(at('2026-12-01T09:00:00+05:30')).toBe(tuesday);
    expect(at('2026-12-01T10:30:00+05:30')).toBe(tuesday);
    expect(at('2026-12-01T10:00:01+05:30')).toBe(tuesday);
  });

  it('allows days up to the horizon (30 days after today by default, or the store\'s own) and refuses later ones', () => {
    const at = (text: string, horizon?: number) =>
      appointmentTimeRefusal(parseAppointmentStart(text) ?? { date: '', hour: 0, minute: 0, second: 0 }, DEMO_SLOTS, TODAY, horizon);
    expect(latestAppointmentDate(TODAY)).toBe('2026-12-26');
    expect(latestAppointmentDate(TODAY, 7)).toBe('2026-12-03');
    expect(at('2026-12-26T10:00:00+05:30')).toBeNull(); // a Saturday, 30 days on
    const tooFar = ANSWER.appointmentTooFarAhead(30, 'Sat, 26 Dec 2026');
    expect(tooFar).toBe('Appointments can be booked up to 30 days ahead (until Sat, 26 Dec 2026). Please choose an earlier date.');
    expect(at('2026-12-28T10:00:00+05:30')).toBe(tooFar);
    expect(at('2036-11-27T10:00:00+05:30')).toBe(tooFar);
    // The date rule comes before the slot rule: a Sunday past the horizon is refused for its date.
    expect(at('2026-12-27T10:00:00+05:30')).toBe(tooFar);
    expect(at('2026-12-03T10:00:00+05:30', 7)).toBeNull();
    expect(at('2026-12-04T10:00:00+05:30', 7)).toBe(ANSWER.appointmentTooFarAhead(7, 'Thu, 3 Dec 2026'));
  });
});

describe('AppointmentRequest', () => {
  it('normalises what it accepts: options in their listed spelling, the medicine answer as yes | no | null', () => {
    const { value } = parse(AppointmentRequest, { ...BOOKING, start_datetime: '2026-12-01T10:00+05:30' });
    expect(value).toEqual({
      event_type: 'Appointment',
      category: 'Online',
      start_datetime: '2026-12-01T10:00:00+05:30',
      name: 'Meera Joshi',
      country_id: 104,
      email: 'meera@example.in',
      mobile: '+919812345678',
      gender: 'Female',
      age_group: '18 to 45',
      problem_suffering_from: 'Digestive Health',
      problem_description: 'Acidity after meals.\nWorse at night.',
      landmark: 'Near the lake',
      is_taking_medicine: null,
      type_of_medicine_list: [],
    });
    // Parsing what it answered changes nothing.
    expect(parse(AppointmentRequest, value).value).toEqual(value);
  });

  it('names every missing required field, the medicine questions excepted', () => {
    const { errors } = parse(AppointmentRequest, {});
    expect(errors).toEqual({
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
    });
  });

  it('refuses options off the lists, a wrong event type or category, a bad e-mail, phone or time', () => {
    const { errors } = parse(AppointmentRequest, {
      ...BOOKING,
      event_type: 'Workshop',
      category: 'Physical Event',
      start_datetime: '2026-12-01T10:00:00Z',
      email: 'meera',
      mobile: 'call me',
      gender: 'M',
      age_group: '18-45',
      problem_suffering_from: 'Headache',
      is_taking_medicine: 'maybe',
      type_of_medicine_list: ['Unani'],
    });
    expect(errors).toEqual({
      event_type: ANSWER.appointmentEventType('Appointment'),
      category: ANSWER.appointmentCategory('Online'),
      start_datetime: ANSWER.appointmentStartFormat('2026-12-01T10:00:00+05:30'),
      email: MSG.invalidEmail,
      mobile: ANSWER.phoneInvalid('Mobile number'),
      gender: ANSWER.mustBeOneOf('Gender', GENDERS),
      age_group: ANSWER.mustBeOneOf('Age group', AGE_GROUPS),
      problem_suffering_from: ANSWER.mustBeOneOf('Problem suffering from', APPOINTMENT_PROBLEMS),
      is_taking_medicine: ANSWER.mustBeOneOf('Taking medicine', ['yes', 'no']),
      type_of_medicine_list: ANSWER.mustBeOneOf('Type of medicine', MEDICINE_TYPES),
    });
  });

  it('takes medicine types only with yes to taking medicine, each once in the listed order', () => {
    const yes = parse(AppointmentRequest, { ...BOOKING, is_taking_medicine: true, type_of_medicine_list: ['allopathic', 'Ayurvedic', 'Ayurvedic'] });
    expect(yes.value).toMatchObject({ is_taking_medicine: 'yes', type_of_medicine_list: ['Ayurvedic', 'Allopathic'] });
    expect(parse(AppointmentRequest, { ...BOOKING, is_taking_medicine: 'Yes', type_of_medicine_list: 'Homoeopathic, Other' }).value).toMatchObject({
      is_taking_medicine: 'yes',
      type_of_medicine_list: ['Other', 'Homoeopathic'],
    });
    expect(parse(AppointmentRequest, { ...BOOKING, is_taking_medicine: 'yes' }).value).toMatchObject({ is_taking_medicine: 'yes', type_of_medicine_list: [] });
    expect(parse(AppointmentRequest, { ...BOOKING, is_taking_medicine: 'no', type_of_medicine_list: [] }).value).toMatchObject({ is_taking_medicine: 'no', type_of_medicine_list: [] });
    for (const taking of ['no', false, null, undefined]) {
      expect(parse(AppointmentRequest, { ...BOOKING, is_taking_medicine: taking, type_of_medicine_list: ['Ayurvedic'] }).errors, String(taking)).toEqual({
        type_of_medicine_list: ANSWER.medicineTypesWithoutMedicine,
      });
    }
  });
});

describe('StaffAppointmentsQuery', () => {
  it('pages like the other staff listings, reads from as a calendar day and filters by status', () => {
    expect(parse(StaffAppointmentsQuery, {}).value).toEqual({ page: 1, page_size: 20, from: null, status: null });
    expect(parse(StaffAppointmentsQuery, { page: '2', page_size: '5', from: '2026-12-01', status: 'answered' }).value).toEqual({
      page: 2,
      page_size: 5,
      from: '2026-12-01',
      status: 'answered',
    });
    expect(parse(StaffAppointmentsQuery, { status: 'lost' }).errors).toHaveProperty('status');
    expect(parse(StaffAppointmentsQuery, { from: '2026-13-01' }).errors).toEqual({ from: ANSWER.mustBeDate('from') });
  });
});
