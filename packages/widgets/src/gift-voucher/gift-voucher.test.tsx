import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import {
  ANSWER,
  GIFT_VOUCHER_MAX_RUPEES,
  GIFT_VOUCHER_MIN_RUPEES,
  GIFT_VOUCHER_PRESETS,
  GIFT_VOUCHER_TERMS,
  MSG,
  TXNID_PATTERN,
  type GiftVoucherInput,
  type VoucherLinkResponse,
} from '@so/contract';
import { $session, $toasts, clearSession, NAVIGATE_EVENT, type NavigateDetail } from '@so/stores';
import { CAPTCHA_COPY } from '../shared/captcha-copy.ts';
import { sampleUser } from '../shared/fixtures.ts';
import { pageLoad } from '../shared/redirect.ts';
import { GIFT_VOUCHER_COPY as COPY, rupees } from './copy.ts';
import { GiftVoucher } from './GiftVoucher.tsx';
import { paymentTab } from './payment-window.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const PAY_URL = 'https://sandbox.payu.example/_payment?txn=GV1';
const giftVoucherLink = vi.fn<(body: GiftVoucherInput) => Promise<VoucherLinkResponse>>();
const captchaChallenge = vi.fn(async () => ({ provider: 'off' }));
let navigations: NavigateDetail[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<NavigateDetail>).detail);
};
const newTab = { opener: {} as unknown } as Window;

beforeEach(() => {
  clearSession();
  $toasts.set([]);
  giftVoucherLink.mockReset();
  giftVoucherLink.mockResolvedValue({ status: true, message: 'Payment link created', data: PAY_URL, txn_id: 'GV1' });
  captchaChallenge.mockClear();
  fake.api = { giftVoucherLink, captchaChallenge };
  navigations = [];
  window.addEventListener(NAVIGATE_EVENT, onNavigate);
  newTab.opener = {};
  vi.spyOn(paymentTab, 'open').mockReturnValue(newTab);
  vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  window.removeEventListener(NAVIGATE_EVENT, onNavigate);
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const box = () => screen.getByRole('checkbox', { name: CAPTCHA_COPY.label }) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: /^(Buy voucher|Proceed to pay|Sending…)/ }) as HTMLButtonElement;
const amountGroup = () => screen.getByRole('group', { name: new RegExp(`^${COPY.amountLegend}`) });
const preset = (rupeeAmount: number) => within(amountGroup()).getByRole('radio', { name: rupees(rupeeAmount) });
const custom = () => screen.getByRole('spinbutton', { name: new RegExp(`^${COPY.customLabel}`) }) as HTMLInputElement;
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

async function solveCaptcha() {
  fireEvent.click(box());
  await waitFor(() => expect(payButton().disabled).toBe(false));
}

const FILLED = {
  receiver_name: 'Meera Shah',
  receiver_email: 'meera@example.in',
  sender_name: 'Rohan Desai',
  sender_email: 'rohan@example.in',
};

function fillIn(values: Partial<typeof FILLED> = {}) {
  const all = { ...FILLED, ...values };
  type(COPY.fields.receiver_name, all.receiver_name);
  type(COPY.fields.receiver_email, all.receiver_email);
  type(COPY.fields.sender_name, all.sender_name);
  type(COPY.fields.sender_email, all.sender_email);
}

describe('Gift voucher page', () => {
  it('has the h1, the form and the terms as a list under the Terms heading', () => {
    render(<GiftVoucher />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([COPY.title]);
    expect(screen.getByRole('heading', { level: 2, name: COPY.formTitle })).toBeTruthy();
    const terms = screen.getByRole('region', { name: COPY.termsTitle });
    expect(within(terms).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...GIFT_VOUCHER_TERMS]);
    expect(terms.textContent).toMatch(/no expiry/);
    expect(terms.textContent).toMatch(/cannot be refunded/);
    expect(terms.textContent).toMatch(/only on our website or in our apps/);
  });

  it('offers the presets ₹100, ₹500, ₹1,000, ₹2,000 and Another amount, nothing chosen yet', () => {
    render(<GiftVoucher />);
    const radios = within(amountGroup()).getAllByRole('radio') as HTMLInputElement[];
    expect(GIFT_VOUCHER_PRESETS.map(rupees)).toEqual(['₹100', '₹500', '₹1,000', '₹2,000']);
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['₹100', '₹500', '₹1,000', '₹2,000', COPY.anotherAmount]);
    expect(radios.some((r) => r.checked)).toBe(false);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('keeps the pay button disabled with visible help until the captcha is solved', async () => {
    render(<GiftVoucher />);
    expect(payButton().disabled).toBe(true);
    expect(payButton().title).toBe(MSG.completeRecaptcha);
    expect(describedBy(payButton())).toContain(MSG.completeRecaptcha);
    expect(screen.getByText(MSG.completeRecaptcha)).toBeTruthy();
    await solveCaptcha();
    expect(screen.queryByText(MSG.completeRecaptcha)).toBeNull();
    expect(giftVoucherLink).not.toHaveBeenCalled();
  });

  it('names every required field on an empty submit, sends nothing and focuses the amount', async () => {
    render(<GiftVoucher />);
    await solveCaptcha();
    fireEvent.click(payButton());
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      ANSWER.giftVoucherAmountRequired,
      'Recipient name is required',
      'Recipient email is required',
      'Sender name is required',
      'Sender email is required',
    ]);
    expect(describedBy(field(COPY.fields.receiver_email))).toContain('Recipient email is required');
    expect(field(COPY.fields.message).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(preset(GIFT_VOUCHER_PRESETS[0])));
    expect(giftVoucherLink).not.toHaveBeenCalled();
  });

  it('sends the exact body with a chosen preset and a txnid, opens the payment page in a new tab and goes home', async () => {
    render(<GiftVoucher />);
    fireEvent.click(preset(1000));
    fillIn();
    type(COPY.fields.message, '  Happy Diwali, Meera!  ');
    expect(payButton().textContent).toBe(COPY.pay('₹1,000'));
    await solveCaptcha();
    fireEvent.click(payButton());
    await waitFor(() => expect(navigations).toEqual([{ href: '/', url: `${location.origin}/`, replace: false }]));
    expect(giftVoucherLink).toHaveBeenCalledTimes(1);
    const body = giftVoucherLink.mock.calls[0]?.[0];
    expect(body).toEqual({ amount: 1000, ...FILLED, message: 'Happy Diwali, Meera!', txnid: expect.any(String), recaptcha: 'off' });
    expect(body?.txnid).toMatch(TXNID_PATTERN);
    expect(paymentTab.open).toHaveBeenCalledWith(PAY_URL);
    expect(newTab.opener).toBeNull();
    expect(pageLoad.assign).not.toHaveBeenCalled();
  });

  it('sends each preset as its amount in rupees and no message as null', async () => {
    for (const amount of GIFT_VOUCHER_PRESETS) {
      giftVoucherLink.mockClear();
      const { unmount } = render(<GiftVoucher />);
      fireEvent.click(preset(amount));
      fillIn();
      await solveCaptcha();
      fireEvent.click(payButton());
      await waitFor(() => expect(giftVoucherLink).toHaveBeenCalledTimes(1));
      expect(giftVoucherLink.mock.calls[0]?.[0]).toMatchObject({ amount, message: null });
      unmount();
    }
  });

  it('sends another amount as typed in whole rupees, and refuses one outside the range or with paise', async () => {
    render(<GiftVoucher />);
    fireEvent.click(within(amountGroup()).getByRole('radio', { name: COPY.anotherAmount }));
    expect(custom().min).toBe(String(GIFT_VOUCHER_MIN_RUPEES));
    expect(custom().max).toBe(String(GIFT_VOUCHER_MAX_RUPEES));
    expect(describedBy(custom())).toContain(COPY.customHint);
    expect(COPY.customHint).toContain('₹100 to ₹10,000');
    fillIn();
    await solveCaptcha();

    fireEvent.change(custom(), { target: { value: String(GIFT_VOUCHER_MAX_RUPEES + 1) } });
    fireEvent.click(payButton());
    expect(await screen.findByText(ANSWER.giftVoucherAmountRange('₹100', '₹10,000'))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(custom()));
    fireEvent.change(custom(), { target: { value: '750.5' } });
    expect(screen.getByText(ANSWER.giftVoucherAmountWhole)).toBeTruthy();
    fireEvent.change(custom(), { target: { value: '750' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(payButton().textContent).toBe(COPY.pay('₹750'));
    fireEvent.click(payButton());
    await waitFor(() => expect(giftVoucherLink).toHaveBeenCalledTimes(1));
    expect(giftVoucherLink.mock.calls[0]?.[0].amount).toBe(750);
  });

  it("starts with the logged-in shopper as the sender", () => {
    $session.set(sampleUser({ first_name: 'Asha', last_name: 'Patel', email: 'asha@soorganic.test' }));
    render(<GiftVoucher />);
    expect(field(COPY.fields.sender_name).value).toBe('Asha Patel');
    expect(field(COPY.fields.sender_email).value).toBe('asha@soorganic.test');
    expect(field(COPY.fields.receiver_name).value).toBe('');
  });

  it('counts the message against its maximum length', () => {
    render(<GiftVoucher />);
    const message = field(COPY.fields.message) as unknown as HTMLTextAreaElement;
    expect(message.maxLength).toBe(500);
    type(COPY.fields.message, 'With love');
    expect(describedBy(message)).toContain(COPY.counter(9, 500));
  });

  it("shows a 400's messages on their fields, keeps every value and asks for a fresh captcha", async () => {
    giftVoucherLink.mockRejectedValue(
      new ApiError('Invalid email format', 400, {
        status: false,
        message: 'Invalid email format',
        errors: { receiver_email: MSG.invalidEmail, amount: ANSWER.giftVoucherAmountRequired },
      }),
    );
    render(<GiftVoucher />);
    fireEvent.click(preset(500));
    fillIn();
    await solveCaptcha();
    fireEvent.click(payButton());
    expect(await screen.findByText(MSG.invalidEmail)).toBeTruthy();
    expect(describedBy(field(COPY.fields.receiver_email))).toContain(MSG.invalidEmail);
    expect(field(COPY.fields.receiver_email).value).toBe(FILLED.receiver_email);
    expect(field(COPY.fields.sender_name).value).toBe(FILLED.sender_name);
    expect((preset(500) as HTMLInputElement).checked).toBe(true);
    // A solution is good once: a fresh captcha to solve before the next try.
    await waitFor(() => expect(box().checked).toBe(false));
    expect(payButton().disabled).toBe(true);
    expect(navigations).toEqual([]);
    expect(paymentTab.open).not.toHaveBeenCalled();
  });

  it('shows a refused captcha on the captcha', async () => {
    giftVoucherLink.mockRejectedValue(new ApiError(MSG.recaptchaFailed, 400, { status: false, message: MSG.recaptchaFailed }));
    render(<GiftVoucher />);
    fireEvent.click(preset(100));
    fillIn();
    await solveCaptcha();
    fireEvent.click(payButton());
    await waitFor(() => expect(describedBy(box())).toContain(MSG.recaptchaFailed));
    expect($toasts.get()).toEqual([]);
  });

  it.each([
    ['a server error', new ApiError('Internal Server Error', 500)],
    ['no network', new TypeError('Failed to fetch')],
    ['a reused txnid', new ApiError('Conflict', 409)],
  ])('toasts "Something went wrong" after %s, keeping the values', async (_, error) => {
    giftVoucherLink.mockRejectedValueOnce(error);
    render(<GiftVoucher />);
    fireEvent.click(preset(2000));
    fillIn();
    await solveCaptcha();
    fireEvent.click(payButton());
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual([MSG.somethingWentWrong]));
    expect(screen.getByRole('alert').textContent).toContain(MSG.somethingWentWrong);
    expect(field(COPY.fields.sender_email).value).toBe(FILLED.sender_email);
    expect((preset(2000) as HTMLInputElement).checked).toBe(true);
    expect(navigations).toEqual([]);

    // The retry: the same purchase keeps its txnid; one the server gave to another gets a new one.
    await waitFor(() => expect(box().checked).toBe(false));
    await solveCaptcha();
    fireEvent.click(payButton());
    await waitFor(() => expect(giftVoucherLink).toHaveBeenCalledTimes(2));
    const [first, second] = giftVoucherLink.mock.calls.map(([body]) => body.txnid);
    if (error instanceof ApiError && error.status === 409) expect(second).not.toBe(first);
    else expect(second).toBe(first);
  });

  it('toasts "Something went wrong" when the answer names no payment page', async () => {
    giftVoucherLink.mockResolvedValue({ status: true, data: 'javascript:alert(1)' });
    render(<GiftVoucher />);
    fireEvent.click(preset(100));
    fillIn();
    await solveCaptcha();
    fireEvent.click(payButton());
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual([MSG.somethingWentWrong]));
    expect(paymentTab.open).not.toHaveBeenCalled();
  });

  it('opens the payment page in this tab when the new tab is blocked, without going home', async () => {
    vi.mocked(paymentTab.open).mockReturnValue(null);
    render(<GiftVoucher />);
    fireEvent.click(preset(500));
    fillIn();
    await solveCaptcha();
    fireEvent.click(payButton());
    await waitFor(() => expect(pageLoad.assign).toHaveBeenCalledWith(PAY_URL));
    expect(navigations).toEqual([]);
    expect(payButton().textContent).toBe(COPY.sending);
  });

  it('reads Sending… and is disabled while the link is asked', async () => {
    let answer: (value: VoucherLinkResponse) => void = () => undefined;
    giftVoucherLink.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<GiftVoucher />);
    fireEvent.click(preset(500));
    fillIn();
    await solveCaptcha();
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton().textContent).toBe(COPY.sending));
    expect(payButton().disabled).toBe(true);
    answer({ status: true, data: PAY_URL });
    await waitFor(() => expect(navigations).toHaveLength(1));
  });
});
