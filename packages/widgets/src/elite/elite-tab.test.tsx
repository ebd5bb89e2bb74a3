import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { MSG } from '@so/contract';
import { $elite, $location } from '@so/stores';
import { goTo, resetShopper } from '../shared/test-setup.ts';
import { ELITE_COPY } from './copy.ts';
import { eliteDate, eliteStatus } from './elite.ts';
import { EliteTab } from './EliteTab.tsx';
import { sampleEliteRecord, sampleEliteRecords } from './fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

/** The server's periods, sliced by page and page size as GET /user/profile_elite_users/ does. */
function serve(all = sampleEliteRecords(3, 1)) {
  const eliteUsers = vi.fn(async (query?: { page?: number; page_size?: number }) => {
    const page = query?.page ?? 1;
    const size = query?.page_size ?? 10;
    return { status: true, count: all.length, total_pages: Math.ceil(all.length / size), data: all.slice((page - 1) * size, page * size) };
  });
  fake.api = { eliteUsers };
  return eliteUsers;
}

const cards = () => screen.getAllByRole('article');

beforeEach(() => {
  resetShopper();
  $elite.set('true');
  goTo('/profile#elite');
});

describe('Elite tab: the periods', () => {
  it('shows each period with the name, DD-MM-YYYY dates and its state in words', async () => {
    const eliteUsers = serve(sampleEliteRecords(3, 1));
    render(<EliteTab />);
    await screen.findByText(ELITE_COPY.showing(1, 3, 3));
    expect(eliteUsers).toHaveBeenCalledWith({ page: 1, page_size: 10 });
    const [upcoming, active, expired] = cards();
    expect(within(active).getByRole('heading', { name: 'Asha Patel' })).toBeTruthy();
    expect(active.textContent).toContain('Start date05-03-2026');
    expect(active.textContent).toContain('End date03-04-2026');
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(upcoming.textContent).toContain('04-04-2026');
    expect(within(upcoming).getByText('Upcoming')).toBeTruthy();
  });

  it('links members to Renew Subscription and others to Buy Subscription, both on /subscription-plans', async () => {
    serve();
    const { unmount } = render(<EliteTab />);
    const renew = await screen.findByRole('link', { name: ELITE_COPY.renew });
    expect(renew.getAttribute('href')).toMatch(/\/subscription-plans$/);
    expect(screen.queryByRole('link', { name: ELITE_COPY.buy })).toBeNull();
    unmount();
    $elite.set('false');
    render(<EliteTab />);
    expect((await screen.findByRole('link', { name: ELITE_COPY.buy })).getAttribute('href')).toMatch(/\/subscription-plans$/);
  });

  it('says "Subscription Not Found" when there is none', async () => {
    serve([]);
    render(<EliteTab />);
    expect((await screen.findByText(MSG.subscriptionNotFound)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says "Subscription loading failed" when the list cannot be loaded, and Try again loads it', async () => {
    let fail = true;
    fake.api = {
      eliteUsers: vi.fn(async () => {
        if (fail) throw new ApiError('down', 500);
        return { status: true, count: 1, total_pages: 1, data: [sampleEliteRecord()] };
      }),
    };
    render(<EliteTab />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.eliteLoadingFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText(ELITE_COPY.showing(1, 1, 1))).toBeTruthy();
  });
});

describe('Elite tab: paging', () => {
  it('asks the server for the page size chosen (10, 25, 50 or 100) and starts again from the first page', async () => {
    const eliteUsers = serve(sampleEliteRecords(30));
    goTo('/profile?elite_page=2#elite');
    render(<EliteTab />);
    await screen.findByText(ELITE_COPY.showing(11, 20, 30));
    const select = screen.getByRole('combobox', { name: ELITE_COPY.perPage }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(select, { target: { value: '25' } });
    await screen.findByText(ELITE_COPY.showing(1, 25, 30));
    expect(eliteUsers).toHaveBeenLastCalledWith({ page: 1, page_size: 25 });
    expect(cards()).toHaveLength(25);
    expect($location.get().search).toBe('?elite_size=25');
    expect($location.get().hash).toBe('#elite');
  });

  it('goes to another page with the pagination, and says which periods it shows', async () => {
    const eliteUsers = serve(sampleEliteRecords(23));
    render(<EliteTab />);
    await screen.findByText(ELITE_COPY.showing(1, 10, 23));
    const pages = screen.getByRole('navigation', { name: ELITE_COPY.pages });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await screen.findByText(ELITE_COPY.showing(21, 23, 23));
    expect(eliteUsers).toHaveBeenLastCalledWith({ page: 3, page_size: 10 });
    expect(cards()).toHaveLength(3);
    await waitFor(() => expect($location.get().search).toBe('?elite_page=3'));
  });

  it('a page size that is not one of the four (such as 12) falls back to 10', async () => {
    const eliteUsers = serve();
    goTo('/profile?elite_size=12#elite');
    render(<EliteTab />);
    await screen.findByText(ELITE_COPY.showing(1, 3, 3));
    expect(eliteUsers).toHaveBeenCalledWith({ page: 1, page_size: 10 });
  });
});

describe('Elite rules', () => {
  it('writes days as DD-MM-YYYY, a date-time as its day in Asia/Kolkata', () => {
    expect(eliteDate('2026-01-15')).toBe('15-01-2026');
    expect(eliteDate('2026-02-14T20:00:00Z')).toBe('15-02-2026');
    expect(eliteDate('not a date')).toBe('');
  });

  it('a period is active, expired, or (neither) upcoming', () => {
    expect(eliteStatus({ is_active: true, is_expired: false })).toBe('active');
    expect(eliteStatus({ is_active: false, is_expired: true })).toBe('expired');
    expect(eliteStatus({ is_active: false, is_expired: false })).toBe('upcoming');
  });
});
