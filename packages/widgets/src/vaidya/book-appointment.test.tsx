import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { ANSWER, MEDICINE_TYPES, MSG, type AppointmentInput, type WeeklySlot } from '@so/contract';
import { $loginDialog, $toasts, clearSession } from '@so/stores';
import { sampleCountries } from '../shared/account-fixtures.ts';
import { CAPTCHA_COPY } from '../shared/captcha-copy.ts';
import { sampleUser } from '../shared/fixtures.ts';
import { chooseCountry, countriesLoaded as loadCountries } from '../shared/country-testing.ts';
import { PLACE_COPY } from '../shared/place-copy.ts';
import { resetShopper } from '../shared/test-setup.ts';
import { BookAppointment } from './BookAppointment.tsx';
import { define } from './book-appointment.element.ts';
import { BOOKING_COPY as COPY } from './copy.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

/**
 * 20:00 UTC on Thursday 26 Nov 2026 is already 01:30 on Friday 27 Nov in India: the first day
 * that can be booked is Saturday 28 Nov (a clock in UTC would say 27 Nov).
 */
const NOW = new Date('2026-11-26T20:00:00Z');
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const MONDAY = '2026-11-30';

/** The weekly slots as a server might list them: out of order, Saturday and Monday only. */
const SLOTS: WeeklySlot[] = [
  { week_day_number: 6, starting_hour: 16 },
  { week_day_number: 1, starting_hour: 14 },
  { week_day_number: 6, starting_hour: 10 },
  { week_day_number: 1, starting_hour: 10 },
  { week_day_number: 6, starting_hour: 11 },
  { week_day_number: 1, starting_hour: 12 },
];

const BOOKED = 'Your appointment is booked for Sat, 28 Nov 2026 at 11:00 AM. Our Vaidya will call you on +919812345678.';

const countries = vi.fn(async () => ({ status: true, data: { data: sampleCountries } }));
const captchaChallenge = vi.fn(async () => ({ provider: 'off', algorithm: '', challenge: '', salt: '', signature: '' }));
const appointmentSlots = vi.fn(async () => ({ status: true, online_appointment_slot: SLOTS }));
const bookAppointment = vi.fn<(body: AppointmentInput) => Promise<{ status: boolean; message?: string }>>();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  countries.mockClear();
  captchaChallenge.mockClear();
  appointmentSlots.mockClear();
  bookAppointment.mockReset();
  bookAppointment.mockResolvedValue({ status: true, message: BOOKED });
  // A new client per test: the country list is cached per client.
  fake.api = { countries, captchaChallenge, appointmentSlots, bookAppointment };
  resetShopper(sampleUser({ phone_no: '+919812345678' }));
});

afterEach(() => {
  vi.useRealTimers();
});

// ─── The controls, by what a shopper reads ─────────────────────────────────

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const dateInput = () => screen.getByLabelText(COPY.labels.date) as HTMLInputElement;
const timeGroup = () => screen.queryByRole('group', { name: COPY.labels.time });
const timeLabels = () => within(screen.getByRole('group', { name: COPY.labels.time })).queryAllByRole('radio').map((r) => r.closest('label')?.textContent);
const country = () => combobox(PLACE_COPY.country);
const captchaBox = () => screen.getByRole('checkbox', { name: CAPTCHA_COPY.label }) as HTMLInputElement;
const bookButton = () => screen.getByRole('button', { name: COPY.submit }) as HTMLButtonElement;
const medicineBoxes = () => MEDICINE_TYPES.map((type) => screen.queryByRole('checkbox', { name: type }));
const toastTitles = () => $toasts.get().map((t) => t.title);
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
function choose(select: HTMLSelectElement, text: string) {
  const option = Array.from(select.options).find((o) => o.textContent === text);
  if (!option) throw new Error(`No option "${text}" in ${select.name}`);
  fireEvent.change(select, { target: { value: option.value } });
}
const chooseDate = (date: string) => type(dateInput(), date);
const countriesLoaded = () => loadCountries(sampleCountries.length);
const slotsLoaded = () => waitFor(() => expect(appointmentSlots).toHaveBeenCalled());

/** Ticks "I'm not a robot" and waits until it is solved (the store's captcha is off in these tests). */
async function solveCaptcha() {
  fireEvent.click(captchaBox());
  await waitFor(() => expect(captchaBox().checked).toBe(true));
}

const DESCRIPTION = 'Acidity after meals for two months.\nWorse at night.';

/** Fills in everything a booking needs (Saturday 28 Nov at 11:00 AM), as a shopper would. */
async function fillIn() {
  await countriesLoaded();
  chooseDate(SATURDAY);
  fireEvent.click(await screen.findByRole('radio', { name: '11:00 AM' }));
  fireEvent.click(radio('Female'));
  choose(combobox(COPY.labels.age_group), '18 to 45 years');
  choose(combobox(COPY.labels.problem_suffering_from), 'Digestive Health');
  type(textbox(COPY.labels.problem_description), DESCRIPTION);
  type(textbox(COPY.labels.landmark), 'Near Law Garden');
}

describe('Book your appointment: the day and the times', () => {
  it('starts the date from tomorrow in India: 28 Nov at 20:00 UTC on 26 Nov (already 27 Nov in India)', async () => {
    render(<BookAppointment />);
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeTruthy();
    expect(dateInput().type).toBe('date');
    expect(dateInput().min).toBe(SATURDAY);
    // Up to 30 days after today in India (27 Nov): the picker offers nothing after 27 Dec.
    expect(dateInput().max).toBe('2026-12-27');
    expect(describedBy(dateInput())).toContain('From Sat, 28 Nov 2026 to Sun, 27 Dec 2026.');
    await slotsLoaded();
  });

  it('refuses a day past the 30 days with the words the server uses, and offers no times for it', async () => {
    render(<BookAppointment />);
    await fillIn();
    await solveCaptcha();
    chooseDate('2027-01-04');
    fireEvent.click(bookButton());
    const tooFar = ANSWER.appointmentTooFarAhead(30, 'Sun, 27 Dec 2026');
    await waitFor(() => expect(describedBy(dateInput())).toContain(tooFar));
    expect(bookAppointment).not.toHaveBeenCalled();
    chooseDate('2026-12-26');
    await waitFor(() => expect(describedBy(dateInput())).not.toContain(tooFar));
  });

  it("shows the times only after a date is chosen: that weekday's, by hour, in 12-hour time", async () => {
    render(<BookAppointment />);
    await slotsLoaded();
    expect(timeGroup()).toBeNull();
    expect(screen.queryAllByRole('radio', { name: /AM|PM/ })).toEqual([]);

    chooseDate(SATURDAY);
    await waitFor(() => expect(timeLabels()).toEqual(['10:00 AM', '11:00 AM', '4:00 PM']));
    expect(describedBy(radio('10:00 AM'))).toContain('Times on Sat, 28 Nov 2026, India time (IST).');

    chooseDate(MONDAY);
    expect(timeLabels()).toEqual(['10:00 AM', '12:00 PM', '2:00 PM']);
  });

  it('says a Sunday has no times, and offers none', async () => {
    render(<BookAppointment />);
    await slotsLoaded();
    chooseDate(SUNDAY);
    const group = await waitFor(() => {
      const found = timeGroup();
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(group.textContent).toContain(ANSWER.appointmentNoSlotsOn('Sunday'));
    expect(within(group).queryAllByRole('radio')).toEqual([]);
  });

  it('keeps the chosen time on another day that has it, and drops it on one that does not', async () => {
    render(<BookAppointment />);
    await slotsLoaded();
    chooseDate(SATURDAY);
    fireEvent.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    chooseDate(MONDAY);
    expect(radio('10:00 AM').checked).toBe(true);
    chooseDate(SATURDAY);
    fireEvent.click(radio('4:00 PM'));
    chooseDate(MONDAY);
    expect(screen.getAllByRole('radio', { name: /AM|PM/ }).some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });
});

describe('Book your appointment: the form', () => {
  it("starts with the shopper's name, e-mail and mobile number, India and its +91", async () => {
    render(<BookAppointment />);
    await countriesLoaded();
    expect(textbox(COPY.labels.name).value).toBe('Asha Patel');
    expect(textbox(COPY.labels.email).value).toBe('asha@soorganic.test');
    expect(textbox(COPY.labels.mobile).value).toBe('9812345678');
    expect(country().value).toBe('India');
    expect(describedBy(textbox(COPY.labels.mobile))).toContain('+91');
  });

  it('asks for the medicine types only when the shopper takes medicine', async () => {
    render(<BookAppointment />);
    await slotsLoaded();
    expect(screen.getByRole('group', { name: COPY.labels.is_taking_medicine })).toBeTruthy();
    expect(medicineBoxes()).toEqual([null, null, null, null]);
    fireEvent.click(radio(COPY.yes));
    const group = screen.getByRole('group', { name: COPY.labels.type_of_medicine_list });
    expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Other', 'Ayurvedic', 'Homoeopathic', 'Allopathic']);
    fireEvent.click(radio(COPY.no));
    expect(medicineBoxes()).toEqual([null, null, null, null]);
  });

  it('keeps Book appointment disabled, saying why, until the captcha is solved', async () => {
    render(<BookAppointment />);
    await slotsLoaded();
    expect(bookButton().disabled).toBe(true);
    expect(describedBy(bookButton())).toBe(COPY.captchaHelp);
    expect(screen.getByText(COPY.captchaHelp)).toBeTruthy();
    await solveCaptcha();
    expect(bookButton().disabled).toBe(false);
    expect(screen.queryByText(COPY.captchaHelp)).toBeNull();
  });

  it('shows every required message on an empty submit, focuses the first, and sends nothing', async () => {
    render(<BookAppointment />);
    await countriesLoaded();
    type(textbox(COPY.labels.name), '');
    type(textbox(COPY.labels.email), '');
    type(textbox(COPY.labels.mobile), '');
    fireEvent.change(country(), { target: { value: '' } });
    fireEvent.blur(country());
    await solveCaptcha();
    fireEvent.click(bookButton());

    await waitFor(() => expect(dateInput().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(dateInput())).toContain(COPY.errors.date);
    const expected: [HTMLElement, string][] = [
      [textbox(COPY.labels.name), COPY.errors.name],
      [country(), MSG.countryRequired],
      [textbox(COPY.labels.mobile), COPY.errors.mobile],
      [textbox(COPY.labels.email), COPY.errors.email],
      [radio('Female'), COPY.errors.gender],
      [combobox(COPY.labels.age_group), COPY.errors.age_group],
      [textbox(COPY.labels.landmark), COPY.errors.landmark],
      [combobox(COPY.labels.problem_suffering_from), COPY.errors.problem_suffering_from],
      [textbox(COPY.labels.problem_description), COPY.errors.problem_description],
    ];
    for (const [control, message] of expected) {
      expect(control.getAttribute('aria-invalid'), message).toBe('true');
      expect(describedBy(control)).toContain(message);
    }
    // The medicine questions are optional.
    expect(radio(COPY.yes).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(dateInput()));
    expect(bookAppointment).not.toHaveBeenCalled();
  });

  it('asks for a time once a day is chosen, a 10-digit mobile number and a real e-mail address', async () => {
    render(<BookAppointment />);
    await fillIn();
    chooseDate(MONDAY); // 11:00 AM is not a Monday time: the time is dropped
    type(textbox(COPY.labels.mobile), '98123');
    type(textbox(COPY.labels.email), 'asha@');
    await solveCaptcha();
    fireEvent.click(bookButton());
    await waitFor(() => expect(describedBy(radio('10:00 AM'))).toContain(COPY.errors.time));
    expect(describedBy(textbox(COPY.labels.mobile))).toContain(MSG.mobileTenDigits);
    expect(describedBy(textbox(COPY.labels.email))).toContain(MSG.invalidEmail);
    await waitFor(() => expect(document.activeElement).toBe(radio('10:00 AM')));
    // The message follows the choice.
    fireEvent.click(radio('12:00 PM'));
    expect(describedBy(radio('10:00 AM'))).not.toContain(COPY.errors.time);
    expect(bookAppointment).not.toHaveBeenCalled();
  });

  it('sends exactly the appointment: Appointment, Online, the start with +05:30, the mobile number with its prefix', async () => {
    render(<BookAppointment />);
    await fillIn();
    fireEvent.click(radio(COPY.yes));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Allopathic' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ayurvedic' }));
    await solveCaptcha();
    fireEvent.click(bookButton());
    await waitFor(() => expect(bookAppointment).toHaveBeenCalledTimes(1));
    expect(bookAppointment.mock.calls[0][0]).toEqual({
      event_type: 'Appointment',
      category: 'Online',
      start_datetime: '2026-11-28T11:00:00+05:30',
      name: 'Asha Patel',
      country_id: 104,
      email: 'asha@soorganic.test',
      mobile: '+919812345678',
      gender: 'Female',
      age_group: '18 to 45',
      problem_suffering_from: 'Digestive Health',
      problem_description: DESCRIPTION,
      landmark: 'Near Law Garden',
      is_taking_medicine: 'yes',
      type_of_medicine_list: ['Ayurvedic', 'Allopathic'],
    });
  });

  it("sends the chosen country's calling code, no medicine answer as null, and no types", async () => {
    render(<BookAppointment />);
    await fillIn();
    await chooseCountry('Australia');
    expect(describedBy(textbox(COPY.labels.mobile))).toContain('+61');
    choose(combobox(COPY.labels.problem_suffering_from), 'Heart BP & Cholesterol');
    await solveCaptcha();
    fireEvent.click(bookButton());
    await waitFor(() => expect(bookAppointment).toHaveBeenCalledTimes(1));
    expect(bookAppointment.mock.calls[0][0]).toMatchObject({
      country_id: 13,
      mobile: '+619812345678',
      problem_suffering_from: 'Heart BP & Cholestrol',
      is_taking_medicine: null,
      type_of_medicine_list: [],
    });
  });
});

describe('Book your appointment: the answers', () => {
  it('booked (201): the server message as a toast and in the status region; the form starts afresh', async () => {
    let answer: (value: { status: boolean; message: string }) => void = () => undefined;
    bookAppointment.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<BookAppointment />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(bookButton());
    const sending = await screen.findByRole('button', { name: COPY.sending });
    expect((sending as HTMLButtonElement).disabled).toBe(true);

    answer({ status: true, message: BOOKED });
    // No toaster on this page: the one text is the form's status region.
    await waitFor(() => expect(screen.getByText(BOOKED).getAttribute('role')).toBe('status'));
    expect(toastTitles()).toEqual([BOOKED]);
    expect($toasts.get()[0].kind).toBe('success');
    expect(dateInput().value).toBe('');
    expect(timeGroup()).toBeNull();
    expect(textbox(COPY.labels.problem_description).value).toBe('');
    expect(textbox(COPY.labels.landmark).value).toBe('');
    expect(radio('Female').checked).toBe(false);
    expect(textbox(COPY.labels.name).value).toBe('Asha Patel');
    await waitFor(() => expect(captchaBox().checked).toBe(false));
    expect(bookButton().disabled).toBe(true);
  });

  it('slot taken (409): the message as a toast and under the times, the times reloaded, the time cleared, the rest kept', async () => {
    bookAppointment.mockRejectedValueOnce(new ApiError(MSG.appointmentSlotTaken, 409, { status: false, message: MSG.appointmentSlotTaken }));
    render(<BookAppointment />);
    await fillIn();
    fireEvent.click(radio(COPY.yes));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ayurvedic' }));
    await solveCaptcha();
    fireEvent.click(bookButton());

    await waitFor(() => expect(toastTitles()).toEqual([MSG.appointmentSlotTaken]));
    expect($toasts.get()[0].kind).toBe('error');
    await waitFor(() => expect(appointmentSlots).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(timeLabels()).toEqual(['10:00 AM', '11:00 AM', '4:00 PM']));
    expect(screen.getAllByRole('radio', { name: /AM|PM/ }).some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(describedBy(radio('10:00 AM'))).toContain(MSG.appointmentSlotTaken);
    expect(dateInput().value).toBe(SATURDAY);
    expect(textbox(COPY.labels.problem_description).value).toBe(DESCRIPTION);
    expect(textbox(COPY.labels.landmark).value).toBe('Near Law Garden');
    expect(radio('Female').checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Ayurvedic' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(BOOKED)).toBeNull();
  });

  it("refused (400): the server's field messages on their fields and its message as a toast, nothing typed lost", async () => {
    const message = ANSWER.phoneDigitsAfterCode('Mobile number', 10, 10);
    bookAppointment.mockRejectedValueOnce(
      new ApiError(message, 400, { status: false, message, errors: { mobile: message, landmark: 'Landmark must be at most 250 characters' } }),
    );
    render(<BookAppointment />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(bookButton());
    await waitFor(() => expect(describedBy(textbox(COPY.labels.mobile))).toContain(message));
    expect(describedBy(textbox(COPY.labels.landmark))).toContain('Landmark must be at most 250 characters');
    expect(toastTitles()).toEqual([message]);
    expect(textbox(COPY.labels.landmark).value).toBe('Near Law Garden');
    expect(radio('11:00 AM').checked).toBe(true);
    expect(dateInput().value).toBe(SATURDAY);
  });

  it.each([
    ['too many upcoming bookings (400, no field)', new ApiError(ANSWER.appointmentsOpenLimit(2), 400, { status: false, message: ANSWER.appointmentsOpenLimit(2) })],
    ['too many tries (429)', new ApiError(ANSWER.tooManyBookings, 429, { status: false, message: ANSWER.tooManyBookings })],
  ])("refused without a field, %s: the server's message in the form and as a toast, everything kept", async (_, error) => {
    bookAppointment.mockRejectedValueOnce(error);
    render(<BookAppointment />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(bookButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(error.message);
    expect(toastTitles()).toEqual([error.message]);
    expect(radio('11:00 AM').checked).toBe(true);
    expect(textbox(COPY.labels.problem_description).value).toBe(DESCRIPTION);
  });

  it.each([
    ['a server error with its message', new ApiError('Database unavailable', 500, { status: false, message: 'Database unavailable' }), 'Database unavailable'],
    ['no answer at all', new ApiError(MSG.tryAgainLater, 0, 'fetch failed'), MSG.tryAgainLater],
  ])('other failures (%s): the message as a toast, the typing kept', async (_, error, shown) => {
    bookAppointment.mockRejectedValueOnce(error);
    render(<BookAppointment />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(bookButton());
    await waitFor(() => expect(toastTitles()).toEqual([shown]));
    expect(radio('11:00 AM').checked).toBe(true);
    expect(textbox(COPY.labels.problem_description).value).toBe(DESCRIPTION);
  });

  it('a session that ended (401): the login prompt as a toast, then the login dialog', async () => {
    bookAppointment.mockRejectedValueOnce(new ApiError(MSG.loginToBook, 401, { status: false, message: MSG.loginToBook }));
    render(<BookAppointment />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(bookButton());
    await waitFor(() => expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToBook }));
    expect(toastTitles()).toEqual([MSG.loginToBook]);
  });
});

describe('Book your appointment: a visitor', () => {
  beforeEach(() => clearSession());

  it('says "Please login to book an appointment!" and Log in opens the login dialog', async () => {
    render(<BookAppointment />);
    await slotsLoaded();
    expect(screen.getByText(MSG.loginToBook)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: COPY.logIn }));
    expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToBook });
  });

  it('sees the fields, empty, and Book appointment gives the login prompt and the dialog without a request', async () => {
    render(<BookAppointment />);
    await countriesLoaded();
    expect(textbox(COPY.labels.name).value).toBe('');
    expect(screen.queryByRole('checkbox', { name: CAPTCHA_COPY.label })).toBeNull();
    chooseDate(SATURDAY);
    fireEvent.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    fireEvent.click(bookButton());
    expect(toastTitles()).toEqual([MSG.loginToBook]);
    expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToBook });
    expect(bookAppointment).not.toHaveBeenCalled();
    expect(captchaChallenge).not.toHaveBeenCalled();
    expect(dateInput().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('<so-book-appointment>', () => {
  it('renders the form in its open shadow root, with the times of the chosen day', async () => {
    define();
    const element = document.createElement('so-book-appointment');
    document.body.append(element);
    try {
      const root = () => element.shadowRoot;
      await waitFor(() => expect(root()?.querySelector('h1')?.textContent).toBe(COPY.title));
      const date = root()?.querySelector<HTMLInputElement>('input[type="date"]');
      expect(date?.min).toBe(SATURDAY);
      await slotsLoaded();
      if (date) type(date, SATURDAY);
      await waitFor(() => expect(root()?.querySelectorAll('input[type="radio"][value="10"]').length).toBe(1));
    } finally {
      element.remove();
    }
  });
});
