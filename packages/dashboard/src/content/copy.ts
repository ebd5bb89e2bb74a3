/**
 * Texts of the dashboard's "Content and leads" section (only the dashboard uses them, so none is in
 * MSG). Each list is a hash of its own, `#content/<list>`: `inquiries` (the default), `b2b-leads`,
 * `export-leads`, `appointments` (the Today section links to these four), `blogs`, `events`,
 * `stores`, `pages`. The Playwright journeys and the tests import these labels.
 */
import type { LeadStatus } from '@so/contract';

export const CONTENT_LISTS = ['inquiries', 'b2b-leads', 'export-leads', 'appointments', 'blogs', 'events', 'stores', 'pages'] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

/** `#content/<list>` → the list; anything else (none, unknown) is the inquiries. */
export function contentListOf(detail: string | null): ContentList {
  const name = (detail ?? '').split('/')[0];
  return CONTENT_LISTS.find((list) => list === name) ?? 'inquiries';
}

export const CONTENT_COPY = {
  lists: 'Content and leads lists',
  listName: {
    inquiries: 'Inquiries',
    'b2b-leads': 'B2B leads',
    'export-leads': 'Export leads',
    appointments: 'Appointments',
    blogs: 'Blog posts',
    events: 'Events',
    stores: 'Stores',
    pages: 'Page texts',
  } satisfies Record<ContentList, string>,
  loading: (list: string) => `Loading ${list.toLowerCase()}`,
  loadFailed: (list: string) => `The ${list.toLowerCase()} could not be loaded.`,
  pages: (list: string) => `Pages of ${list.toLowerCase()}`,

  // ─── Leads and appointments ─────────────────────────────────────────────
  statusFilter: 'Status',
  all: 'All',
  statusWord: { new: 'New', answered: 'Answered', closed: 'Closed' } satisfies Record<LeadStatus, string>,
  counts: {
    inquiries: ['inquiry', 'inquiries'],
    'b2b-leads': ['B2B lead', 'B2B leads'],
    'export-leads': ['export lead', 'export leads'],
    appointments: ['appointment', 'appointments'],
    blogs: ['blog post', 'blog posts'],
    events: ['event', 'events'],
    stores: ['store', 'stores'],
  } as const,
  noneWith: (list: string, status: string) => `No ${status.toLowerCase()} ${list.toLowerCase()}.`,
  none: (list: string) => `No ${list.toLowerCase()} yet.`,
  /** The buttons that set an entry's status (one pressed: where it stands), grouped by entry. */
  statusOf: (title: string) => `Status of ${title}`,
  marking: 'Saving…',
  marked: (title: string, status: string) => `${title} is now ${status.toLowerCase()}.`,
  details: 'Details',
  received: 'Received',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  place: 'Place',
  ageGroup: 'Age group',
  company: 'Company',
  contact: 'Contact',
  message: 'Message',
  subject: 'Subject',
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Annual revenue',
  registered: 'Company registered',
  website: 'Website',
  requirements: 'Specific requirements',
  answers: 'Questions and answers',
  notAnswered: 'Not answered',
  appointmentAt: 'Appointment (India time)',
  problem: 'Problem',
  problemDescription: 'Description',
  account: 'Booked by (account)',
  mobile: 'Mobile',
  gender: 'Gender',
  landmark: 'Landmark',
  takingMedicine: 'Taking medicine',
  medicineTypes: 'Types of medicine',
  yes: 'Yes',
  no: 'No',

  // ─── Blogs, events, stores ──────────────────────────────────────────────
  published: 'Published',
  draft: 'Not published',
  publish: 'Publish',
  unpublish: 'Unpublish',
  edit: 'Edit',
  /** A row's buttons, named with their record (several rows have the same buttons). */
  editOf: (title: string) => `Edit ${title}`,
  publishOf: (title: string) => `Publish ${title}`,
  unpublishOf: (title: string) => `Unpublish ${title}`,
  nowPublished: (title: string, published: boolean) => `${title} is ${published ? 'published' : 'no longer published'}.`,
  saved: (title: string) => `${title} is saved.`,
  newOf: { blogs: 'New blog post', events: 'New event', stores: 'New store' },
  editing: (title: string) => `Edit: ${title}`,
  backToList: (list: string) => `Back to ${list.toLowerCase()}`,
  cols: { title: 'Title', status: 'Status', date: 'Date', actions: 'Actions', name: 'Store', city: 'City', hours: 'Hours', start: 'Starts', category: 'Category', onHome: 'On the home page' },
  htmlHint: 'HTML: headings, paragraphs, lists, links and images are kept; anything else is removed when saved.',
  dateHint: 'India time.',
  mediaHint: 'An image of the store’s own: /media/…',
  refused: 'Not saved: please check the fields marked below.',
  fields: {
    title: 'Title',
    content: 'Content (HTML)',
    excerpt: 'Excerpt',
    banner_url: 'Banner image',
    published_at: 'Publish date',
    meta_title: 'Meta title',
    meta_description: 'Meta description',
    meta_keywords: 'Meta keywords',
    on_home: 'Show on the home page',
    is_published: 'Published',
    category: 'Category',
    start_datetime: 'Starts',
    end_datetime: 'Ends',
    event_image: 'Event image',
    description: 'Description (HTML)',
    venue: 'Venue',
    link: 'Link (online events)',
    store_name: 'Store name',
    city: 'City',
    address_line_1: 'Address line 1',
    address_line_2: 'Address line 2',
    landmark: 'Landmark',
    postal_code: 'PIN code',
    work_start_time: 'Opens at',
    work_end_time: 'Closes at',
    mobile_no: 'Phone',
    email: 'E-mail',
    image: 'Store image',
    location_url: 'Map link',
    virtual_location_url: 'Virtual tour link',
  } as Record<string, string>,
  stateKept: (state: string | null) => (state ? `State: ${state} (not changed here).` : 'State: none (not set here).'),

  // ─── Page texts ─────────────────────────────────────────────────────────
  page: 'Page',
  pageLoading: 'Loading the page’s text',
  pageFailed: 'The page’s text could not be loaded.',
  builtIn: 'This page has no text of its own yet (or it is not published): the store shows the text it ships with. Saving here replaces it on the store.',
  ownText: (updated: string) => (updated ? `The store shows this text (last changed ${updated}).` : 'The store shows this text.'),
  savePage: 'Save the page',
} as const;

/** A content page's slug as words: 'shipping-policy' → 'Shipping policy'. */
export function pageName(slug: string): string {
  const own: Record<string, string> = { faq: 'FAQ', 'so-coin': 'SO Coin' };
  if (own[slug]) return own[slug];
  const words = slug.replace(/-/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
}
