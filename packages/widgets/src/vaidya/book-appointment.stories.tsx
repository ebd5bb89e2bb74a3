import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANSWER, MSG, type WeeklySlot } from '@so/contract';
import { sampleCountries } from '../shared/account-fixtures.ts';
import { CaptchaView, type CaptchaState } from '../shared/Captcha.tsx';
import { PlaceFieldsView, type PlaceValues } from '../shared/PlaceFields.tsx';
import { withStyles } from '../shared/storybook.tsx';
import { defaultCountry, emptyAppointment, validateAppointment, type AppointmentValues } from './appointment.ts';
import { BookAppointmentView } from './BookAppointmentView.tsx';
import { BOOKING_COPY as COPY } from './copy.ts';
import styles from './book-appointment.css?inline';

const noop = () => undefined;

/** The store's demo slots: Monday to Saturday, starting 10:00 to 16:00 (migration 017). */
const SLOTS: WeeklySlot[] = [1, 2, 3, 4, 5, 6].flatMap((day) => [10, 11, 12, 13, 14, 15, 16].map((hour) => ({ week_day_number: day, starting_hour: hour })));
/** The stories' "today" is Thursday 26 Nov 2026: tomorrow is Friday 27 Nov, and 29 Nov a Sunday. */
const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';
const SUNDAY = '2026-11-29';

/** The country field as the connected form shows it, with the sample countries. */
function places(value: PlaceValues = defaultCountry(), error?: string) {
  return (
    <PlaceFieldsView
      fields="country"
      value={value}
      onChange={noop}
      errors={{ country: error }}
      countries={sampleCountries}
      countrySearch=""
      onCountrySearch={noop}
      states={[]}
      cities={[]}
    />
  );
}

const captcha = (state: CaptchaState) => <CaptchaView state={state} onStart={noop} />;

/** A logged-in shopper's form before anything is chosen: name, e-mail and mobile from the account. */
const prefilled: AppointmentValues = { ...emptyAppointment(), name: 'Asha Patel', email: 'asha@soorganic.test', mobile: '9812345678' };
const filled: AppointmentValues = {
  ...prefilled,
  date: TOMORROW,
  hour: 11,
  gender: 'Female',
  age_group: '18 to 45',
  problem_suffering_from: 'Digestive Health',
  problem_description: 'Acidity and bloating after meals for two months, worse at night. Better on days I eat early.',
  landmark: 'Near Law Garden, Ahmedabad',
  is_taking_medicine: 'no',
};

const meta: Meta<typeof BookAppointmentView> = {
  title: 'Vaidya/Book your appointment',
  component: BookAppointmentView,
  decorators: [withStyles(styles)],
  args: {
    loggedIn: true,
    values: prefilled,
    errors: {},
    status: 'idle',
    message: null,
    minDate: TOMORROW,
    maxDate: '2026-12-26',
    slots: { status: 'ready', data: SLOTS },
    onRetrySlots: noop,
    callingCode: '+91',
    captchaSolved: false,
    onChange: noop,
    onSubmit: noop,
    onLogin: noop,
    places: places(),
    captcha: captcha('idle'),
  },
};
export default meta;
type Story = StoryObj<typeof BookAppointmentView>;

/** A visitor: the login prompt with Log in; the fields show what is asked; no captcha, nothing is sent. */
export const Visitor: Story = { args: { loggedIn: false, values: emptyAppointment() } };
/** Logged in, nothing chosen yet: Book appointment disabled until the captcha is solved. */
export const LoggedInEmpty: Story = {};
/** A date chosen: that weekday's times, by hour, in 12-hour time. */
export const DateChosenWithSlots: Story = { args: { values: { ...prefilled, date: TOMORROW } } };
export const SlotsLoading: Story = { args: { values: { ...prefilled, date: TOMORROW }, slots: { status: 'loading' } } };
export const SlotsFailed: Story = { args: { values: { ...prefilled, date: TOMORROW }, slots: { status: 'error', error: new globalThis.Error('500') } } };
/** A Sunday: no times, and the note saying so. */
export const SundayWithoutSlots: Story = { args: { values: { ...prefilled, date: SUNDAY } } };
/** Taking medicine: the medicine types appear. */
export const MedicineYesWithTypes: Story = {
  args: { values: { ...filled, is_taking_medicine: 'yes', type_of_medicine_list: ['Ayurvedic', 'Allopathic'] }, captcha: captcha('verified'), captchaSolved: true },
};
/** Sent empty: every required field's message (the name, e-mail and mobile number cleared too). */
export const Errors: Story = {
  args: {
    values: emptyAppointment(),
    errors: validateAppointment(emptyAppointment(), { ...defaultCountry(), country: null }, SLOTS, TODAY),
    places: places({ ...defaultCountry(), country: null }, MSG.countryRequired),
    captcha: captcha('verified'),
    captchaSolved: true,
  },
};
/** A date chosen without a time, a short mobile number and an e-mail address without its domain. */
export const TimeAndFormatErrors: Story = {
  args: {
    values: { ...filled, hour: null, mobile: '98123', email: 'asha@' },
    errors: { time: COPY.errors.time, mobile: MSG.mobileTenDigits, email: MSG.invalidEmail },
    captcha: captcha('verified'),
    captchaSolved: true,
  },
};
/** The server refused a field (400). */
export const ServerRefused: Story = {
  args: { values: filled, errors: { mobile: ANSWER.phoneDigitsAfterCode('Mobile number', 10, 10) }, captcha: captcha('idle') },
};
export const Sending: Story = { args: { values: filled, status: 'sending', captcha: captcha('verified'), captchaSolved: true } };
/** Booked (201): the server's message in the status region, the form afresh. */
export const Booked: Story = {
  args: {
    status: 'booked',
    message: 'Your appointment is booked for Fri, 27 Nov 2026 at 11:00 AM. Our Vaidya will call you on +919812345678.',
  },
};
/** The slot filled up (409): the time cleared, the message under the times, the rest kept. */
export const SlotTaken: Story = { args: { values: { ...filled, hour: null }, errors: { time: MSG.appointmentSlotTaken } } };
/** Refused without a field (400: two upcoming bookings already; or 429): the server's message above Book appointment, everything kept. */
export const OpenLimitRefused: Story = {
  args: { values: filled, refusal: ANSWER.appointmentsOpenLimit(2), captcha: captcha('idle') },
};
export const Phone: Story = { args: { values: { ...filled, is_taking_medicine: 'yes', type_of_medicine_list: ['Ayurvedic'] } }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
export const PhoneVisitor: Story = { args: { loggedIn: false, values: emptyAppointment() }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
