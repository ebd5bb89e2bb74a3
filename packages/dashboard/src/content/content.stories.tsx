import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StaffApi } from '@so/api/staff';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { withStyles } from '@so/widgets/storybook';
import dashboardStyles from '../dashboard.css?inline';
import { SectionHarness } from '../testing.tsx';
import type { ContentCalls } from './calls.ts';
import { CONTENT_COPY as C, type ContentList } from './copy.ts';
import { ContentTab } from './ContentTab.tsx';
import { ContentForm } from './ContentView.tsx';
import { describeLead, LeadsView } from './LeadsView.tsx';
import { pageOf, sampleAppointment, sampleBlog, sampleEvent, sampleInquiry, sampleLead, sampleStore } from './fixtures.ts';
import css from './content.css?inline';

/** The shared dashboard rules and the section's own (the pure views bring neither themselves). */
const styles = `${dashboardStyles}\n${css}`;
const never = () => new Promise<never>(() => undefined);
const failed = () => Promise.reject(new ApiError(MSG.tryAgainLater, 500));
const noop = () => undefined;

type Mode = 'full' | 'empty' | 'error' | 'loading';
function answer<T>(mode: Mode, full: T[]) {
  if (mode === 'loading') return never;
  if (mode === 'error') return failed;
  return async () => pageOf(mode === 'empty' ? [] : full);
}

const inquiries = [
  sampleInquiry(),
  sampleInquiry({ id: 30, subject: '', name: 'Imran Sheikh', company: '', status: 'answered', inquiry_description: 'Is your jaggery free of chemicals?' }),
  sampleInquiry({ id: 29, subject: 'Franchise in Pune', name: 'Kavya Rao', status: 'closed' }),
];
const leads = [sampleLead(), sampleLead({ id: 6, company_name: 'Coastal Foods LLC', country_obj: { id: 231, name: 'United Arab Emirates' }, state_obj: null, city_obj: null, status: 'answered' })];
const appointments = [sampleAppointment(), sampleAppointment({ id: 4, name: 'Dev Joshi', problem_suffering_from: 'Joint pain', is_taking_medicine: null, type_of_medicine_list: [], status: 'answered' })];
const blogs = [sampleBlog(), sampleBlog({ id: 22, title: 'A draft about jaggery', is_published: false, on_home: false, published_at: '2026-04-01T04:30:00.000Z' })];
const events = [sampleEvent(), sampleEvent({ id: 3, title: 'Cooking with millets (online)', category: 'Online', venue: null, link: 'https://meet.example.test/millets', is_published: true })];
const stores = [sampleStore(), sampleStore({ id: 2, store_name: 'SO Organic Vadodara', city: 'Vadodara', is_published: false })];

function harness(list: ContentList, mode: Mode) {
  const staff: Partial<StaffApi> = {
    inquiries: answer(mode, inquiries),
    b2bLeads: answer(mode, leads),
    exportLeads: answer(mode, leads),
    appointments: answer(mode, appointments),
  };
  const calls: ContentCalls = {
    blogs: answer(mode, blogs),
    events: answer(mode, events),
    stores: answer(mode, stores),
    contentPage: mode === 'loading' ? never : mode === 'error' ? failed : async () => null,
  };
  return (
    <SectionHarness tab="content" detail={list} staff={staff}>
      <ContentTab calls={calls} />
    </SectionHarness>
  );
}

const meta: Meta = {
  title: 'Dashboard/Content',
  component: ContentTab,
  decorators: [withStyles(styles)],
};
export default meta;
type Story = StoryObj;

export const Inquiries: Story = { render: () => harness('inquiries', 'full') };
export const InquiriesEmpty: Story = { render: () => harness('inquiries', 'empty') };
export const InquiriesError: Story = { render: () => harness('inquiries', 'error') };
export const InquiriesLoading: Story = { render: () => harness('inquiries', 'loading') };
export const B2bLeads: Story = { render: () => harness('b2b-leads', 'full') };
export const B2bLeadsEmpty: Story = { render: () => harness('b2b-leads', 'empty') };
export const B2bLeadsError: Story = { render: () => harness('b2b-leads', 'error') };
export const B2bLeadsLoading: Story = { render: () => harness('b2b-leads', 'loading') };
export const ExportLeads: Story = { render: () => harness('export-leads', 'full') };
export const ExportLeadsEmpty: Story = { render: () => harness('export-leads', 'empty') };
export const ExportLeadsError: Story = { render: () => harness('export-leads', 'error') };
export const ExportLeadsLoading: Story = { render: () => harness('export-leads', 'loading') };
export const Appointments: Story = { render: () => harness('appointments', 'full') };
export const AppointmentsEmpty: Story = { render: () => harness('appointments', 'empty') };
export const AppointmentsError: Story = { render: () => harness('appointments', 'error') };
export const AppointmentsLoading: Story = { render: () => harness('appointments', 'loading') };
export const Blogs: Story = { render: () => harness('blogs', 'full') };
export const BlogsEmpty: Story = { render: () => harness('blogs', 'empty') };
export const BlogsError: Story = { render: () => harness('blogs', 'error') };
export const BlogsLoading: Story = { render: () => harness('blogs', 'loading') };
export const Events: Story = { render: () => harness('events', 'full') };
export const EventsEmpty: Story = { render: () => harness('events', 'empty') };
export const EventsError: Story = { render: () => harness('events', 'error') };
export const EventsLoading: Story = { render: () => harness('events', 'loading') };
export const Stores: Story = { render: () => harness('stores', 'full') };
export const StoresEmpty: Story = { render: () => harness('stores', 'empty') };
export const StoresError: Story = { render: () => harness('stores', 'error') };
export const StoresLoading: Story = { render: () => harness('stores', 'loading') };
/** A page with no text of its own: the store shows its built-in text. */
export const PageTexts: Story = { render: () => harness('pages', 'full') };
export const PageTextsError: Story = { render: () => harness('pages', 'error') };
export const PageTextsLoading: Story = { render: () => harness('pages', 'loading') };

/** A B2B lead opened: its questions and answers; just marked answered. */
export const LeadDetail: Story = {
  render: () => (
    <LeadsView
      kind="b2b-leads"
      status=""
      onStatus={noop}
      state={{ status: 'ready', data: pageOf(leads) }}
      page={1}
      onPage={noop}
      onRetry={noop}
      describe={describeLead}
      statuses={{ 7: 'answered' }}
      changes={{}}
      onSetStatus={noop}
      notice={C.marked('Himalaya Traders', C.statusWord.answered)}
      expanded
    />
  ),
};

/** The blog form refused by the server: its message, the field's error, what was typed kept. */
export const FormRefused: Story = {
  render: () => (
    <ContentForm
      heading={C.editing('Why millets are back')}
      fields={[
        { name: 'title', kind: 'text', required: true },
        { name: 'content', kind: 'html', required: true },
        { name: 'published_at', kind: 'datetime' },
        { name: 'banner_url', kind: 'text', hint: C.mediaHint },
        { name: 'is_published', kind: 'checkbox' },
      ]}
      values={{ title: 'Why millets are back', content: '<p>Millets grow with little water.</p>', published_at: '2026-03-01T10:00', banner_url: 'https://elsewhere.example/a.jpg', is_published: true }}
      onChange={noop}
      busy={false}
      error="banner_url must be an image of the store’s own (/media/…)"
      fieldErrors={{ banner_url: 'banner_url must be an image of the store’s own (/media/…)' }}
      onSubmit={noop}
      onCancel={noop}
      cancelLabel={C.backToList(C.listName.blogs)}
    />
  ),
};

/** On a phone (375 px): the lists wrap, the cards and tables fit. */
export const PhoneLeads: Story = { decorators: [withStyles(styles, 375)], render: () => harness('b2b-leads', 'full') };
export const PhoneBlogs: Story = { decorators: [withStyles(styles, 375)], render: () => harness('blogs', 'full') };
export const PhonePageText: Story = { decorators: [withStyles(styles, 375)], render: () => harness('pages', 'full') };
