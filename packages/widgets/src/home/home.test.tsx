import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { type Product, MSG, formatDate } from '@so/contract';
import { $toasts } from '@so/stores';
import { goTo } from '../shared/test-setup.ts';
import type { AsyncState } from '@so/ui';
import { sampleProducts } from '../shared/fixtures.ts';
import {
  sampleBanners,
  sampleBlogs,
  sampleLowerBlocks,
  sampleLowerSections,
  sampleProductSections,
  sampleSection,
  sampleStatistics,
  sampleUpperSections,
} from './home.fixtures.ts';
import { HOME_COPY } from './copy.ts';
import { HomeView, railTitle, type HomeData } from './HomeView.tsx';
import { Home } from './Home.tsx';

const fakeApi: Partial<Record<keyof Api, ReturnType<typeof vi.fn>>> = {};

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fakeApi as unknown as Api,
}));

const ready = <T,>(data: T): AsyncState<T> => ({ status: 'ready', data });
const loading = { status: 'loading' } as const;
const failed = { status: 'error', error: new Error('boom') } as const;

function fullData(overrides: Partial<HomeData> = {}): HomeData {
  return {
    banners: ready(sampleBanners(3)),
    upper: ready(sampleUpperSections),
    productSections: ready(sampleProductSections),
    newArrivals: ready(sampleProducts(4)),
    mustTry: ready(sampleProducts(3)),
    bestSellers: ready(sampleProducts(2)),
    statistics: ready({ label: 'Our Journey in Numbers', visible: true, items: sampleStatistics }),
    lower: ready(sampleLowerSections),
    lowerSections: ready(sampleLowerBlocks),
    blogs: ready({ label: null, visible: true, items: sampleBlogs }),
    ...overrides,
  };
}

const renderProduct = (p: Product) => <p>{`card ${p.name}`}</p>;
const h2s = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('HomeView', () => {
  it('has one h1 (the store name) and an h2 per visible section, in the page order', () => {
    render(<HomeView data={fullData()} storeName="SO Organic" renderProduct={renderProduct} />);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0].textContent).toBe('SO Organic');
    expect(h1[0].className).toContain('visually-hidden');
    expect(h2s()).toEqual([
      'About SO Organic',
      'New Arrivals',
      'Certified Organic',
      'Ethically Sourced',
      'Pure Ghee Collection',
      // The list of new arrivals under a heading of its own: the tiles above already say "New Arrivals".
      MSG.shopRail(HOME_COPY.newArrivals),
      HOME_COPY.mustTry,
      HOME_COPY.bestSellers,
      'Our Journey in Numbers',
      'Awards and Recognition',
      'Licences',
      'Non-GMO',
      'Our Services',
      HOME_COPY.blogs,
    ]);
  });

  it('never shows one heading twice: a list titled like a section above it is the "Shop …" list', () => {
    const { rerender } = render(<HomeView data={fullData()} renderProduct={renderProduct} />);
    const headings = h2s();
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings.filter((h) => h === 'New Arrivals')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Shop New Arrivals' })).toBeTruthy();
    // Without the store's New Arrivals tiles (hidden, or named otherwise), the list keeps its own title.
    const withoutTiles = sampleUpperSections.map((s) => (s.key === 'arrival' ? { ...s, is_visible_on_website: false } : s));
    rerender(<HomeView data={fullData({ upper: ready(withoutTiles) })} renderProduct={renderProduct} />);
    expect(h2s()).toContain(HOME_COPY.newArrivals);
    expect(h2s()).not.toContain('Shop New Arrivals');
    // Headings compare as read: case and spacing aside.
    expect(railTitle('New Arrivals', [null, ' new  ARRIVALS '])).toBe('Shop New Arrivals');
    expect(railTitle('Must Try', ['New Arrivals'])).toBe('Must Try');
  });

  it('loads only the first banner eagerly at 1600×500 with high priority, with a 4:3 phone source below 768 px', () => {
    const { container } = render(<HomeView data={fullData()} renderProduct={renderProduct} />);
    const imgs = Array.from(container.querySelectorAll<HTMLImageElement>('.banner img'));
    expect(imgs).toHaveLength(3);
    expect(imgs[0].getAttribute('loading')).toBe('eager');
    expect(imgs[0].getAttribute('fetchpriority')).toBe('high');
    expect(imgs[0].getAttribute('width')).toBe('1600');
    expect(imgs[0].getAttribute('height')).toBe('500');
    expect(imgs.slice(1).map((i) => i.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    const source = container.querySelector('.banner source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toMatch(/\/media\/phone-banners\/1-800\.webp$/);
    expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['800', '600']);
    // Besides the banner, only the first section's main image (in the first screen on phones) is eager.
    const others = Array.from(container.querySelectorAll('img')).filter((i) => !imgs.includes(i as HTMLImageElement));
    expect(others.length).toBeGreaterThan(1);
    const eager = others.filter((i) => i.getAttribute('loading') === 'eager');
    expect(eager).toHaveLength(1);
    expect(eager[0].classList.contains('info__image')).toBe(true);
    expect(container.querySelector('.info__image')).toBe(eager[0]);
  });

  it('links each banner to its product, or else its category', () => {
    render(<HomeView data={fullData()} renderProduct={renderProduct} />);
    const region = screen.getByRole('region', { name: HOME_COPY.bannersLabel });
    const links = within(region).getAllByRole('link');
    expect(links[0].getAttribute('href')).toMatch(/\/shop\?page=1&category=101&category_name=A2%20Gir%20Cow%20Ghee$/);
    expect(links[1].getAttribute('href')).toMatch(/\/products\/1001\/raw-forest-honey$/);
    expect(within(region).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
  });

  it('links section images to their product or category', () => {
    render(<HomeView data={fullData()} renderProduct={renderProduct} />);
    expect(screen.getByRole('link', { name: 'Moringa Powder' }).getAttribute('href')).toMatch(/\/products\/41\/moringa-powder$/);
    expect(screen.getByRole('link', { name: 'Honey' }).getAttribute('href')).toMatch(/category=102&category_name=Honey$/);
    // Tiles without a product or category are not links.
    expect(screen.getByText('USDA Organic').closest('a')).toBeNull();
  });

  it('shows a section only when is_visible_on_website is true', () => {
    const hiddenUpper = sampleUpperSections.map((s) => (s.key === 'about' ? { ...s, is_visible_on_website: false } : s));
    render(
      <HomeView
        data={fullData({
          upper: ready(hiddenUpper),
          statistics: ready({ label: 'Our Journey in Numbers', visible: false, items: sampleStatistics }),
          blogs: ready({ label: null, visible: false, items: sampleBlogs }),
          lowerSections: ready([{ ...sampleLowerBlocks[0], is_visible_on_website: false }, sampleLowerBlocks[1]]),
        })}
        renderProduct={renderProduct}
      />,
    );
    const headings = h2s();
    expect(headings).not.toContain('About SO Organic');
    expect(headings).not.toContain('Festive Gift Picks'); // hidden product section of the fixtures
    expect(screen.queryByText('card Tulsi Green Tea 1')).toBeNull();
    expect(headings).not.toContain('Our Journey in Numbers');
    expect(headings).not.toContain(HOME_COPY.blogs);
    expect(headings).not.toContain('Non-GMO');
    expect(headings).toContain('Our Services');
    expect(headings).toContain('Pure Ghee Collection');
  });

  it('renders product sections and lists as carousels of cards', () => {
    render(<HomeView data={fullData()} renderProduct={renderProduct} />);
    const rail = screen.getByRole('region', { name: HOME_COPY.mustTry });
    expect(within(rail).getAllByText(/^card /)).toHaveLength(3);
    const ghee = screen.getByRole('region', { name: 'Pure Ghee Collection' });
    expect(within(ghee).getAllByText(/^card /)).toHaveLength(6);
  });

  it('shows statistics as name/value tiles and blogs linking to their post with the date', () => {
    render(<HomeView data={fullData()} renderProduct={renderProduct} />);
    expect(screen.getByText('2,00,000+')).toBeTruthy();
    expect(screen.getByText('Happy customers')).toBeTruthy();
    const post = screen.getByRole('link', { name: 'Why A2 Ghee?' });
    expect(post.getAttribute('href')).toMatch(/\/blogs\/1\/why-a2-ghee$/);
    expect(screen.getByText(formatDate('2026-03-05T06:00:00.000Z'))).toBeTruthy();
    expect(screen.getByText('05 Mar 2026')).toBeTruthy();
  });

  it('shows a fixed-size skeleton for the first pending block and nothing below it', () => {
    const all: HomeData = {
      banners: loading, upper: loading, productSections: loading, newArrivals: loading, mustTry: loading,
      bestSellers: loading, statistics: loading, lower: loading, lowerSections: loading, blogs: loading,
    };
    const { container } = render(<HomeView data={all} renderProduct={renderProduct} />);
    expect(h2s()).toEqual([]);
    expect(container.querySelector('.banners--loading .banner')).not.toBeNull();
    const placeholders = Array.from(container.querySelectorAll<HTMLElement>('.home__placeholder'));
    expect(placeholders).toHaveLength(1);
    expect(placeholders.every((p) => Number.parseInt(p.style.minHeight, 10) > 0)).toBe(true);
  });

  it('on the page, draws the banner and the first section alone, and everything below in the next task', async () => {
    const { container } = render(<HomeView data={fullData()} storeName="SO Organic" renderProduct={renderProduct} firstScreenFirst />);
    expect(container.querySelectorAll('.banner img').length).toBeGreaterThan(0);
    expect(h2s()).toEqual(['About SO Organic']);
    await waitFor(() => expect(h2s()).toHaveLength(14));
    expect(h2s()[13]).toBe(HOME_COPY.blogs);
  });

  it('on the page, waits for the upper sections before drawing anything below them', async () => {
    const { rerender } = render(<HomeView data={fullData({ upper: loading })} renderProduct={renderProduct} firstScreenFirst />);
    expect(h2s()).toEqual([]);
    rerender(<HomeView data={fullData()} renderProduct={renderProduct} firstScreenFirst />);
    expect(h2s()).toEqual(['About SO Organic']);
    await waitFor(() => expect(h2s()).toContain(HOME_COPY.mustTry));
  });

  it('reveals blocks top-down: a loaded block waits for the one above it', () => {
    const data = fullData({ upper: loading });
    const { container, rerender } = render(<HomeView data={data} renderProduct={renderProduct} />);
    expect(h2s()).toEqual([]);
    expect(container.querySelectorAll('.home__placeholder')).toHaveLength(1);
    rerender(<HomeView data={fullData()} renderProduct={renderProduct} />);
    expect(h2s()).toContain(HOME_COPY.newArrivals);
    expect(container.querySelectorAll('.home__placeholder')).toHaveLength(0);
  });

  it('isolates a failing block: product blocks show the error with a retry, content blocks are left out', () => {
    const onRetry = vi.fn();
    render(<HomeView data={fullData({ mustTry: failed, upper: failed, banners: failed })} renderProduct={renderProduct} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.productsLoadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: HOME_COPY.retry }));
    expect(onRetry).toHaveBeenCalledWith('mustTry');
    expect(alert.closest('section')?.querySelector('h2')?.textContent).toBe(HOME_COPY.mustTry);
    expect(h2s()).not.toContain('About SO Organic');
    expect(h2s()).toContain(HOME_COPY.newArrivals);
    expect(h2s()).toContain(HOME_COPY.blogs);
    expect(screen.queryByRole('region', { name: HOME_COPY.bannersLabel })).toBeNull();
  });

  it('shows only the h1 when nothing is visible', () => {
    render(
      <HomeView
        data={fullData({
          banners: ready([]),
          upper: ready([sampleSection({ is_visible_on_website: false })]),
          productSections: ready([]),
          newArrivals: ready([]),
          mustTry: ready([]),
          bestSellers: ready([]),
          statistics: ready({ label: null, visible: true, items: [] }),
          lower: ready([]),
          lowerSections: ready([]),
          blogs: ready({ label: null, visible: true, items: [] }),
        })}
        renderProduct={renderProduct}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([HOME_COPY.storeName]);
  });
});

describe('Home (connected)', () => {
  const ok = <T,>(body: T) => vi.fn(() => Promise.resolve(body));
  const fail = () => vi.fn(() => Promise.reject(new Error('Something went wrong')));

  beforeEach(() => {
    for (const key of Object.keys(fakeApi)) delete fakeApi[key as keyof Api];
  });

  /** Every home call still on its way: the page's blocks do not matter to these tests. */
  const pending = () => {
    const never = () => vi.fn(() => new Promise(() => undefined));
    for (const key of ['banners', 'homeSections', 'newArrivals', 'mustTry', 'bestOfAllTime', 'statistics', 'lowerSections', 'homeBlogs'] as const) fakeApi[key] = never();
  };

  it.each([
    ['success', 'success', MSG.giftVoucherPaid],
    ['failure', 'error', MSG.giftVoucherPaymentFailed],
  ])("a gift voucher's buyer back from the gateway (?gift_voucher=%s) is told once, and the address loses the parameter", async (outcome, kind, title) => {
    pending();
    $toasts.set([]);
    goTo(`/?page=2&gift_voucher=${outcome}`);
    render(<Home />);
    await waitFor(() => expect($toasts.get().map((t) => [t.kind, t.title])).toEqual([[kind, title]]));
    expect(location.search).toBe('?page=2');
    $toasts.set([]);
    goTo('/');
  });

  it('says nothing of gift vouchers without the parameter', () => {
    pending();
    $toasts.set([]);
    goTo('/?gift_voucher=maybe');
    render(<Home />);
    expect($toasts.get()).toEqual([]);
    goTo('/');
  });

  it('loads every block from its own call and renders them', async () => {
    Object.assign(fakeApi, {
      banners: ok({ status: true, data: sampleBanners(2) }),
      homeSections: vi.fn((type: string) =>
        Promise.resolve({ status: true, data: type === 'Upper' ? sampleUpperSections : type === 'Lower' ? sampleLowerSections : sampleProductSections }),
      ),
      newArrivals: ok({ status: true, data: sampleProducts(2) }),
      mustTry: ok({ status: true, data: sampleProducts(2) }),
      bestOfAllTime: ok({ status: true, data: sampleProducts(2) }),
      statistics: ok({ status: true, is_visible_on_website: true, label: 'Our Journey in Numbers', data: sampleStatistics }),
      lowerSections: ok({ status: true, data: sampleLowerBlocks }),
      homeBlogs: ok({ status: true, is_visible_on_website: true, data: sampleBlogs }),
    });
    render(<Home storeName="SO Organic" />);
    expect(await screen.findByRole('heading', { name: HOME_COPY.blogs })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Our Journey in Numbers' });
    expect(fakeApi.homeSections?.mock.calls.map((c) => c[0]).sort()).toEqual(['Lower', 'Product', 'Upper']);
    expect(screen.getByRole('region', { name: HOME_COPY.bestSellers })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pure Ghee Collection' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Festive Gift Picks' })).toBeNull();
    expect(screen.getAllByRole('button', { name: new RegExp(`^${MSG.addToCart}: `) }).length).toBeGreaterThan(0);
  });

  it('still shows the page when every call fails, and retries a product block', async () => {
    Object.assign(fakeApi, {
      banners: fail(), homeSections: fail(), newArrivals: fail(), mustTry: fail(), bestOfAllTime: fail(),
      statistics: fail(), lowerSections: fail(), homeBlogs: fail(),
    });
    render(<Home />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HOME_COPY.storeName);
    fakeApi.newArrivals = ok({ status: true, data: sampleProducts(2) });
    fireEvent.click(within(screen.getAllByRole('alert')[1]).getByRole('button', { name: HOME_COPY.retry }));
    expect(await screen.findByRole('region', { name: HOME_COPY.newArrivals })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });
});
