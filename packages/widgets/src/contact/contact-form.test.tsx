import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { ANSWER, type InquiryInput, MSG } from '@so/contract';
import { $toasts } from '@so/stores';
import { SEARCH_DEBOUNCE_MS } from '@so/ui';
import { sampleCountries } from '../shared/account-fixtures.ts';
import { CAPTCHA_COPY } from '../shared/captcha-copy.ts';
import { chooseCountry, countriesLoaded as loadCountries } from '../shared/country-testing.ts';
import { PLACE_COPY } from '../shared/place-copy.ts';
import { ContactForm } from './ContactForm.tsx';
import { CONTACT_COPY as COPY } from './copy.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

/** A real ALTCHA v1 challenge whose answer is `number` (as shared/captcha.test.tsx makes them). */
function challengeFor(number: number, maxnumber = 500) {
  const salt = 'contact?expires=9999999999&';
  return { algorithm: 'SHA-256', challenge: createHash('sha256').update(salt + number).digest('hex'), salt, signature: 'sig', maxnumber };
}

const countries = vi.fn(async (search?: string) => ({
  status: true,
  data: { data: search ? sampleCountries.filter((c) => c.country_name.toLowerCase().includes(search.toLowerCase())) : sampleCountries },
}));
const captchaChallenge = vi.fn(async () => challengeFor(42));
const inquiry = vi.fn<(body: InquiryInput) => Promise<{ status: boolean; message?: string }>>();

beforeEach(() => {
  countries.mockClear();
  captchaChallenge.mockClear();
  inquiry.mockReset();
  inquiry.mockResolvedValue({ status: true, message: MSG.inquirySent });
  // A new client per test: the country list is cached per client.
  fake.api = { countries, captchaChallenge, inquiry };
  $toasts.set([]);
});

afterEach(() => {
  vi.useRealTimers();
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const company = () => field(COPY.fields.company);
const phone = () => field(COPY.fields.phone);
const country = () => screen.getByRole('combobox', { name: PLACE_COPY.country }) as HTMLSelectElement;
const send = () => screen.getByRole('button', { name: COPY.send }) as HTMLButtonElement;
const box = () => screen.getByRole('checkbox', { name: CAPTCHA_COPY.label }) as HTMLInputElement;
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const countriesLoaded = () => loadCountries(sampleCountries.length);
/** Ticks "I'm not a robot" and waits until the proof of work is solved. */
async function solveCaptcha() {
  fireEvent.click(box());
  await waitFor(() => expect(box().checked).toBe(true));
}
/** The payload the captcha solved (its number), from what was sent. */
const solvedNumber = (payload: string) => (JSON.parse(atob(payload)) as { number: number }).number;

const FILLED = {
  company: 'Green Leaf Foods',
  name: 'Asha Patel',
  email: 'asha@greenleaf.example',
  subject: 'Monthly ghee order',
  phone: '9812345678',
  inquiry_description: 'We would like 50 kg of A2 ghee every month.\nPlease share your prices.',
};

/** Fills every field with FILLED and chooses India (+91). */
async function fillIn() {
  await countriesLoaded();
  for (const [name, value] of Object.entries(FILLED)) type(COPY.fields[name as keyof typeof FILLED], value);
  await chooseCountry('India');
}

const statusText = () => screen.getAllByRole('status').map((s) => s.textContent ?? '');
const lastToast = () => $toasts.get().at(-1);

describe('ContactForm', () => {
  it('is a section with its h2; every field is labelled and required, marked so in text', async () => {
    render(<ContactForm />);
    const section = screen.getByRole('heading', { level: 2, name: COPY.formTitle }).closest('section') as HTMLElement;
    expect(within(section).getByText(COPY.requiredNote)).toBeTruthy();
    for (const name of Object.values(COPY.fields)) {
      const control = field(name);
      expect(control.required).toBe(true);
      expect(control.closest('.field')?.querySelector('label')?.textContent).toBe(`${name} *`);
    }
    expect(field(COPY.fields.email).type).toBe('email');
    expect(field(COPY.fields.inquiry_description).tagName).toBe('TEXTAREA');
    await countriesLoaded();
    expect(country().required).toBe(true);
  });

  it('keeps Send disabled, with "Please complete reCAPTCHA first" as its tooltip and beside it, until the captcha is solved', async () => {
    render(<ContactForm />);
    await fillIn();
    expect(send().disabled).toBe(true);
    expect(send().title).toBe(MSG.completeRecaptcha);
    expect(describedBy(send())).toBe(MSG.completeRecaptcha);
    expect(screen.getByText(MSG.completeRecaptcha).tagName).toBe('P');
    fireEvent.click(send());
    expect(inquiry).not.toHaveBeenCalled();

    await solveCaptcha();
    expect(send().disabled).toBe(false);
    expect(send().title).toBe('');
    expect(screen.queryByText(MSG.completeRecaptcha)).toBeNull();
  });

  it('shows every required field its message on an empty submit and focuses the first', async () => {
    render(<ContactForm />);
    await countriesLoaded();
    await solveCaptcha();
    fireEvent.click(send());
    const expected: [HTMLElement, string][] = [
      [company(), 'Company is required'],
      [field(COPY.fields.name), 'Name is required'],
      [field(COPY.fields.email), 'Email is required'],
      [field(COPY.fields.subject), 'Subject is required'],
      [country(), MSG.countryRequired],
      [phone(), 'Phone number is required'],
      [field(COPY.fields.inquiry_description), 'Your query is required'],
    ];
    await waitFor(() => expect(company().getAttribute('aria-invalid')).toBe('true'));
    for (const [control, message] of expected) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(control)).toContain(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(company()));
    expect(inquiry).not.toHaveBeenCalled();

    // A message follows the typing once shown.
    type(COPY.fields.email, 'asha.example');
    expect(describedBy(field(COPY.fields.email))).toContain(MSG.invalidEmail);
    type(COPY.fields.email, 'asha@example.in');
    expect(field(COPY.fields.email).getAttribute('aria-invalid')).toBeNull();
  });

  it("takes the phone as digits only, after the chosen country's calling code, and sends it with the code", async () => {
    render(<ContactForm />);
    await fillIn();
    type(COPY.fields.phone, '98a12-345 678');
    expect(phone().value).toBe('9812345678');
    // A pasted number loses its calling code or trunk 0, and keeps at most India's 10 digits.
    type(COPY.fields.phone, '+91 98123 45678');
    expect(phone().value).toBe('9812345678');
    type(COPY.fields.phone, '098123 456789');
    expect(phone().value).toBe('9812345678');
    expect(describedBy(phone())).toContain(`${PLACE_COPY.callingCode} +91`);

    await chooseCountry('United Arab Emirates');
    expect(describedBy(phone())).toContain('+971');
    type(COPY.fields.phone, '50 123 4567');
    expect(phone().value).toBe('501234567');
    await solveCaptcha();
    fireEvent.click(send());
    await waitFor(() => expect(inquiry).toHaveBeenCalledTimes(1));
    expect(inquiry.mock.calls[0]?.[0]).toMatchObject({ country: 233, phone: '+971501234567' });
  });

  it('says how many digits an Indian number needs, and sends nothing', async () => {
    render(<ContactForm />);
    await fillIn();
    type(COPY.fields.phone, '98123');
    await solveCaptcha();
    fireEvent.click(send());
    await waitFor(() => expect(describedBy(phone())).toContain(ANSWER.phoneDigitsAfterCode(COPY.fields.phone, 10, 10)));
    await waitFor(() => expect(document.activeElement).toBe(phone()));
    expect(inquiry).not.toHaveBeenCalled();
  });

  it('searches the countries from 2 characters, not before', async () => {
    render(<ContactForm />);
    await countriesLoaded();
    vi.useFakeTimers();
    const search = country();
    fireEvent.change(search, { target: { value: 'u' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(countries).not.toHaveBeenCalledWith('u');
    fireEvent.change(search, { target: { value: 'un' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(countries).toHaveBeenLastCalledWith('un');
  });

  it('sends exactly the inquiry: the fields trimmed, the country id, the phone with its code, the age group and the solved captcha', async () => {
    render(<ContactForm />);
    await fillIn();
    type(COPY.fields.company, '  Green Leaf Foods ');
    await solveCaptcha();
    fireEvent.click(send());
    await waitFor(() => expect(inquiry).toHaveBeenCalledTimes(1));
    const body = inquiry.mock.calls[0]?.[0];
    expect(body).toEqual({ ...FILLED, country: 104, phone: '+919812345678', age_group: '00 to 06', recaptcha: expect.any(String) });
    expect(solvedNumber(body?.recaptcha ?? '')).toBe(42);
  });

  it('reads Sending… and stays disabled while the inquiry is on its way', async () => {
    let answer: (value: { status: boolean; message: string }) => void = () => undefined;
    inquiry.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ContactForm />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(send());
    const sending = await screen.findByRole('button', { name: COPY.sending });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(MSG.completeRecaptcha)).toBeNull();
    fireEvent.click(sending);
    expect(inquiry).toHaveBeenCalledTimes(1);
    await act(async () => answer({ status: true, message: MSG.inquirySent }));
    await screen.findByRole('button', { name: COPY.send });
  });

  it("shows the server's thanks as a toast and in the form, and starts afresh: fields, country, search and captcha", async () => {
    render(<ContactForm />);
    await fillIn();
    fireEvent.change(country(), { target: { value: 'ind' } });
    await solveCaptcha();
    fireEvent.click(send());
    await waitFor(() => expect(statusText()).toContain(MSG.inquirySent));
    expect(lastToast()).toMatchObject({ kind: 'success', title: MSG.inquirySent });
    for (const name of Object.values(COPY.fields)) expect(field(name).value).toBe('');
    expect(country().value).toBe('');
    expect(describedBy(phone())).toContain('+91');
    await waitFor(() => expect(box().checked).toBe(false));
    expect(box().disabled).toBe(false);
    expect(send().disabled).toBe(true);
    expect(screen.getByText(MSG.completeRecaptcha)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a 400's messages under their fields, keeps what was typed, focuses the first, and asks for a new captcha", async () => {
    inquiry.mockRejectedValue(
      new ApiError(ANSWER.tooLong('Subject', 200), 400, {
        status: false,
        message: ANSWER.tooLong('Subject', 200),
        errors: { subject: ANSWER.tooLong('Subject', 200), country: ANSWER.unknownCountry },
      }),
    );
    render(<ContactForm />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(send());
    await waitFor(() => expect(describedBy(field(COPY.fields.subject))).toContain(ANSWER.tooLong('Subject', 200)));
    expect(describedBy(country())).toContain(ANSWER.unknownCountry);
    await waitFor(() => expect(document.activeElement).toBe(field(COPY.fields.subject)));
    for (const [name, value] of Object.entries(FILLED)) expect(field(COPY.fields[name as keyof typeof FILLED]).value).toBe(value);
    expect(country().value).toBe('India');
    expect(lastToast()).toMatchObject({ kind: 'error', title: MSG.inquiryFailed, description: ANSWER.tooLong('Subject', 200) });
    await waitFor(() => expect(box().checked).toBe(false));
    expect(send().disabled).toBe(true);
  });

  it('says "reCAPTCHA verification failed" at a fresh captcha when the server refuses it; the typing stays', async () => {
    inquiry.mockRejectedValue(new ApiError(MSG.recaptchaFailed, 400, { status: false, message: MSG.recaptchaFailed }));
    render(<ContactForm />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(send());
    await waitFor(() => expect(box().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(box())).toContain(MSG.recaptchaFailed);
    expect(box().checked).toBe(false);
    expect(box().disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(company().value).toBe(FILLED.company);
    expect(lastToast()).toMatchObject({ kind: 'error', title: MSG.inquiryFailed, description: MSG.recaptchaFailed });

    // Solved again: the message goes, and the inquiry can go with the new solution.
    captchaChallenge.mockResolvedValue(challengeFor(7));
    inquiry.mockResolvedValue({ status: true, message: MSG.inquirySent });
    await solveCaptcha();
    expect(screen.queryByText(MSG.recaptchaFailed)).toBeNull();
    fireEvent.click(send());
    await waitFor(() => expect(inquiry).toHaveBeenCalledTimes(2));
    expect(solvedNumber(inquiry.mock.calls[1]?.[0].recaptcha ?? '')).toBe(7);
  });

  it.each([
    ['a server error (500)', new ApiError('Server error', 500, { status: false, message: MSG.somethingWentWrong }), MSG.somethingWentWrong],
    ['too many enquiries (429)', new ApiError(ANSWER.tooManyEnquiries, 429, { status: false, message: ANSWER.tooManyEnquiries }), ANSWER.tooManyEnquiries],
    ['no network', new ApiError('Failed to fetch', 0), null],
  ])('toasts "Failed to send inquiry" on %s and keeps what was typed', async (_, error, message) => {
    inquiry.mockRejectedValue(error);
    render(<ContactForm />);
    await fillIn();
    await solveCaptcha();
    fireEvent.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.inquiryFailed);
    expect(lastToast()).toMatchObject({ kind: 'error', title: MSG.inquiryFailed, description: message ?? undefined });
    if (message) expect(alert.textContent).toContain(message);
    for (const [name, value] of Object.entries(FILLED)) expect(field(COPY.fields[name as keyof typeof FILLED]).value).toBe(value);
    expect(country().value).toBe('India');
    expect(statusText()).not.toContain(MSG.inquirySent);
  });
});
