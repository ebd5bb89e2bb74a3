import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { clearSession } from '@so/stores';
import { resetShopper } from '../shared/test-setup.ts';
import { SUBSCRIBE_SAVE_COPY as COPY } from './copy.ts';
import { SubscribeAndSave } from './SubscribeAndSave.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

function serve(discount: number | Error) {
  fake.api = {
    plansInfo: vi.fn(async () => {
      if (discount instanceof Error) throw discount;
      return { status: true, data: { elite_plan_price: 19900, elite_plan_months: 1, subscription_discount_percent: discount } };
    }),
  };
}

const link = (name: string) => screen.queryByRole('link', { name });
const card = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => {
  resetShopper();
  serve(5);
});

describe('Subscribe and Save help page', () => {
  it("says the store's discount from the server", async () => {
    serve(12);
    render(<SubscribeAndSave />);
    expect((await screen.findByText(/^Save 12% on every delivery/)).tagName).toBe('P');
    expect(card(COPY.faqTitle).textContent).toContain("12% off the product's price on every delivery");
  });

  it('goes without the number when the discount cannot be loaded', async () => {
    serve(new ApiError('down', 500));
    render(<SubscribeAndSave />);
    const intro = await screen.findByText(/^Save on every delivery/);
    expect(intro.textContent).not.toMatch(/%/);
    expect(card(COPY.faqTitle).textContent).not.toMatch(/\d+%/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a logged-in shopper gets Add Subscription (/shop), Subscription Details (/profile#subscribe) and Contact Us (/contact-us)', async () => {
    render(<SubscribeAndSave />);
    await screen.findByText(/^Save 5%/);
    expect(link(COPY.addSubscription)?.getAttribute('href')).toMatch(/\/shop$/);
    expect(link(COPY.subscriptionDetails)?.getAttribute('href')).toMatch(/\/profile#subscribe$/);
    expect(link(COPY.contactUs)?.getAttribute('href')).toMatch(/\/contact-us$/);
  });

  it('a visitor does not get Subscription Details', async () => {
    clearSession();
    render(<SubscribeAndSave />);
    await screen.findByText(/^Save 5%/);
    expect(link(COPY.addSubscription)).toBeTruthy();
    expect(link(COPY.subscriptionDetails)).toBeNull();
    expect(link(COPY.contactUs)).toBeTruthy();
  });

  it("has the help cards with the store's rules: schedule, sooner, skip (7 and 15 days), pause and cancel (10 days), FAQs, terms", async () => {
    render(<SubscribeAndSave />);
    await screen.findByText(/^Save 5%/);
    expect(card(COPY.cards.schedule.title).textContent).toContain('delivery options');
    expect(card(COPY.cards.earlier.title)).toBeTruthy();
    expect(card(COPY.cards.skip.title).textContent).toContain('7 days away or less');
    expect(card(COPY.cards.skip.title).textContent).toContain('up to 15 days later');
    expect(card(COPY.cards.cancel.title).textContent).toContain('any time');
    expect(card(COPY.cards.cancel.title).textContent).toContain('at least 10 calendar days before the delivery');
    const faq = card(COPY.faqTitle);
    expect(within(faq).getByText('How do I pay?').closest('details')?.textContent).toContain('automatic only: debit card, credit card, net banking or UPI');
    expect(within(card(COPY.termsTitle)).getAllByRole('listitem').length).toBe(COPY.terms.length);
  });

  it('shows amounts in INR without decimals', async () => {
    render(<SubscribeAndSave />);
    await screen.findByText(/^Save 5%/);
    const faq = card(COPY.faqTitle);
    expect(within(faq).getByText('What does delivery cost?').closest('details')?.textContent).toContain('₹100,');
    expect(faq.textContent).toContain('more than ₹250 ');
    expect(faq.textContent).not.toMatch(/₹\d[\d,]*\.\d/);
  });
});
