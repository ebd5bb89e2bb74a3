import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import type { ContentPage as StaffPage } from '@so/contract';
import { $pageMeta } from '@so/stores';
import { loadedPageHeading, recordNavigations, resetShopper } from '../shared/test-setup.ts';
import { ContentPage } from './ContentPage.tsx';
import { define } from './content-page.element.ts';
import { ContentPageView } from './ContentPageView.tsx';
import { CONTENT_PAGE_COPY as COPY } from './copy.ts';
import type { ContentDocument } from './content-document.ts';
import { CONTENT_PAGE_DOCUMENTS, CONTENT_PAGE_NAMES, type ContentPageName } from './documents.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

/** GET /content-pages/{slug}/ answers the staff's page, fails, or never answers. */
function serve(answer: StaffPage | Error | 'pending') {
  const contentPage = vi.fn((slug: string) => {
    if (answer === 'pending') return new Promise<never>(() => undefined);
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({ status: true, page: { ...answer, slug } });
  });
  fake.api = { contentPage };
  return contentPage;
}

const notFound = () => new ApiError('Not found', 404);
const navigations = recordNavigations();

/** The page `name` with its shipped text (the server has no staff text for it: 404). */
async function shipped(name: ContentPageName) {
  serve(notFound());
  const view = render(<ContentPage page={name} />);
  await screen.findByRole('region', { name: CONTENT_PAGE_DOCUMENTS[name].sections[0].heading });
  return view;
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const text = (name: string | RegExp) => region(name).textContent ?? '';
const hrefOf = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('link', { name }).getAttribute('href');
const h1 = () => screen.getByRole('heading', { level: 1 });
const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const headingsOf = (doc: ContentDocument) => [...doc.sections.map((s) => s.heading), COPY.help.title];

beforeEach(() => {
  resetShopper();
  $pageMeta.set(null);
});

describe('<so-content-page> shipped pages', () => {
  it('asks GET /content-pages/{slug}/ for the page it names, once', async () => {
    for (const name of CONTENT_PAGE_NAMES) {
      const call = serve(notFound());
      const { unmount } = render(<ContentPage page={name} />);
      await screen.findByRole('region', { name: CONTENT_PAGE_DOCUMENTS[name].sections[0].heading });
      expect(call.mock.calls).toEqual([[name]]);
      unmount();
    }
  });

  it('About Us: the story of ten years, what the store sells, its stores, offers and contacts', async () => {
    await shipped('about-us');
    expect(h1().textContent).toBe('About Us');
    expect(h2s()).toEqual(headingsOf(CONTENT_PAGE_DOCUMENTS['about-us']));
    expect(screen.getByText(/began in Ahmedabad ten years ago/).tagName).toBe('P');
    const sells = within(region('What we sell')).getAllByRole('listitem').map((li) => li.textContent?.split(':')[0]);
    expect(sells).toEqual(['Organic foods', 'Natural personal care', 'Natural home care', 'Gifting', 'Ayurvedic items']);
    expect(hrefOf(region('Our stores'), 'store locator')).toMatch(/\/store-locator$/);
    const save = region('Ways to save');
    expect(hrefOf(save, 'SO Coin')).toMatch(/\/so-coin$/);
    expect(hrefOf(save, 'SO Elite')).toMatch(/\/subscription-plans$/);
    expect(hrefOf(save, 'Subscribe and Save')).toMatch(/\/subscribe-and-save$/);
    expect(save.textContent).toContain('1 coin for every ₹100');
    const reach = region('How to reach us');
    expect(hrefOf(reach, '+91 79 4890 2020')).toBe('tel:+917948902020');
    expect(hrefOf(reach, 'care@soorganicstore.in')).toBe('mailto:care@soorganicstore.in');
    expect(hrefOf(reach, 'contact page')).toMatch(/\/contact-us$/);
    expect(hrefOf(reach, 'FAQ')).toMatch(/\/faq$/);
    // About Us is not a policy: no date.
    expect(screen.queryByText(new RegExp(COPY.lastUpdated))).toBeNull();
  });

  it('Inspire and Support: farmers, makers, families and causes, ways to join in, and no invented numbers', async () => {
    const { container } = await shipped('inspire-and-support');
    expect(h1().textContent).toBe('Inspire and Support');
    expect(h2s()).toEqual(headingsOf(CONTENT_PAGE_DOCUMENTS['inspire-and-support']));
    const join = region('How you can join in');
    expect(within(join).getAllByRole('listitem')).toHaveLength(5);
    expect(hrefOf(join, 'shop')).toMatch(/\/shop$/);
    expect(hrefOf(join, 'Subscribe and Save')).toMatch(/\/subscribe-and-save$/);
    expect(hrefOf(join, 'events')).toMatch(/\/event$/);
    expect(hrefOf(join, 'Tell us about them')).toMatch(/\/contact-us$/);
    // No statistics or certificate numbers anywhere in its text.
    expect(container.querySelector('[part="content"]')?.textContent).not.toMatch(/\d/);
  });

  it("Terms and Conditions: the minimum order, payment, delivery, shipping, coins, SO Elite, subscriptions, law", async () => {
    await shipped('terms-and-conditions');
    expect(h1().textContent).toBe('Terms and Conditions');
    expect(h2s()).toEqual(headingsOf(CONTENT_PAGE_DOCUMENTS['terms-and-conditions']));
    expect(screen.getByText(COPY.lastUpdated, { exact: false }).textContent).toBe('Last updated: 26 Nov 2026');
    expect(screen.getByText('26 Nov 2026').getAttribute('datetime')).toBe('2026-11-26');

    expect(text('Prices and products')).toContain('Indian rupees (INR) and include the applicable taxes, as shown at checkout');
    expect(text('Minimum order')).toContain('more than ₹250, unless it includes a product whose name contains the word "book"');
    expect(text('Payment')).toContain('cash on delivery, or online');
    expect(text('Payment')).toContain('debit card, credit card, net banking or UPI');
    expect(text('Delivery')).toContain('we do not deliver outside India');
    expect(text('Delivery')).toContain('within up to 7 working days');
    expect(text('Shipping charges')).toContain('a flat ₹100 per order. It is free for delivery addresses in Ahmedabad and for SO Elite members');

    const coins = within(region('SO Coins')).getAllByRole('listitem').map((li) => li.textContent);
    expect(coins).toContain('1 coin = ₹1.');
    expect(coins.join(' ')).toContain('1 coin for every full ₹100 of an order\'s final total: an order of ₹1,250 earns 12 coins');
    expect(coins).toContain('No coins are earned on an order in which you redeem coins.');
    expect(coins).toContain('Coins have no expiry date.');
    expect(coins.join(' ')).toContain('There is no minimum redemption: redeem any number of coins up to your wallet balance');
    expect(coins.join(' ')).toContain('not transferable');
    expect(coins).toContain('Coins are valid at all our stores and on the website.');

    expect(text('SO Elite membership')).toContain('lasts 1 month');
    expect(text('SO Elite membership')).toContain('within 3 weeks of paying');
    expect(text('Subscribe and Save')).toContain('paid automatically only');
    expect(text('Subscribe and Save')).toContain('at least 10 calendar days before a delivery');
    expect(text('Gift vouchers')).toContain('cannot be reloaded, refunded or transferred');
    expect(text('Returns and refunds')).toContain('5-day replacement guarantee');
    expect(text('Returns and refunds')).toContain('within 15 days of delivery');
    expect(hrefOf(region('Returns and refunds'), 'Return and Refund Policy')).toMatch(/\/return-and-refund-policy$/);
    expect(text('Governing law')).toContain('laws of India');
    expect(text('Governing law')).toContain('courts at Ahmedabad');
  });

  it('Shipping Policy: 2 working days in Ahmedabad, 5–6 elsewhere, the six rapid cities, ₹100 or free, India only', async () => {
    await shipped('shipping-policy');
    expect(h1().textContent).toBe('Shipping Policy');
    expect(h2s()).toEqual(headingsOf(CONTENT_PAGE_DOCUMENTS['shipping-policy']));
    expect(screen.getByText('26 Nov 2026')).toBeTruthy();
    expect(text('Where we deliver')).toContain('We do not deliver outside India');
    const times = within(region('Delivery times')).getAllByRole('listitem').map((li) => li.textContent);
    expect(times).toEqual(['Ahmedabad: 2 working days.', 'Elsewhere in India: 5–6 working days.']);
    expect(text('Delivery times')).toContain('within up to 7 working days');
    const rapid = within(region('Rapid delivery cities')).getAllByRole('listitem').map((li) => li.textContent);
    expect(rapid).toEqual(['Ahmedabad', 'Mumbai', 'Bangalore', 'Kolkata', 'Gandhinagar', 'Bhavnagar']);
    const charges = within(region('Shipping charges')).getAllByRole('listitem').map((li) => li.textContent);
    expect(charges.slice(0, 3)).toEqual([
      'A flat ₹100 per order, whatever its size or weight.',
      'Free for delivery addresses in Ahmedabad.',
      'Free on every order for SO Elite members.',
    ]);
    expect(hrefOf(region('Shipping charges'), 'SO Elite')).toMatch(/\/subscription-plans$/);
    expect(hrefOf(region('Tracking your order'), 'Orders tab of your profile')).toMatch(/\/profile#orders$/);
    const damaged = region('Damaged or wrong parcels');
    expect(damaged.textContent).toContain('within 5 days of delivery');
    expect(hrefOf(damaged, 'Return and Refund Policy')).toMatch(/\/return-and-refund-policy$/);
  });

  it('Return and Refund Policy: 5-day replacement, 15-day returns, exclusions, refunds, SO Elite within 3 weeks, subscriptions', async () => {
    await shipped('return-and-refund-policy');
    expect(h1().textContent).toBe('Return and Refund Policy');
    expect(h2s()).toEqual(headingsOf(CONTENT_PAGE_DOCUMENTS['return-and-refund-policy']));
    expect(text('Our 5-day replacement guarantee')).toContain('damaged, is defective, or is not what you ordered, tell us within 5 days of delivery');
    expect(text('Returns')).toContain('within 15 days of delivery');
    const excluded = within(region('What cannot be returned')).getAllByRole('listitem').map((li) => li.textContent);
    expect(excluded.slice(0, 3)).toEqual([
      'Food items that have been opened, unless they are damaged or defective.',
      'Personal care items that have been opened or used, unless they are damaged or defective.',
      'Gift vouchers: they are non-refundable.',
    ]);
    const ask = region('How to ask for a replacement or a return');
    expect(hrefOf(ask, '+91 79 4890 2020')).toBe('tel:+917948902020');
    expect(hrefOf(ask, 'care@soorganicstore.in')).toBe('mailto:care@soorganicstore.in');
    expect(hrefOf(ask, 'Orders tab of your profile')).toMatch(/\/profile#orders$/);
    const refunds = text('Refunds');
    expect(refunds).toContain('refunded to the original payment method');
    expect(refunds).toContain('go back to your coin wallet');
    expect(refunds).toContain('Cash-on-delivery orders are refunded by bank transfer');
    expect(text('SO Elite membership')).toContain('within 3 weeks of paying for it');
    expect(text('Subscriptions')).toContain('at least 10 calendar days before a delivery');
  });

  it('Privacy Policy: what is collected (visitor id in local storage), the gateway holds card details, sharing, retention, choices', async () => {
    await shipped('privacy-policy');
    expect(h1().textContent).toBe('Privacy Policy');
    expect(h2s()).toEqual(headingsOf(CONTENT_PAGE_DOCUMENTS['privacy-policy']));
    const collected = text('What we collect');
    expect(collected).toContain("A visitor id: a random code our website receives on your first visit and keeps in your browser's local storage");
    expect(collected).toContain('meta tags');
    expect(text('Payments')).toContain('we never receive or store your card number');
    expect(text('SMS and e-mail')).toContain('one-time passwords (OTPs)');
    expect(text('Who we share it with')).toContain('only with our delivery partners and our payment partners');
    expect(text('How long we keep it')).toContain('"Former customer"');
    expect(text('Your choices')).toContain('Deactivate Account');
    expect(hrefOf(region('Your choices'), 'profile')).toMatch(/\/profile$/);
    expect(hrefOf(region('Contact us'), 'care@soorganicstore.in')).toBe('mailto:care@soorganicstore.in');
  });

  it('the policies give the same numbers to the same questions', async () => {
    const all: string[] = [];
    for (const name of ['terms-and-conditions', 'shipping-policy', 'return-and-refund-policy'] as const) {
      const { container, unmount } = await shipped(name);
      all.push(container.querySelector('[part="content"]')?.textContent ?? '');
      unmount();
    }
    const [terms, shipping, returns] = all;
    for (const page of [terms, shipping]) expect(page).toContain('up to 7 working days');
    for (const page of [terms, returns]) expect(page).toContain('3 weeks');
    for (const page of [terms, shipping, returns]) expect(page).not.toMatch(/\b(?:7|10|14|30) days of delivery/);
    expect(shipping).toContain('within 5 days of delivery');
    expect(returns).toContain('within 5 days of delivery');
  });

  it('an internal link goes through so:navigate', async () => {
    await shipped('shipping-policy');
    fireEvent.click(within(region('Tracking your order')).getByRole('link', { name: 'Orders tab of your profile' }));
    expect(navigations.map((n) => n.href)).toEqual(['/profile#orders']);
  });

  it('every page keeps the customer-care card: call, e-mail and Contact Us', async () => {
    await shipped('privacy-policy');
    const help = region(COPY.help.title);
    expect(hrefOf(help, 'Call +91 79 4890 2020')).toBe('tel:+917948902020');
    expect(hrefOf(help, 'Email care@soorganicstore.in')).toBe('mailto:care@soorganicstore.in');
    expect(hrefOf(help, 'Contact Us')).toMatch(/\/contact-us$/);
  });
});

describe('<so-content-page> without a page it knows', () => {
  it.each([undefined, '', 'contact-us', 'shipping', 'nope'])('page=%s shows Page not found with a link home, without a request', (page) => {
    const call = serve(notFound());
    render(<ContentPage page={page} />);
    expect(h1().textContent).toBe(COPY.notFound.title);
    expect(screen.getByRole('link', { name: COPY.notFound.home }).getAttribute('href')).toMatch(/^(?:https?:\/\/[^/]+)?\/$/);
    expect(screen.queryByRole('status')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('takes the page name with surrounding spaces', async () => {
    serve(notFound());
    render(<ContentPage page="  privacy-policy " />);
    expect(await screen.findByRole('region', { name: 'What we collect' })).toBeTruthy();
  });
});

describe('<so-content-page> with the text of the store staff', () => {
  const staff: StaffPage = {
    slug: 'return-and-refund-policy',
    title: 'Returns, Replacements and Refunds',
    content: '<p>From 1 January 2027 returns are collected from your door.</p><h2>Door-step pickup</h2><ul><li>Book a pickup by phone.</li></ul>',
    meta_title: 'Returns | SO Organic Store',
    meta_description: 'How to return an order to SO Organic Store.',
    updated_at: '2026-12-03T11:00:00+05:30',
  };

  it("replaces the shipped title and text, keeps the customer-care card, and publishes the staff's meta tags", async () => {
    const call = serve(staff);
    render(<ContentPage page="return-and-refund-policy" />);
    expect((await loadedPageHeading()).textContent).toBe(staff.title);
    await screen.findByRole('heading', { level: 2, name: 'Door-step pickup' });
    expect(call).toHaveBeenCalledWith('return-and-refund-policy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/returns are collected from your door/)).toBeTruthy();
    expect(screen.queryByText('Return and Refund Policy')).toBeNull();
    for (const section of CONTENT_PAGE_DOCUMENTS['return-and-refund-policy'].sections) {
      expect(screen.queryByRole('heading', { name: section.heading })).toBeNull();
    }
    expect(screen.queryByText(/We want you to be happy/)).toBeNull();
    // The date is the staff's save, not the shipped one.
    expect(screen.getByText(COPY.lastUpdated, { exact: false }).textContent).toBe('Last updated: 03 Dec 2026');
    const help = region(COPY.help.title);
    expect(hrefOf(help, 'Call +91 79 4890 2020')).toBe('tel:+917948902020');
    expect(hrefOf(help, 'Contact Us')).toMatch(/\/contact-us$/);
    // The hook publishes them from an effect (preact runs effects after the paint).
    await waitFor(() => expect($pageMeta.get()?.tags).toEqual({ title: staff.meta_title, description: staff.meta_description }));
  });

  it('a staff page of About Us has no date, and its title is the h1', async () => {
    serve({ ...staff, slug: 'about-us', title: 'Our Story', updated_at: '2026-12-03T11:00:00+05:30', meta_title: undefined });
    render(<ContentPage page="about-us" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeTruthy();
    expect(screen.queryByText(new RegExp(COPY.lastUpdated))).toBeNull();
    expect(screen.queryByRole('region', { name: 'What we sell' })).toBeNull();
    await waitFor(() => expect($pageMeta.get()?.tags.title).toBe('Our Story'));
  });
});

describe('<so-content-page> while loading and after a failure', () => {
  it('shows a skeleton, not the shipped text, while the content page loads', () => {
    serve('pending');
    render(<ContentPage page="shipping-policy" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe(COPY.loading('Shipping Policy'));
    expect(h1().textContent).toBe('Shipping Policy');
    expect(screen.queryByRole('region', { name: 'Delivery times' })).toBeNull();
    expect(screen.queryByText(/working days/)).toBeNull();
    expect(screen.queryByText(new RegExp(COPY.lastUpdated))).toBeNull();
    expect(region(COPY.help.title)).toBeTruthy();
  });

  it.each([
    ['404 (staff wrote none)', 404],
    ['500', 500],
  ])('shows the shipped text after a %s, with no error', async (_label, status) => {
    serve(new ApiError('failed', status));
    render(<ContentPage page="shipping-policy" />);
    expect(await screen.findByRole('region', { name: 'Rapid delivery cities' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(h1().textContent).toBe('Shipping Policy');
    expect($pageMeta.get()).toBeNull();
  });
});

describe('ContentPageView', () => {
  it('renders any document: intro, sections with paragraphs and lists, route links and contact links', () => {
    const doc: ContentDocument = {
      title: 'Gifting Guide',
      intro: ['Start at the ', { text: 'shop', to: '/shop' }, '.'],
      sections: [
        { heading: 'Hampers', blocks: [{ kind: 'paragraph', text: 'Festive hampers.' }, { kind: 'list', items: ['Diwali', ['Call ', { text: 'us', href: 'tel:+911234' }]] }] },
      ],
    };
    render(<ContentPageView document={doc} text={{ status: 'shipped' }} />);
    expect(h1().textContent).toBe('Gifting Guide');
    expect(screen.getByRole('link', { name: 'shop' }).getAttribute('href')).toMatch(/\/shop$/);
    const hampers = region('Hampers');
    expect(within(hampers).getByText('Festive hampers.').tagName).toBe('P');
    expect(within(hampers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Diwali', 'Call us']);
    expect(hrefOf(hampers, 'us')).toBe('tel:+911234');
  });
});

describe('the so-content-page element', () => {
  it('takes the page from its page attribute, in an open shadow root', async () => {
    const call = serve(notFound());
    define();
    const element = document.createElement('so-content-page');
    element.setAttribute('page', 'shipping-policy');
    document.body.append(element);
    try {
      await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Shipping Policy'));
      await waitFor(() => expect(element.shadowRoot?.querySelectorAll('[part="section"]').length).toBe(CONTENT_PAGE_DOCUMENTS['shipping-policy'].sections.length));
      expect(call.mock.calls).toEqual([['shipping-policy']]);
    } finally {
      element.remove();
    }
  });

  it('without a page attribute shows Page not found and sends no request', async () => {
    const call = serve(notFound());
    define();
    const element = document.createElement('so-content-page');
    document.body.append(element);
    try {
      await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe(COPY.notFound.title));
      expect(call).not.toHaveBeenCalled();
    } finally {
      element.remove();
    }
  });
});
