import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import type { ContentPage } from '@so/contract';
import { NAVIGATE_EVENT, type NavigateDetail } from '@so/stores';
import { type ContentPageAnswer, contentPageCall, loadedPageHeading, resetShopper } from '../shared/test-setup.ts';
import { FRANCHISE_BRANDS, FRANCHISE_CONTACTS, FRANCHISE_COPY as COPY } from './copy.ts';
import { Franchise } from './Franchise.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const STAFF_PAGE: ContentPage = {
  slug: 'franchise',
  title: 'Franchise with SO Organic Store',
  content: '<p>We are opening stores in Surat and Vadodara this winter.</p>',
  meta_title: 'Franchise | SO Organic Store',
};

/** GET /content-pages/franchise/ answers `page`, an error, or never. */
function serve(page: ContentPageAnswer) {
  fake.api = { contentPage: contentPageCall(page, 'franchise') };
}

const navigations: string[] = [];
/** The host's side of `so:navigate`: it routes the link (preventDefault) and we note where to. */
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<NavigateDetail>).detail.href);
};

beforeEach(() => {
  resetShopper();
  serve(new ApiError('Not found', 404));
  navigations.length = 0;
  window.addEventListener(NAVIGATE_EVENT, onNavigate);
});
afterEach(() => window.removeEventListener(NAVIGATE_EVENT, onNavigate));

const region = (name: string) => screen.getByRole('region', { name });

/** The pillars, the brands and the contacts: on the page whatever its text. */
function expectPillarsBrandsContacts() {
  const pillars = within(region(COPY.pillarsTitle)).getAllByRole('heading', { level: 3 });
  expect(pillars.map((h) => h.textContent)).toEqual(['Pure products', 'Store design', 'Business support', 'Marketing and social media', 'Staff training', 'IT']);
  expect(within(region(COPY.brandsTitle)).getAllByRole('article')).toHaveLength(2);
  expect(screen.getByRole('link', { name: COPY.call(FRANCHISE_CONTACTS.phone) }).getAttribute('href')).toBe('tel:+917948902030');
  expect(screen.getByRole('link', { name: COPY.email(FRANCHISE_CONTACTS.email) }).getAttribute('href')).toBe('mailto:franchise@soorganicstore.in');
}

describe('Franchise page', () => {
  it('shows its own store concept when staff wrote none (404), then the pillars, the brands and the contacts', async () => {
    render(<Franchise />);
    expect((await loadedPageHeading()).textContent).toBe(COPY.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/^An SO Organic Store is a neighbourhood shop for organic food/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([COPY.pillarsTitle, COPY.brandsTitle, COPY.contactTitle]);
    expect(fake.api.contentPage).toHaveBeenCalledWith('franchise');
    expectPillarsBrandsContacts();
  });

  it('shows the six support pillars in order, each a card with its text', async () => {
    render(<Franchise />);
    await loadedPageHeading();
    const cards = within(region(COPY.pillarsTitle)).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    cards.forEach((card, i) => {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(COPY.pillars[i].title);
      expect(card.querySelector('p')?.textContent).toBe(COPY.pillars[i].text);
    });
    expect(cards[5].textContent).toContain('SO Coins');
  });

  it("presents two brands with their catalogue ranges, each linking to the brand's shop listing", async () => {
    render(<Franchise />);
    await loadedPageHeading();
    const brands = within(region(COPY.brandsTitle)).getAllByRole('article');
    expect(brands.map((b) => within(b).getByRole('heading', { level: 3 }).textContent)).toEqual(['SO Organics', 'Satvik Living']);
    const soRanges = within(screen.getByRole('list', { name: 'SO Organics ranges' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(soRanges).toContain('Ghee');
    expect(soRanges).toContain('Books');
    expect(soRanges).toHaveLength(10);
    const satvikRanges = within(screen.getByRole('list', { name: 'Satvik Living ranges' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(satvikRanges).toContain('Gift Packing');
    expect(satvikRanges).toHaveLength(10);

    const shopSo = screen.getByRole('link', { name: 'Shop SO Organics' });
    expect(shopSo.getAttribute('href')).toMatch(/\/shop\?page=1&brand=1&brand_name=SO%20Organics$/);
    expect(screen.getByRole('link', { name: 'Shop Satvik Living' }).getAttribute('href')).toMatch(/\/shop\?page=1&brand=8&brand_name=Satvik%20Living$/);
    fireEvent.click(shopSo);
    expect(navigations).toEqual(['/shop?page=1&brand=1&brand_name=SO%20Organics']);
    expect(FRANCHISE_BRANDS.map((b) => b.id)).toEqual([1, 8]);
  });

  it('gives the franchise desk as a tel: and a mailto: link, with what they are in their names', async () => {
    render(<Franchise />);
    await loadedPageHeading();
    const contact = region(COPY.contactTitle);
    const phone = within(contact).getByRole('link', { name: `Call the franchise team on ${FRANCHISE_CONTACTS.phone}` });
    expect(phone.getAttribute('href')).toBe('tel:+917948902030');
    expect(phone.textContent).toBe(FRANCHISE_CONTACTS.phone);
    const mail = within(contact).getByRole('link', { name: 'E-mail the franchise team at franchise@soorganicstore.in' });
    expect(mail.getAttribute('href')).toBe('mailto:franchise@soorganicstore.in');
  });

  it("shows the staff's title and text in place of the store concept; pillars, brands and contacts stay", async () => {
    serve(STAFF_PAGE);
    render(<Franchise />);
    expect((await loadedPageHeading()).textContent).toBe(STAFF_PAGE.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('We are opening stores in Surat and Vadodara this winter.')).toBeTruthy();
    expect(screen.queryByText(COPY.concept[0])).toBeNull();
    expect(screen.queryByRole('heading', { name: COPY.title })).toBeNull();
    expectPillarsBrandsContacts();
  });

  it('shows a skeleton where the text goes while the page loads; pillars, brands and contacts are there already', () => {
    serve('pending');
    render(<Franchise />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain(COPY.textLoading);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([COPY.title]);
    expect(screen.queryByText(COPY.concept[0])).toBeNull();
    expectPillarsBrandsContacts();
  });

  it('shows its own text when the content page cannot be loaded (500)', async () => {
    serve(new ApiError('Server error', 500));
    render(<Franchise />);
    expect((await loadedPageHeading()).textContent).toBe(COPY.title);
    expect(screen.getByText(COPY.concept[0])).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expectPillarsBrandsContacts();
  });
});
