import nodeConsole from 'node:console';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import type { ContentPage } from '@so/contract';
import { $config, configure } from '@so/stores';
import { type ContentPageAnswer, contentPageCall, loadedPageHeading, resetShopper } from '../shared/test-setup.ts';
import { ORGANIC_LIVING_COPY as COPY, ORGANIC_LIVING_SITE as SITE } from './copy.ts';
import { OrganicLiving } from './OrganicLiving.tsx';
import { OrganicLivingView } from './OrganicLivingView.tsx';
import { render } from '../shared/store-testing.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const STAFF_PAGE: ContentPage = {
  slug: 'organic-living',
  title: 'Organic Living at the lake',
  content: '<h2>Monsoon open days</h2><p>Site visits every Sunday this monsoon.</p>',
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
};

/** GET /content-pages/organic-living/ answers `page`, an error, or never. */
function serve(page: ContentPageAnswer) {
  fake.api = { contentPage: contentPageCall(page, 'organic-living') };
}

const API_BASE = 'https://api.store.example/api';
let savedBase = '';

/**
 * happy-dom loads no frame and says so for the map's iframe, on the console it was given when the
 * environment started (Node's, not the test's): only that message is kept quiet.
 */
function quietFrameLoading() {
  const original = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes('Iframe page loading is disabled'))) return;
    original(...args);
  });
}

beforeEach(() => {
  quietFrameLoading();
  resetShopper();
  savedBase = $config.get().apiBase;
  configure({ apiBase: API_BASE });
  serve(new ApiError('Not found', 404));
});
afterEach(() => {
  configure({ apiBase: savedBase });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const h1 = () => screen.getAllByRole('heading', { level: 1 });
const carousel = () => screen.getByRole('region', { name: COPY.bannersLabel });

/** The site address, map and phone: on the page whatever its text. */
function expectVisitDetails() {
  const address = screen.getByRole('region', { name: COPY.addressTitle });
  for (const line of SITE.addressLines) expect(address.textContent).toContain(line);
  expect(screen.getByTitle(COPY.mapFrameTitle).tagName).toBe('IFRAME');
  expect(screen.getByRole('link', { name: COPY.call(SITE.phone) }).getAttribute('href')).toBe('tel:+917948902040');
  expect(within(carousel()).getAllByRole('img')).toHaveLength(5);
}

describe('Organic Living page', () => {
  it('shows its own text when staff wrote none (404): the project, farming, trees, water, community, plots', async () => {
    render(<OrganicLiving />);
    expect((await loadedPageHeading()).textContent).toBe('Organic Living');
    expect(h1()).toHaveLength(1);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'The project',
      'Natural farming',
      'Native trees',
      'Water harvesting',
      'A community',
      'Plots and site visits',
      COPY.addressTitle,
      COPY.mapTitle,
      COPY.contactTitle,
    ]);
    expect(screen.getByText(/beside a lake, a short drive from Ahmedabad/)).toBeTruthy();
    expect(screen.getByText(/^Plots are offered on request\./).textContent).toContain('share all the details of the plots and the documents there');
    // No price on the page.
    expect(document.body.textContent).not.toMatch(/₹|Rs\.?\s?\d|per sq/i);
    expect(fake.api.contentPage).toHaveBeenCalledWith('organic-living');
    expectVisitDetails();
  });

  it('shows five banner images with their alt texts, from the image service, in a carousel with previous/next buttons', async () => {
    render(<OrganicLiving />);
    await loadedPageHeading();
    const images = within(carousel()).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([...COPY.slides]);
    images.forEach((img, i) => {
      expect(img.getAttribute('src')).toBe(`https://api.store.example/media/pages/organic-living-${i + 1}-1600.webp`);
      expect(img.getAttribute('srcset')).toBe(
        `https://api.store.example/media/pages/organic-living-${i + 1}-800.webp 800w, https://api.store.example/media/pages/organic-living-${i + 1}-1600.webp 1600w`,
      );
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '500']);
      expect(img.getAttribute('loading')).toBe(i === 0 ? 'eager' : 'lazy');
    });
    expect(within(carousel()).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(within(carousel()).getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel()).getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('moves to the next banner every 10 seconds, as the home banners do', () => {
    vi.useFakeTimers();
    render(<OrganicLivingView text={{ status: 'shipped' }} />);
    const dot = (n: number) => within(carousel()).getByRole('button', { name: `Go to slide ${n}` }).getAttribute('aria-current');
    act(() => vi.advanceTimersByTime(9_999));
    expect(dot(1)).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(dot(2)).toBe('true');
  });

  it('embeds the OpenStreetMap map of the site, lazily and without a referrer, with a link to the full map in a new tab', async () => {
    render(<OrganicLiving />);
    await loadedPageHeading();
    const frame = screen.getByTitle(COPY.mapFrameTitle);
    const src = frame.getAttribute('src') ?? '';
    expect(src.startsWith('https://www.openstreetmap.org/export/embed.html?bbox=')).toBe(true);
    const query = new URL(src).searchParams;
    expect(query.get('layer')).toBe('mapnik');
    expect(query.get('marker')).toBe(`${SITE.latitude.toFixed(4)},${SITE.longitude.toFixed(4)}`);
    const [west, south, east, north] = (query.get('bbox') ?? '').split(',').map(Number);
    expect(west < SITE.longitude && SITE.longitude < east && south < SITE.latitude && SITE.latitude < north).toBe(true);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const link = screen.getByRole('link', { name: /opens in a new tab/ });
    expect(link.textContent).toBe(COPY.openMap);
    expect(new URL(link.getAttribute('href') ?? '').hostname).toBe('www.openstreetmap.org');
    expect(link.getAttribute('href')).toContain(`mlat=${SITE.latitude.toFixed(4)}&mlon=${SITE.longitude.toFixed(4)}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("shows the staff's title and text in place of its own; the banners, address, map and phone stay", async () => {
    serve(STAFF_PAGE);
    render(<OrganicLiving />);
    expect((await loadedPageHeading()).textContent).toBe(STAFF_PAGE.title);
    expect(h1()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Monsoon open days' })).toBeTruthy();
    expect(screen.getByText('Site visits every Sunday this monsoon.')).toBeTruthy();
    expect(screen.queryByText(COPY.intro)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Natural farming' })).toBeNull();
    expectVisitDetails();
  });

  it('shows a skeleton where the text goes while the page loads; the banners, address, map and phone are there already', () => {
    serve('pending');
    render(<OrganicLiving />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain(COPY.textLoading);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([COPY.title]);
    expect(screen.queryByText(COPY.intro)).toBeNull();
    expectVisitDetails();
  });

  it('shows its own text when the content page cannot be loaded (500)', async () => {
    serve(new ApiError('Server error', 500));
    render(<OrganicLiving />);
    expect((await loadedPageHeading()).textContent).toBe(COPY.title);
    expect(screen.getByText(COPY.intro)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expectVisitDetails();
  });
});
