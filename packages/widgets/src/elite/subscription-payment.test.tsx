import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { ELITE_PAYMENT_POLL_MS, MSG } from '@so/contract';
import { $elite, $loginDialog, $session, clearSession, setSession } from '@so/stores';
import { sampleUser } from '../shared/fixtures.ts';
import { goTo, recordNavigations, resetShopper } from '../shared/test-setup.ts';
import { ELITE_COPY } from './copy.ts';
import { define } from './subscription-payment.element.ts';
import { SubscriptionPayment } from './SubscriptionPayment.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

// The stores make their client with @so/api's createApi: every call (refreshElite's too) goes to this fake.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));

const navigations = recordNavigations();

type Status = { status: boolean; message?: string; payment_status?: 'pending' | 'success' | 'failure' };
const pending: Status = { status: false, payment_status: 'pending' };
const paid: Status = { status: true, payment_status: 'success' };
const failed: Status = { status: false, payment_status: 'failure' };

/** The server's answers in turn (the last one repeats). */
function serve(...answers: (Status | Error)[]) {
  let n = 0;
  const status = vi.fn(async (_txnid: string) => {
    const answer = answers[Math.min(n++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  fake.api = { subscriptionPaymentStatus: status, eliteCheck: vi.fn(async () => ({ status: true, is_sose_elite_user: true })) };
  return status;
}

/** Lets the answers arrive and the timers run, as `ms` of the page's time pass. */
const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetShopper();
  setSession(sampleUser());
  goTo('/subscription-payment');
});

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('SO Elite payment: waiting for the payment', () => {
  it('shows the processing screen and asks again one second after each "not paid yet", never sooner', async () => {
    const status = serve(pending);
    render(<SubscriptionPayment txnid="SOELITE1" payment="success" />);
    const screenStatus = screen.getByRole('status');
    expect(screenStatus.textContent).toContain(ELITE_COPY.processingTitle);
    await pass(0);
    expect(status).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledWith('SOELITE1');
    await pass(ELITE_PAYMENT_POLL_MS - 1);
    expect(status).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(status).toHaveBeenCalledTimes(2);
    await pass(ELITE_PAYMENT_POLL_MS * 3);
    expect(status).toHaveBeenCalledTimes(5);
    expect(navigations).toEqual([]);
  });

  it('never sends a second request while one is unanswered', async () => {
    const status = vi.fn(() => new Promise<Status>(() => undefined));
    fake.api = { subscriptionPaymentStatus: status };
    render(<SubscriptionPayment txnid="SOELITE1" />);
    await pass(ELITE_PAYMENT_POLL_MS * 5);
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('once paid: refreshes the membership, then goes to / in place of this page, and asks nothing more', async () => {
    const status = serve(pending, paid);
    render(<SubscriptionPayment txnid="SOELITE1" payment="success" />);
    await pass(0);
    expect($elite.get()).toBe('false');
    await pass(ELITE_PAYMENT_POLL_MS);
    expect(fake.api.eliteCheck).toHaveBeenCalledTimes(1);
    expect($elite.get()).toBe('true');
    expect($session.get()?.is_sose_elite_user).toBe(true);
    expect(navigations).toEqual([{ href: '/', replace: true, state: undefined }]);
    expect(screen.getByRole('status').textContent).toContain(ELITE_COPY.paidTitle);
    await pass(ELITE_PAYMENT_POLL_MS * 3);
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('keeps asking through a network error or a server error', async () => {
    const status = serve(new ApiError('offline', 0), new ApiError('busy', 503), paid);
    render(<SubscriptionPayment txnid="SOELITE1" />);
    await pass(ELITE_PAYMENT_POLL_MS * 2);
    expect(status).toHaveBeenCalledTimes(3);
    expect(navigations.map((n) => n.href)).toEqual(['/']);
  });

  it('reads the txnid and outcome from the page URL when the attributes are absent', async () => {
    goTo('/subscription-payment?txnid=SOFROMURL&payment=success');
    const status = serve(paid);
    render(<SubscriptionPayment />);
    await pass(0);
    expect(status).toHaveBeenCalledWith('SOFROMURL');
  });
});

describe('SO Elite payment: when it does not go through', () => {
  it('stops asking and says "Payment failed! Please try again." with a link back to the plans when the server says failure', async () => {
    const status = serve(pending, failed);
    render(<SubscriptionPayment txnid="SOELITE1" payment="success" />);
    await pass(ELITE_PAYMENT_POLL_MS);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.paymentFailed);
    expect(screen.getByRole('link', { name: ELITE_COPY.backToPlans }).getAttribute('href')).toMatch(/\/subscription-plans$/);
    await pass(ELITE_PAYMENT_POLL_MS * 5);
    expect(status).toHaveBeenCalledTimes(2);
    expect(navigations).toEqual([]);
    expect(fake.api.eliteCheck).not.toHaveBeenCalled();
  });

  it('takes the callback’s failure as final once the server agrees it is not paid', async () => {
    const status = serve(pending);
    render(<SubscriptionPayment txnid="SOELITE1" payment="failure" />);
    await pass(0);
    expect(screen.getByRole('alert').textContent).toContain(MSG.paymentFailed);
    await pass(ELITE_PAYMENT_POLL_MS * 3);
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('a payment the server says is paid goes home even when the callback said failure', async () => {
    serve(paid);
    render(<SubscriptionPayment txnid="SOELITE1" payment="failure" />);
    await pass(0);
    expect(navigations.map((n) => n.href)).toEqual(['/']);
  });

  it('without a txnid: says there is no payment to check, links to the plans and asks nothing', async () => {
    const status = serve(pending);
    render(<SubscriptionPayment />);
    await pass(ELITE_PAYMENT_POLL_MS * 2);
    expect(screen.getByRole('heading', { name: ELITE_COPY.missingTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: ELITE_COPY.backToPlans })).toBeTruthy();
    expect(status).not.toHaveBeenCalled();
  });

  it('a txnid the server does not know for this account: says so and stops', async () => {
    const status = serve(new ApiError('Payment not found', 404));
    render(<SubscriptionPayment txnid="SOSOMEONEELSE" />);
    await pass(ELITE_PAYMENT_POLL_MS * 3);
    expect(screen.getByRole('heading', { name: ELITE_COPY.unknownTitle })).toBeTruthy();
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('logged out: asks to log in (the login dialog) and polls once logged in', async () => {
    clearSession();
    const status = serve(pending);
    render(<SubscriptionPayment txnid="SOELITE1" />);
    await pass(ELITE_PAYMENT_POLL_MS);
    expect(status).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: ELITE_COPY.logIn }).click());
    expect($loginDialog.get()).toEqual({ open: true, reason: ELITE_COPY.loginToSeePayment });
    act(() => setSession(sampleUser()));
    await pass(0);
    expect(status).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain(ELITE_COPY.processingTitle);
  });
});

describe('SO Elite payment: leaving the page', () => {
  it('clears its timer on unmount: no request after the page is gone', async () => {
    const status = serve(pending);
    const { unmount } = render(<SubscriptionPayment txnid="SOELITE1" />);
    await pass(0);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    await pass(ELITE_PAYMENT_POLL_MS * 5);
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('an answer arriving after the page is gone schedules nothing and navigates nowhere', async () => {
    let reply: (answer: Status) => void = () => undefined;
    fake.api = { subscriptionPaymentStatus: vi.fn(() => new Promise<Status>((resolve) => (reply = resolve))) };
    const { unmount } = render(<SubscriptionPayment txnid="SOELITE1" />);
    await pass(0);
    unmount();
    reply(paid);
    await pass(ELITE_PAYMENT_POLL_MS * 2);
    expect(navigations).toEqual([]);
    expect(fake.api.subscriptionPaymentStatus).toHaveBeenCalledTimes(1);
  });
});

describe('<so-subscription-payment>', () => {
  it('takes txnid and payment from its attributes, as the site places it from the route query', async () => {
    define();
    const status = serve(pending);
    const host = document.createElement('so-subscription-payment');
    host.setAttribute('txnid', 'SOATTR1');
    host.setAttribute('payment', 'failure');
    document.body.append(host);
    await pass(0);
    expect(status).toHaveBeenCalledWith('SOATTR1');
    expect(host.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(MSG.paymentFailed);
    await pass(ELITE_PAYMENT_POLL_MS * 2);
    expect(status).toHaveBeenCalledTimes(1);
    host.remove();
  });
});
