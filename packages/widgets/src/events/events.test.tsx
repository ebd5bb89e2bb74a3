import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { MSG } from '@so/contract';
import { goTo, recordNavigations } from '../shared/test-setup.ts';
import { EVENTS_COPY } from './copy.ts';
import { eventFiltersFrom } from './event-filters.ts';
import { formatEventTime } from './event-time.ts';
import { EventDetail } from './EventDetail.tsx';
import { Events } from './Events.tsx';
import { sampleEvent, sampleEvents } from './fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const navigations = recordNavigations();

function serve(events = sampleEvents) {
  const call = vi.fn(async (_status: string, _category?: string) => ({ status: true, events }));
  fake.api.events = call;
  return call;
}

/** GET /events/ecommerce/{id}/: the event, or a 404 for an id it does not know. */
function serveDetail(events = sampleEvents) {
  const call = vi.fn(async (id: number) => {
    const event = events.find((e) => e.id === id);
    if (!event) throw new ApiError('Event not found', 404);
    return { status: true, event };
  });
  fake.api.event = call;
  return call;
}

beforeEach(() => {
  fake.api = {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Event times and filters', () => {
  it('writes the date and 12-hour time in Asia/Kolkata, with the end when there is one', () => {
    expect(formatEventTime('2026-04-12T03:30:00.000Z')).toBe('12 Apr 2026, 9:00 AM');
    expect(formatEventTime('2026-04-12T03:30:00.000Z', '2026-04-12T07:30:00.000Z')).toBe('12 Apr 2026, 9:00 AM – 1:00 PM');
    expect(formatEventTime('2026-04-12T12:30:00.000Z', '2026-04-13T04:30:00.000Z')).toBe('12 Apr 2026, 6:00 PM – 13 Apr 2026, 10:00 AM');
    // 20:00 UTC is already the next day in India.
    expect(formatEventTime('2026-04-12T20:00:00.000Z')).toBe('13 Apr 2026, 1:30 AM');
  });

  it('reads known filters from the URL and treats others as absent', () => {
    expect(eventFiltersFrom(new URL('http://x/event?status=upcoming_events&category=Online'))).toEqual({ status: 'upcoming_events', category: 'Online' });
    expect(eventFiltersFrom(new URL('http://x/event?status=soon&category=Garden'))).toEqual({ status: 'all_events', category: null });
  });
});

describe('Events list', () => {
  it('shows a card per event: title opening /event/{id}, date and time, category', async () => {
    const call = serve();
    goTo('/event');
    render(<Events />);
    const link = await screen.findByRole('link', { name: 'Organic Farm Visit: Sanand' });
    expect(call).toHaveBeenCalledWith('all_events');
    expect(screen.getByRole('heading', { level: 1, name: EVENTS_COPY.title })).toBeTruthy();
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('12 Apr 2026, 9:00 AM – 1:00 PM')).toBeTruthy();
    expect(within(card).getByText('Physical Event')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Ayurveda for the Monsoon (Live Talk)' }).closest('article') as HTMLElement).getByText('Online')).toBeTruthy();
    fireEvent.click(link);
    expect(navigations.at(-1)?.href).toBe('/event/7');
  });

  it('filters by status and category through the URL, and asks the server for them', async () => {
    const call = serve();
    goTo('/event');
    render(<Events />);
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByRole('combobox', { name: EVENTS_COPY.status }), { target: { value: 'upcoming_events' } });
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('upcoming_events'));
    expect(location.search).toBe('?status=upcoming_events');
    fireEvent.change(screen.getByRole('combobox', { name: EVENTS_COPY.category }), { target: { value: 'Online' } });
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('upcoming_events', 'Online'));
    expect(new URL(location.href).searchParams.get('category')).toBe('Online');
    fireEvent.change(screen.getByRole('combobox', { name: EVENTS_COPY.status }), { target: { value: 'all_events' } });
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('all_events', 'Online'));
    expect(location.search).toBe('?category=Online');
  });

  it('keeps focus on the filter just changed while the list reloads', async () => {
    serve();
    goTo('/event');
    render(<Events />);
    await screen.findAllByRole('article');
    const status = screen.getByRole('combobox', { name: EVENTS_COPY.status });
    status.focus();
    fireEvent.change(status, { target: { value: 'past_events' } });
    await screen.findByText(EVENTS_COPY.loading);
    expect(screen.getByRole('combobox', { name: EVENTS_COPY.status })).toBe(status);
    await screen.findAllByRole('article');
    expect(document.activeElement).toBe(status);
  });

  it('opens with the filters of the URL chosen', async () => {
    const call = serve();
    goTo('/event?status=this_month&category=Physical+Event');
    render(<Events />);
    await screen.findAllByRole('article');
    expect(call).toHaveBeenCalledWith('this_month', 'Physical Event');
    expect((screen.getByRole('combobox', { name: EVENTS_COPY.status }) as HTMLSelectElement).value).toBe('this_month');
    expect((screen.getByRole('combobox', { name: EVENTS_COPY.category }) as HTMLSelectElement).value).toBe('Physical Event');
  });

  it('says No events added! when none match, and keeps the filters', async () => {
    serve([]);
    goTo('/event?status=past_events');
    render(<Events />);
    expect((await screen.findByText(MSG.noEventsAdded)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('combobox', { name: EVENTS_COPY.status })).toBeTruthy();
  });

  it('shows an error with Try again that asks again', async () => {
    let fail = true;
    fake.api.events = vi.fn(async () => {
      if (fail) throw new ApiError('down', 0);
      return { status: true, events: sampleEvents };
    });
    goTo('/event');
    render(<Events />);
    expect(screen.getByRole('status').textContent).toBe(EVENTS_COPY.loading);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(EVENTS_COPY.loadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});

describe('Event detail', () => {
  it('shows title, when, category, venue and the description', async () => {
    const call = serveDetail();
    render(<EventDetail eventId="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Farm Visit: Sanand' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(7);
    expect(screen.getByText(EVENTS_COPY.when).nextElementSibling?.textContent).toBe('12 Apr 2026, 9:00 AM – 1:00 PM');
    expect(screen.getByText(EVENTS_COPY.category).nextElementSibling?.textContent).toBe('Physical Event');
    expect(screen.getByText(EVENTS_COPY.where).nextElementSibling?.textContent).toBe('SO Organic Farm, Sanand, Ahmedabad');
    expect(screen.getByRole('heading', { level: 2, name: EVENTS_COPY.about })).toBeTruthy();
    expect(screen.getByText(/Walk the fields with our farmers/).tagName).toBe('P');
    expect(screen.queryByRole('link', { name: EVENTS_COPY.joinNewTab })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: `← ${EVENTS_COPY.backToEvents}` }));
    expect(navigations.at(-1)?.href).toBe('/event');
  });

  it('offers an online event\'s link in a new tab, and no description section when it has none', async () => {
    serveDetail();
    render(<EventDetail eventId="8" />);
    const join = await screen.findByRole('link', { name: EVENTS_COPY.joinNewTab });
    expect(join.getAttribute('href')).toBe('https://meet.example.org/so-monsoon');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('heading', { name: EVENTS_COPY.about })).toBeNull();
    cleanup();
    serveDetail([sampleEvent({ id: 8, link: 'javascript:alert(1)' })]);
    render(<EventDetail eventId="8" />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: EVENTS_COPY.joinNewTab })).toBeNull();
  });

  it('shows not found for an event that is not there, and for no usable id without asking', async () => {
    const call = serveDetail();
    render(<EventDetail eventId="404" />);
    expect(await screen.findByRole('heading', { level: 1, name: EVENTS_COPY.notFound })).toBeTruthy();
    cleanup();
    render(<EventDetail eventId="x1" />);
    expect(screen.getByRole('heading', { level: 1, name: EVENTS_COPY.notFound })).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('offers Try again when the event could not be loaded', async () => {
    let fail = true;
    fake.api.event = vi.fn(async () => {
      if (fail) throw new ApiError('down', 0);
      return { status: true, event: sampleEvent({ id: 9, title: 'Millet Cooking Workshop' }) };
    });
    render(<EventDetail eventId="9" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(EVENTS_COPY.eventFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Millet Cooking Workshop' })).toBeTruthy();
  });
});
