import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import type { ContentPage } from '@so/contract';
import { $pageMeta } from '@so/stores';
import { FAQ_COPY as COPY } from './copy.ts';
import { Faq } from './Faq.tsx';
import { contentPageCall, type ContentPageAnswer } from '../shared/test-setup.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const staffPage: ContentPage = {
  slug: 'faq',
  title: 'Your questions, answered',
  content: '<h2>Diwali orders</h2><details><summary>Will my Diwali order arrive in time?</summary><p>Orders placed by 25 October arrive before Diwali.</p></details>',
  meta_title: 'FAQ for Diwali | SO Organic Store',
};

/** GET /content-pages/faq/ answers `answer`: the staff's page, or an error (404: none written). */
function serve(answer: ContentPageAnswer) {
  const contentPage = contentPageCall(answer);
  fake.api = { contentPage };
  return contentPage;
}

const notFound = () => new ApiError('Not found.', 404);
const h1 = () => screen.getByRole('heading', { level: 1 });
const groupHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The answer (the whole <details>) of the question `question`. */
const answerOf = (question: string) => screen.getByText(question).closest('details');
const path = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', 'http://x').pathname;

/** Every answer, in the group titled `title`. */
function groupText(title: string): string {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  return heading.closest('section')?.textContent ?? '';
}

beforeEach(() => {
  $pageMeta.set(null);
  serve(notFound());
});

describe('FAQ page', () => {
  it('has the h1 and the seven groups, each an h2 with its questions, when staff wrote none (404)', async () => {
    const contentPage = serve(notFound());
    render(<Faq />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders and payment' })).toBeTruthy();
    expect(contentPage).toHaveBeenCalledWith('faq');
    expect(h1().textContent).toBe('Frequently Asked Questions');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(groupHeadings()).toEqual(['Orders and payment', 'Delivery', 'Returns and refunds', 'SO Coins', 'SO Elite', 'Subscribe and Save', 'Your account']);
    for (const group of COPY.groups) {
      const section = screen.getByRole('heading', { level: 2, name: group.title }).closest('section');
      expect(section?.querySelectorAll('details summary')).toHaveLength(group.items.length);
    }
  });

  it("states the store's delivery and shipping rules with the documented numbers", async () => {
    render(<Faq />);
    await screen.findByRole('heading', { level: 2, name: 'Delivery' });
    const delivery = groupText('Delivery');
    expect(answerOf('How long does delivery take?')?.textContent).toContain('2 working days in Ahmedabad, and 5–6 working days elsewhere in India');
    expect(delivery).toContain('up to 7 working days');
    expect(answerOf('Which cities get rapid delivery?')?.textContent).toContain('Ahmedabad, Mumbai, Bangalore, Kolkata, Gandhinagar and Bhavnagar');
    expect(answerOf('Do you deliver outside India?')?.textContent).toContain('only to addresses in India');
    expect(answerOf('How much does delivery cost?')?.textContent).toContain('A flat ₹100 per order. Delivery is free to addresses in Ahmedabad and, anywhere we deliver, for SO Elite members.');
    expect(answerOf('Is there a minimum order value?')?.textContent).toContain('more than ₹250');
    expect(answerOf('Which payment methods do you accept?')?.textContent).toContain('Cash on Delivery or Online Payment');
  });

  it('states the replacement and return windows, the coin rules, SO Elite and Subscribe and Save', async () => {
    render(<Faq />);
    await screen.findByRole('heading', { level: 2, name: 'Returns and refunds' });
    const returns = groupText('Returns and refunds');
    expect(returns).toContain('5-day replacement guarantee');
    expect(returns).toContain('within 5 days of delivery');
    expect(returns).toContain('within 15 days of delivery');
    // One return window everywhere (an older FAQ said 7 days; the store keeps 15).
    expect(returns).not.toMatch(/within 7 days/);
    const coins = groupText('SO Coins');
    expect(coins).toContain('1 SO Coin for every full ₹100');
    expect(coins).toContain('an order of ₹1,250 earns 12 coins');
    expect(coins).toContain('An order on which you redeem coins earns none');
    expect(coins).toContain('1 coin = ₹1');
    expect(coins).toContain('never expire');
    expect(coins).toContain('cannot be transferred');
    expect(coins).toContain('In all our stores and on our website');
    expect(coins).toContain('OTP sent to your registered mobile number');
    const elite = groupText('SO Elite');
    expect(elite).toContain('1 month from the day you pay');
    expect(elite).toContain('within 3 weeks of your payment');
    const subscriptions = groupText('Subscribe and Save');
    expect(subscriptions).toContain('Payments are automatic only: debit card, credit card, net banking or UPI');
    expect(subscriptions).toContain('at least 10 calendar days before the next delivery');
  });

  it('opens a question when the shopper clicks it; each question is a stop of the Tab order', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const question = await screen.findByText('What is an SO Coin worth?');
    const details = question.closest('details');
    expect(details?.open).toBe(false);
    await user.click(question);
    expect(details?.open).toBe(true);
    expect(within(details as HTMLElement).getByText(/Each coin you redeem takes ₹1 off your order total/)).toBeTruthy();

    // Each question is a stop of the Tab order (the browser opens a focused summary on Enter or
    // Space; user-event does not play that part, so the journeys in a real browser cover it).
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('How do I redeem my coins?'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('Do SO Coins expire? Can I give them to someone?'));
  });

  it('the staff text replaces the groups and the h1, publishes its meta title, and the help line stays', async () => {
    serve(staffPage);
    render(<Faq />);
    expect(await screen.findByText('Will my Diwali order arrive in time?')).toBeTruthy();
    expect(h1().textContent).toBe('Your questions, answered');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('Orders and payment')).toBeNull();
    expect(screen.queryByText('How long does delivery take?')).toBeNull();
    expect(screen.getByText('Will my Diwali order arrive in time?').closest('details')).toBeTruthy();
    expect(path(screen.getByRole('link', { name: COPY.helpLinks.contactUs }))).toBe('/contact-us');
    await waitFor(() => expect($pageMeta.get()?.tags.title).toBe('FAQ for Diwali | SO Organic Store'));
  });

  it('shows a skeleton, not the shipped answers, while the page text loads', () => {
    serve('pending');
    render(<Faq />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain(COPY.loading);
    expect(h1().textContent).toBe('Frequently Asked Questions');
    expect(screen.queryByText('Orders and payment')).toBeNull();
    expect(screen.queryByText('How long does delivery take?')).toBeNull();
  });

  it('shows the shipped answers when the page text cannot be loaded (500)', async () => {
    serve(new ApiError('Server error', 500));
    render(<Faq />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links "Still need help?" to the contact page, the return policy and the shipping policy', async () => {
    render(<Faq />);
    await screen.findByRole('heading', { level: 2, name: 'Orders and payment' });
    const help = screen.getByText(COPY.helpTitle).closest('p') as HTMLElement;
    expect(path(within(help).getByRole('link', { name: COPY.helpLinks.contactUs }))).toBe('/contact-us');
    expect(path(within(help).getByRole('link', { name: COPY.helpLinks.returnPolicy }))).toBe('/return-and-refund-policy');
    expect(path(within(help).getByRole('link', { name: COPY.helpLinks.shippingPolicy }))).toBe('/shipping-policy');
    // Below the groups.
    const last = screen.getByRole('heading', { level: 2, name: 'Your account' });
    expect(last.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
