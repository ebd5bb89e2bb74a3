import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { ANSWER } from '@so/contract';
import { $loginDialog, $session } from '@so/stores';
import { goTo, recordNavigations, resetShopper, sampleUser } from '@so/widgets/testing';
import { DASHBOARD_COPY, DASHBOARD_TABS } from './copy.ts';
import { Dashboard } from './Dashboard.tsx';
import { TODAY_COPY } from './today/copy.ts';
import { sampleSummary } from './today/fixtures.ts';

/** The page's API as `staffApi(getApi())` sees it: `send(entry, input)`, answered by the entry's path. */
const fake = vi.hoisted(() => ({
  answers: {} as Record<string, () => Promise<unknown>>,
  send: null as unknown as ReturnType<typeof vi.fn>,
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => ({ send: fake.send }) as unknown as Api,
}));

/** The calls made, as `METHOD /path` of their entries. */
const calls = () => fake.send.mock.calls.map((call: unknown[]) => {
  const entry = call[0] as { method: string; path: string };
  return `${entry.method} ${entry.path}`;
});

/** Any other staff list answers an empty page, so a section opened by a test shows its empty state. */
const emptyPage = { status: true, count: 0, total_pages: 1, page: 1, data: [] };

const navigations = recordNavigations();

beforeEach(() => {
  fake.answers = { '/staff/summary': async () => ({ status: true, data: sampleSummary() }) };
  fake.send = vi.fn(async (entry: { path: string }) => (fake.answers[entry.path] ?? (async () => emptyPage))());
  resetShopper(sampleUser({ email: 'staff@soorganic.test', is_staff: true }));
  goTo('/dashboard');
});

const sections = () => screen.getByRole('navigation', { name: DASHBOARD_COPY.sections });
const tabLink = (label: string) => within(sections()).getByRole('link', { name: label });
const label = (tab: string) => DASHBOARD_TABS.find((t) => t.tab === tab)?.label ?? '';

describe('Dashboard: who may open it (the server decides)', () => {
  it('asks a visitor to log in, with no staff call', () => {
    $session.set(null);
    render(<Dashboard />);
    expect(screen.getByRole('heading', { level: 1, name: DASHBOARD_COPY.title })).toBeTruthy();
    expect(screen.getAllByText(DASHBOARD_COPY.loginNeeded).length).toBeGreaterThan(0);
    expect($loginDialog.get()).toEqual({ open: true, reason: DASHBOARD_COPY.loginNeeded });
    $loginDialog.set({ open: false });
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.logIn }));
    expect($loginDialog.get()).toEqual({ open: true, reason: DASHBOARD_COPY.loginNeeded });
    expect(fake.send).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: DASHBOARD_COPY.sections })).toBeNull();
  });

  it('shows a customer the server’s refusal (403) and the way back to the shop', async () => {
    resetShopper(sampleUser());
    fake.answers['/staff/summary'] = async () => {
      throw new ApiError(ANSWER.staffOnly, 403);
    };
    render(<Dashboard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DASHBOARD_COPY.refused);
    expect(alert.textContent).toContain(ANSWER.staffOnly);
    expect(screen.queryByRole('navigation', { name: DASHBOARD_COPY.sections })).toBeNull();
    const back = screen.getByRole('link', { name: DASHBOARD_COPY.backToShop });
    expect(back.getAttribute('href')).toMatch(/\/$/);
    fireEvent.click(back);
    expect(navigations).toEqual([{ href: '/' }]);
  });

  it('asks again for a login when the session has expired (401)', async () => {
    fake.answers['/staff/summary'] = async () => {
      throw new ApiError('Invalid token.', 401);
    };
    render(<Dashboard />);
    expect(await screen.findByRole('button', { name: DASHBOARD_COPY.logIn })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: DASHBOARD_COPY.sections })).toBeNull();
  });
});

describe('Dashboard: the sections', () => {
  it('shows staff the sections with Today current, its heading and the first summary (asked once)', async () => {
    render(<Dashboard />);
    expect(await screen.findByRole('heading', { level: 2, name: label('today') })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: DASHBOARD_COPY.title })).toBeTruthy();
    expect(screen.getByText(DASHBOARD_COPY.signedInAs('staff@soorganic.test', false))).toBeTruthy();
    const links = within(sections()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(DASHBOARD_TABS.map((t) => t.label));
    expect(tabLink(label('today')).getAttribute('aria-current')).toBe('page');
    expect(links.filter((a) => a.getAttribute('aria-current') !== null)).toHaveLength(1);
    // Today (its own chunk, loaded when shown) shows the summary the shell fetched: no second call.
    expect(await screen.findByRole('heading', { level: 4, name: TODAY_COPY.periods.today })).toBeTruthy();
    expect(calls()).toEqual(['GET /staff/summary']);
  });

  it('says Owner for a superuser', async () => {
    resetShopper(sampleUser({ email: 'owner@soorganic.test', is_staff: true, is_superuser: true }));
    render(<Dashboard />);
    expect(await screen.findByText(DASHBOARD_COPY.signedInAs('owner@soorganic.test', true))).toBeTruthy();
  });

  it('opens the section the hash names (#orders)', async () => {
    goTo('/dashboard#orders');
    render(<Dashboard />);
    expect(await screen.findByRole('heading', { level: 2, name: label('orders') })).toBeTruthy();
    expect(tabLink(label('orders')).getAttribute('aria-current')).toBe('page');
    expect(tabLink(label('today')).getAttribute('aria-current')).toBeNull();
  });

  it('changes the hash when a tab is chosen and moves focus to the section’s heading', async () => {
    render(<Dashboard />);
    await screen.findByRole('heading', { level: 2, name: label('today') });
    fireEvent.click(tabLink(label('audit')));
    expect(location.hash).toBe('#audit');
    const heading = await screen.findByRole('heading', { level: 2, name: label('audit') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(tabLink(label('audit')).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(calls()).toContain('GET /staff/audit'));
  });

  it('follows a link of Today into the section that handles it', async () => {
    render(<Dashboard />);
    fireEvent.click(await screen.findByRole('link', { name: TODAY_COPY.kinds.refunds_due }));
    expect(location.hash).toBe('#orders/payment%3Drefund_due');
    expect(await screen.findByRole('heading', { level: 2, name: label('orders') })).toBeTruthy();
    expect(tabLink(label('orders')).getAttribute('aria-current')).toBe('page');
  });
});
