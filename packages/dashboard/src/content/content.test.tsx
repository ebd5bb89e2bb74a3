import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { ANSWER, MSG } from '@so/contract';
import { DASHBOARD_COPY } from '../copy.ts';
import { when } from '../parts.tsx';
import { SectionHarness } from '../testing.tsx';
import type { ContentCalls } from './calls.ts';
import { CONTENT_COPY as C, contentListOf } from './copy.ts';
import { ContentTab } from './ContentTab.tsx';
import { formBody, indiaLocal } from './ContentView.tsx';
import { pageOf, sampleAppointment, sampleBlog, sampleEvent, sampleInquiry, sampleLead, sampleStore } from './fixtures.ts';

function fakeCalls(overrides: Partial<ContentCalls> = {}): ContentCalls {
  return {
    blogs: vi.fn(async () => pageOf([sampleBlog(), sampleBlog({ id: 22, title: 'A draft', is_published: false, on_home: false })])),
    events: vi.fn(async () => pageOf([sampleEvent()])),
    stores: vi.fn(async () => pageOf([sampleStore()])),
    contentPage: vi.fn(async () => null),
    ...overrides,
  };
}

function renderTab(detail: string | null, staff: Record<string, unknown> = {}, calls: ContentCalls = fakeCalls()) {
  const onOpen = vi.fn();
  render(
    <SectionHarness tab="content" detail={detail} staff={staff} onOpen={onOpen}>
      <ContentTab calls={calls} />
    </SectionHarness>,
  );
  return { onOpen, calls };
}

const current = () => screen.getByRole('navigation', { name: C.lists }).querySelector('[aria-current="page"]')?.textContent;

describe('the lists of the section', () => {
  it('the hash chooses the list; none (or an unknown one) is the inquiries', () => {
    expect(contentListOf(null)).toBe('inquiries');
    expect(contentListOf('nonsense')).toBe('inquiries');
    expect(contentListOf('export-leads')).toBe('export-leads');
    expect(contentListOf('pages')).toBe('pages');
  });

  it('#content/appointments shows the appointments, new first, with the day and time in India', async () => {
    const appointments = vi.fn(async () => pageOf([sampleAppointment()]));
    renderTab('appointments', { appointments });
    const card = await screen.findByRole('article', { name: 'Asha Patel' });
    expect(appointments).toHaveBeenCalledWith({ status: 'new', page: 1 });
    expect(current()).toBe(C.listName.appointments);
    expect(screen.getByRole('heading', { name: C.listName.appointments, level: 3 })).toBeTruthy();
    expect(within(card).getByText(when('2026-03-10T10:00:00+05:30'))).toBeTruthy();
    expect(within(card).getByText('Acidity')).toBeTruthy();
    expect(within(card).getByText('Burning after meals for two months.')).toBeTruthy();
    expect(within(card).getByText('Allopathic')).toBeTruthy();
  });

  it('no hash shows the inquiries; a list link opens its hash', async () => {
    const inquiries = vi.fn(async () => pageOf([sampleInquiry()]));
    const { onOpen } = renderTab(null, { inquiries, b2bLeads: vi.fn(async () => pageOf([sampleLead()])) });
    expect(await screen.findByRole('article', { name: 'Bulk ghee for a café' })).toBeTruthy();
    expect(current()).toBe(C.listName.inquiries);
    fireEvent.click(screen.getByRole('link', { name: C.listName['b2b-leads'] }));
    expect(onOpen).toHaveBeenCalledWith('content', 'b2b-leads');
    expect(await screen.findByRole('article', { name: 'Himalaya Traders' })).toBeTruthy();
    expect(current()).toBe(C.listName['b2b-leads']);
  });

  it('#content/blogs lists every post, published or not', async () => {
    const { calls } = renderTab('blogs');
    const table = await screen.findByRole('table', { name: C.listName.blogs });
    expect(calls.blogs).toHaveBeenCalledWith({ page: 1 });
    expect(within(table).getByText(C.draft)).toBeTruthy();
    expect(within(table).getByText(C.published)).toBeTruthy();
    expect(screen.getByText(DASHBOARD_COPY.count(2, 'blog post', 'blog posts'))).toBeTruthy();
  });
});

describe('leads', () => {
  it('a status change calls setLeadStatus and shows the new status', async () => {
    const inquiries = vi.fn(async () => pageOf([sampleInquiry()]));
    const setLeadStatus = vi.fn(async () => ({ status: true, message: ANSWER.leadStatusUpdated, data: { id: 31, status: 'answered' } }));
    renderTab('inquiries', { inquiries, setLeadStatus });
    const card = await screen.findByRole('article', { name: 'Bulk ghee for a café' });
    expect(within(card).getByText(C.statusWord.new, { selector: '.dash-badge' })).toBeTruthy();
    const group = within(card).getByRole('group', { name: C.statusOf('Bulk ghee for a café') });
    expect(within(group).getByRole('button', { name: C.statusWord.new }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: C.statusWord.answered }));
    await waitFor(() => expect(setLeadStatus).toHaveBeenCalledWith('inquiries', 31, 'answered'));
    expect(await screen.findByText(C.marked('Bulk ghee for a café', C.statusWord.answered))).toBeTruthy();
    expect(within(group).getByRole('button', { name: C.statusWord.answered }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card).queryByText(C.statusWord.new, { selector: '.dash-badge' })).toBeNull();
    expect(within(card).getByText(C.statusWord.answered, { selector: '.dash-badge' })).toBeTruthy();
  });

  it('a refused change shows the server’s message on the entry', async () => {
    const setLeadStatus = vi.fn(async () => {
      throw new ApiError('Not found', 404);
    });
    renderTab('export-leads', { exportLeads: vi.fn(async () => pageOf([sampleLead()])), setLeadStatus });
    const card = await screen.findByRole('article', { name: 'Himalaya Traders' });
    fireEvent.click(within(card).getByRole('button', { name: C.statusWord.closed }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Not found');
  });

  it('filters by status, All sends none; an empty list says so', async () => {
    const b2bLeads = vi.fn(async ({ status }: { status?: string }) => (status === 'closed' ? pageOf([]) : pageOf([sampleLead()])));
    renderTab('b2b-leads', { b2bLeads });
    await screen.findByRole('article', { name: 'Himalaya Traders' });
    const filter = screen.getByRole('combobox', { name: C.statusFilter });
    fireEvent.change(filter, { target: { value: 'closed' } });
    await waitFor(() => expect(b2bLeads).toHaveBeenLastCalledWith({ status: 'closed', page: 1 }));
    expect(await screen.findByText(C.noneWith(C.listName['b2b-leads'], C.statusWord.closed))).toBeTruthy();
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(b2bLeads).toHaveBeenLastCalledWith({ status: undefined, page: 1 }));
  });

  it('a B2B lead’s details hold its questions and answers', async () => {
    renderTab('b2b-leads', { b2bLeads: vi.fn(async () => pageOf([sampleLead()])) });
    const card = await screen.findByRole('article', { name: 'Himalaya Traders' });
    expect(within(card).getByText('What monthly volume do you expect?')).toBeTruthy();
    expect(within(card).getByText('200 kg')).toBeTruthy();
    expect(within(card).getByText(C.notAnswered)).toBeTruthy();
    expect(within(card).getByText('Ahmedabad, Gujarat, India')).toBeTruthy();
  });

  it('a list that fails to load offers Try again', async () => {
    const inquiries = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(pageOf([sampleInquiry()]));
    renderTab(null, { inquiries });
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.tryAgainLater);
    fireEvent.click(screen.getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('article', { name: 'Bulk ghee for a café' })).toBeTruthy();
  });
});

describe('blog posts, events and stores', () => {
  it('Edit opens the form; a refusal shows the server’s field errors and keeps what was typed', async () => {
    const updateBlog = vi.fn(async () => {
      throw new ApiError('title is required', 400, { status: false, message: 'title is required', errors: { title: 'title is required' } });
    });
    renderTab('blogs', { updateBlog });
    fireEvent.click(await screen.findByRole('button', { name: C.editOf('A draft') }));
    const title = screen.getByRole('textbox', { name: `${C.fields.title} *` }) as HTMLInputElement;
    expect(title.value).toBe('A draft');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: `${C.fields.content} *` }), { target: { value: '<p>New words</p>' } });
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.save }));
    await waitFor(() => expect(updateBlog).toHaveBeenCalledTimes(1));
    expect(updateBlog).toHaveBeenCalledWith(22, expect.objectContaining({ title: '', content: '<p>New words</p>', is_published: false, meta_title: null }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${C.refused} title is required`);
    // The field's own error, tied to it.
    const again = screen.getByRole('textbox', { name: `${C.fields.title} *` });
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(again.getAttribute('aria-describedby')).toBe(screen.getByText('title is required').id);
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect((screen.getByRole('textbox', { name: `${C.fields.content} *` }) as HTMLTextAreaElement).value).toBe('<p>New words</p>');
  });

  it('Publish and Unpublish send is_published and say what happened', async () => {
    const updateEvent = vi.fn(async () => ({ status: true, message: ANSWER.eventSaved, data: { id: 4, title: 'Farm walk', description: null, is_published: true, start_datetime: '' } }));
    const { calls } = renderTab('events', { updateEvent });
    fireEvent.click(await screen.findByRole('button', { name: C.publishOf('Farm walk') }));
    await waitFor(() => expect(updateEvent).toHaveBeenCalledWith(4, { is_published: true }));
    expect(await screen.findByText(C.nowPublished('Farm walk', true))).toBeTruthy();
    await waitFor(() => expect(calls.events).toHaveBeenCalledTimes(2));
  });

  it('New store sends the form, then the list loads again', async () => {
    const createStore = vi.fn(async () => ({ status: true, message: ANSWER.storeSaved, data: { id: 9, store_name: 'Surat', city: 'Surat', is_published: true } }));
    const { calls } = renderTab('stores', { createStore });
    fireEvent.click(await screen.findByRole('button', { name: C.newOf.stores }));
    fireEvent.change(screen.getByRole('textbox', { name: `${C.fields.store_name} *` }), { target: { value: 'SO Organic Surat' } });
    fireEvent.change(screen.getByRole('textbox', { name: `${C.fields.city} *` }), { target: { value: 'Surat' } });
    fireEvent.change(screen.getByLabelText(C.fields.work_start_time), { target: { value: '09:00' } });
    const published = screen.getByRole('checkbox', { name: C.fields.is_published }) as HTMLInputElement;
    expect(published.checked).toBe(true);
    fireEvent.click(published);
    expect(published.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.save }));
    await waitFor(() => expect(createStore).toHaveBeenCalledWith({ store_name: 'SO Organic Surat', city: 'Surat', work_start_time: '09:00', is_published: false }));
    expect(await screen.findByText(C.saved('SO Organic Surat'))).toBeTruthy();
    await waitFor(() => expect(calls.stores).toHaveBeenCalledTimes(2));
    expect(document.activeElement?.textContent).toBe(C.newOf.stores);
  });

  it('form values: India time for date fields, blank fields cleared on an edit and left out of a new record', () => {
    expect(indiaLocal('2026-03-05T08:35:00Z')).toBe('2026-03-05T14:05');
    expect(indiaLocal(null)).toBe('');
    const fields = [
      { name: 'title', kind: 'text', required: true },
      { name: 'published_at', kind: 'datetime', omitWhenBlank: true },
      { name: 'excerpt', kind: 'textarea' },
      { name: 'on_home', kind: 'checkbox' },
    ] as const;
    expect(formBody(fields, { title: ' Hi ', published_at: '', excerpt: '', on_home: false }, true)).toEqual({ title: 'Hi', excerpt: null, on_home: false });
    expect(formBody(fields, { title: 'Hi', published_at: '', excerpt: '', on_home: true }, false)).toEqual({ title: 'Hi', on_home: true });
  });
});

describe('page texts', () => {
  it('a page with no text of its own says the store shows its built-in text; saving PUTs the page', async () => {
    const saveContentPage = vi.fn(async () => ({ status: true, message: ANSWER.pageSaved, data: { slug: 'faq', title: 'FAQ', content: '<p>Q</p>', is_published: true } }));
    const contentPage = vi.fn(async () => null);
    renderTab('pages', { saveContentPage }, fakeCalls({ contentPage }));
    expect(await screen.findByText(C.builtIn)).toBeTruthy();
    expect(contentPage).toHaveBeenCalledWith('about-us');
    fireEvent.change(screen.getByRole('combobox', { name: C.page }), { target: { value: 'faq' } });
    await waitFor(() => expect(contentPage).toHaveBeenLastCalledWith('faq'));
    const title = (await screen.findByRole('textbox', { name: `${C.fields.title} *` })) as HTMLInputElement;
    expect(title.value).toBe('FAQ');
    fireEvent.change(screen.getByRole('textbox', { name: `${C.fields.content} *` }), { target: { value: '<p>Q</p>' } });
    fireEvent.click(screen.getByRole('button', { name: C.savePage }));
    await waitFor(() =>
      expect(saveContentPage).toHaveBeenCalledWith('faq', { title: 'FAQ', content: '<p>Q</p>', meta_title: null, meta_description: null, meta_keywords: null, is_published: true }),
    );
    expect(await screen.findByText(C.saved('FAQ'))).toBeTruthy();
  });

  it('a page with its own text fills the form with it', async () => {
    const contentPage = vi.fn(async () => ({ slug: 'about-us', title: 'About SO Organic', content: '<p>Since 2012</p>', meta_title: 'About', meta_description: null, meta_keywords: null, updated_at: '2026-03-01T04:30:00Z' }));
    renderTab('pages', {}, fakeCalls({ contentPage }));
    const title = (await screen.findByRole('textbox', { name: `${C.fields.title} *` })) as HTMLInputElement;
    expect(title.value).toBe('About SO Organic');
    expect(screen.getByText(C.ownText(when('2026-03-01T04:30:00Z')))).toBeTruthy();
  });
});
