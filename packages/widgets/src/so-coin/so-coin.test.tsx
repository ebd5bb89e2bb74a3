import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import type { ContentPage } from '@so/contract';
import { SO_COIN_COPY as COPY } from './copy.ts';
import { SoCoin } from './SoCoin.tsx';
import { define } from './coin-page.element.ts';
import { contentPageCall, type ContentPageAnswer } from '../shared/test-setup.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const staffPage: ContentPage = {
  slug: 'so-coin',
  title: 'SO Coins: our thank-you',
  content: '<p>Every order earns coins.</p><h2>Redeeming your coins</h2><p>Enter them in your cart.</p>',
};

/** GET /content-pages/so-coin/ answers `answer`: the staff's page, or an error (404: none written). */
function serve(answer: ContentPageAnswer) {
  const contentPage = contentPageCall(answer);
  fake.api = { contentPage };
  return contentPage;
}

const h1 = () => screen.getByRole('heading', { level: 1 });
const path = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', 'http://x').pathname + new URL(link.getAttribute('href') ?? '', 'http://x').hash;
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const features = () => screen.findByRole('heading', { level: 2, name: COPY.featuresTitle });

/** Stubs scrollIntoView (happy-dom lays nothing out) and answers the calls it got. */
const stubScroll = () => vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);

beforeEach(() => {
  serve(new ApiError('Not found.', 404));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SO Coin page', () => {
  it('has the hero: the h1, one coin for every ₹100, Start Earning to /shop and How it works', async () => {
    const contentPage = serve(new ApiError('Not found.', 404));
    render(<SoCoin />);
    await features();
    expect(contentPage).toHaveBeenCalledWith('so-coin');
    expect(h1().textContent).toBe(COPY.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/^Earn 1 SO Coin for every ₹100 you spend/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Earning' }).getAttribute('href')).toMatch(/\/shop$/);
    expect(screen.getByRole('button', { name: 'How it works' })).toBeTruthy();
  });

  it('How it works scrolls the features into view, smoothly, and moves focus to their heading', async () => {
    const scroll = stubScroll();
    const user = userEvent.setup();
    render(<SoCoin />);
    const heading = await features();
    await user.click(screen.getByRole('button', { name: 'How it works' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // The element scrolled starts with the features section.
    const scrolled = scroll.mock.contexts[0] as HTMLElement;
    expect(scrolled.contains(heading)).toBe(true);
    expect(scrolled.contains(screen.getByRole('link', { name: 'Start Earning' }))).toBe(false);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('How it works jumps without animation when the shopper prefers reduced motion', async () => {
    const scroll = stubScroll();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('prefers-reduced-motion: reduce'), media: query }));
    render(<SoCoin />);
    const heading = await features();
    await userEvent.setup().click(screen.getByRole('button', { name: 'How it works' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(document.activeElement).toBe(heading);
  });

  it('states the benefits: 1 coin = ₹1, no expiry, no minimum, all stores and the website, up to the wallet balance', async () => {
    render(<SoCoin />);
    await features();
    const benefits = within(section(COPY.featuresTitle));
    expect(benefits.getAllByRole('listitem')).toHaveLength(5);
    expect(benefits.getByRole('heading', { level: 3, name: '1 coin = ₹1' })).toBeTruthy();
    expect(benefits.getByRole('heading', { level: 3, name: 'No expiry' })).toBeTruthy();
    expect(benefits.getByRole('heading', { level: 3, name: 'No minimum redemption' })).toBeTruthy();
    expect(benefits.getByText('Your coins are valid in every one of our stores and on our website.')).toBeTruthy();
    expect(benefits.getByText(/as many coins as your wallet holds/)).toBeTruthy();
  });

  it('explains the three steps: shop (floor of total / ₹100, none when redeeming), collect (wallet link), redeem with an OTP', async () => {
    render(<SoCoin />);
    await features();
    const steps = section(COPY.stepsTitle);
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Shop', 'Collect', 'Redeem at checkout']);
    expect(items[0].textContent).toContain('Earn 1 coin for every full ₹100');
    expect(items[0].textContent).toContain('an order of ₹1,250 earns 12 coins');
    expect(items[0].textContent).toContain('An order on which you redeem coins earns none.');
    expect(path(within(items[1]).getByRole('link', { name: COPY.steps.collect.link }))).toBe('/profile#wallet');
    expect(items[2].textContent).toContain('OTP sent to your registered mobile number');
  });

  it('has an FAQ of exactly seven questions that open on a click', async () => {
    const user = userEvent.setup();
    render(<SoCoin />);
    await features();
    const faq = section(COPY.faqTitle);
    const questions = faq.querySelectorAll('details > summary');
    expect([...questions].map((q) => q.textContent)).toEqual([
      'How many SO Coins do I earn?',
      'What is an SO Coin worth?',
      'Do SO Coins expire?',
      'Is there a minimum or maximum redemption?',
      'Can I transfer my coins to someone else?',
      'Where can I use my coins?',
      'Why did my order earn no coins?',
    ]);
    const why = within(faq).getByText('Why did my order earn no coins?');
    expect(why.closest('details')?.open).toBe(false);
    await user.click(why);
    expect(why.closest('details')?.open).toBe(true);
    expect(why.closest('details')?.textContent).toContain('An order on which you redeem coins earns none.');
    expect(within(faq).getByText('Is there a minimum or maximum redemption?').closest('details')?.textContent).toContain(
      'The most you can redeem is your wallet balance',
    );
    expect(within(faq).getByText('Can I transfer my coins to someone else?').closest('details')?.textContent).toContain('cannot be transferred');
  });

  it('the staff text replaces the benefits, steps and FAQ; the hero and both buttons stay, and How it works goes to the staff text', async () => {
    const scroll = stubScroll();
    serve(staffPage);
    render(<SoCoin />);
    const staffHeading = await screen.findByRole('heading', { level: 2, name: 'Redeeming your coins' });
    expect(h1().textContent).toBe('SO Coins: our thank-you');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: COPY.featuresTitle })).toBeNull();
    expect(screen.queryByRole('heading', { name: COPY.stepsTitle })).toBeNull();
    expect(screen.queryByText('How many SO Coins do I earn?')).toBeNull();
    expect(screen.getByText(/^Earn 1 SO Coin for every ₹100/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Earning' }).getAttribute('href')).toMatch(/\/shop$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'How it works' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect((scroll.mock.contexts[0] as HTMLElement).contains(screen.getByText('Every order earns coins.'))).toBe(true);
    expect(document.activeElement).toBe(staffHeading);
  });

  it('shows a skeleton in place of the benefits, steps and FAQ while the page text loads; the hero is there', () => {
    serve('pending');
    render(<SoCoin />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain(COPY.loading);
    expect(h1().textContent).toBe(COPY.title);
    expect(screen.getByRole('link', { name: 'Start Earning' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: COPY.featuresTitle })).toBeNull();
    expect(screen.queryByText('How many SO Coins do I earn?')).toBeNull();
  });

  it('shows the shipped text when the page text cannot be loaded (500)', async () => {
    serve(new ApiError('Server error', 500));
    render(<SoCoin />);
    expect(await features()).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('inside the element\'s shadow root, How it works focuses the features heading there', async () => {
    const scroll = stubScroll();
    define();
    const element = document.createElement('so-coin-page');
    document.body.append(element);
    try {
      const root = element.shadowRoot as ShadowRoot;
      const heading = await waitFor(() => {
        const found = [...root.querySelectorAll('h2')].find((h) => h.textContent === COPY.featuresTitle);
        expect(found).toBeTruthy();
        return found as HTMLHeadingElement;
      });
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent === COPY.howItWorks) as HTMLButtonElement;
      button.click();
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(root.activeElement).toBe(heading);
    } finally {
      element.remove();
    }
  });
});
