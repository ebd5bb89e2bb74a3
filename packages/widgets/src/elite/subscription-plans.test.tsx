import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { $elite, $loginDialog, $session, $toasts, clearSession, setSession } from '@so/stores';
import { sampleUser } from '../shared/fixtures.ts';
import { pageLoad } from '../shared/redirect.ts';
import { resetShopper } from '../shared/test-setup.ts';
import { ELITE_COPY } from './copy.ts';
import { samplePlansInfo } from './fixtures.ts';
import { SubscriptionPlans } from './SubscriptionPlans.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

// The stores make their client with @so/api's createApi: every call (refreshElite's too) goes to this fake.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));

const PAYMENT_URL = 'http://store.test/api/payments/sandbox/SOELITE1';

function serve({ member = false, plan = samplePlansInfo() } = {}) {
  fake.api = {
    plansInfo: vi.fn(async () => plan),
    eliteCheck: vi.fn(async () => ({ status: true, is_sose_elite_user: member })),
    subscriptionPaymentLink: vi.fn(async (txnid: string) => ({ status: true, payment_url: PAYMENT_URL, txn_id: txnid })),
  };
}

const call = (name: string) => fake.api[name] as ReturnType<typeof vi.fn>;
const buyButton = () => screen.queryByRole('button', { name: ELITE_COPY.getElite }) as HTMLButtonElement | null;
const loginButton = () => screen.queryByRole('button', { name: ELITE_COPY.loginToJoin });

async function open() {
  render(<SubscriptionPlans />);
  await screen.findByText(ELITE_COPY.planFor(1));
}

beforeEach(() => {
  resetShopper();
  setSession(sampleUser());
  serve();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('SO Elite plans: what it shows', () => {
  it("shows the plan's price from the server with 2 decimals, and its length", async () => {
    serve({ plan: samplePlansInfo({ elite_plan_price: 24950 }) });
    await open();
    const plan = screen.getByRole('region', { name: ELITE_COPY.planTitle });
    expect(plan.textContent).toContain('₹249.50');
    expect(plan.textContent).toContain('for 1 month');
    expect(call('plansInfo')).toHaveBeenCalledTimes(1);
  });

  it('says a longer plan in months, in the price and in the FAQ', async () => {
    serve({ plan: samplePlansInfo({ elite_plan_price: 54950, elite_plan_months: 3 }) });
    render(<SubscriptionPlans />);
    expect((await screen.findByText('for 3 months')).closest('p')?.textContent).toContain('₹549.50');
    expect(screen.getByText('How long does SO Elite last?').closest('details')?.textContent).toContain('3 months from the day you pay');
  });

  it('shows benefits, customers’ quotes with their names, and the FAQ with the store policies', async () => {
    await open();
    const benefits = screen.getByRole('region', { name: ELITE_COPY.benefitsTitle });
    expect(within(benefits).getByRole('heading', { name: 'Free delivery on every order' })).toBeTruthy();
    const quotes = screen.getByRole('region', { name: ELITE_COPY.testimonialsTitle });
    expect(quotes.querySelectorAll('blockquote')).toHaveLength(ELITE_COPY.testimonials.length);
    expect(within(quotes).getByText('— Meera, Pune')).toBeTruthy();
    const faq = screen.getByRole('region', { name: ELITE_COPY.faqTitle });
    expect(within(faq).getByText('How long does SO Elite last?').closest('details')?.textContent).toContain('One month from the day you pay');
    expect(within(faq).getByText('Can I cancel my plan?').closest('details')?.textContent).toContain('within 3 weeks');
    expect(within(faq).getByText('What if I renew before my membership ends?').closest('details')?.textContent).toContain(
      'starts the day after your current membership ends',
    );
  });

  it('shows a loading placeholder, then an error with Try again when the plan cannot be loaded', async () => {
    let fail = true;
    fake.api.plansInfo = vi.fn(async () => {
      if (fail) throw new ApiError('down', 503);
      return samplePlansInfo();
    });
    render(<SubscriptionPlans />);
    expect(screen.getByRole('status', { name: '' }).getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.somethingWentWrong);
    expect(alert.textContent).toContain(MSG.tryAgainLater);
    expect(buyButton()).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText('₹199.00')).toBeTruthy();
    expect(buyButton()).toBeTruthy();
  });
});

describe('SO Elite plans: the right button for each shopper', () => {
  it('a logged-in non-member gets "Get SOSE Elite today" and no login button', async () => {
    await open();
    expect(buyButton()).toBeTruthy();
    expect(loginButton()).toBeNull();
  });

  it('a visitor gets "Login to join SOSE Elite", which opens the login dialog; the server is not asked about membership', async () => {
    clearSession();
    await open();
    expect(buyButton()).toBeNull();
    fireEvent.click(loginButton() as HTMLElement);
    expect($loginDialog.get()).toEqual({ open: true, reason: ELITE_COPY.loginToJoin });
    expect(call('eliteCheck')).not.toHaveBeenCalled();
  });

  it('a member gets no buy button, is told so, and is linked to the membership in the profile', async () => {
    setSession(sampleUser({ is_sose_elite_user: true }));
    serve({ member: true });
    await open();
    expect(buyButton()).toBeNull();
    expect(loginButton()).toBeNull();
    expect(screen.getByText(ELITE_COPY.memberTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: ELITE_COPY.seeMembership }).getAttribute('href')).toMatch(/\/profile#elite$/);
  });

  it('asks the server on arrival: a stored flag that is out of date does not decide the button', async () => {
    serve({ member: true });
    await open();
    await waitFor(() => expect(buyButton()).toBeNull());
    expect($elite.get()).toBe('true');
    expect($session.get()?.is_sose_elite_user).toBe(true);
    expect(screen.getByText(ELITE_COPY.memberTitle)).toBeTruthy();
  });
});

describe('SO Elite plans: buying', () => {
  it('asks for a payment link with a new txnid (letters and digits, at most 25) and opens the payment page in this tab', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    await open();
    fireEvent.click(buyButton() as HTMLElement);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    const link = call('subscriptionPaymentLink');
    expect(link).toHaveBeenCalledTimes(1);
    expect(link.mock.calls[0][0]).toMatch(/^[0-9A-Z]{1,25}$/);
    expect(buyButton()?.disabled).toBe(true);
    expect(screen.getByText(ELITE_COPY.redirecting)).toBeTruthy();
    fireEvent.click(buyButton() as HTMLElement);
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('says "Something went wrong / Please try again later!" when no link comes, and lets the shopper try again with the same txnid', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    await open();
    const link = vi.fn(async (_txnid: string) => Promise.reject(new ApiError('offline', 0)));
    fake.api.subscriptionPaymentLink = link;
    fireEvent.click(buyButton() as HTMLElement);
    await waitFor(() => expect($toasts.get()).toHaveLength(1));
    expect($toasts.get()[0]).toMatchObject({ kind: 'error', title: MSG.somethingWentWrong, description: MSG.tryAgainLater });
    expect(assign).not.toHaveBeenCalled();
    expect(buyButton()?.disabled).toBe(false);
    fireEvent.click(buyButton() as HTMLElement);
    await waitFor(() => expect(link).toHaveBeenCalledTimes(2));
    expect(link.mock.calls[1][0]).toBe(link.mock.calls[0][0]);
  });

  it('a link answer without a payment URL is a failure too', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    await open();
    fake.api.subscriptionPaymentLink = vi.fn(async () => ({ status: true }));
    fireEvent.click(buyButton() as HTMLElement);
    await waitFor(() => expect($toasts.get()[0]?.title).toBe(MSG.somethingWentWrong));
    expect(assign).not.toHaveBeenCalled();
  });
});
