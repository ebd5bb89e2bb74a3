/**
 * Requests of the content calls: the blog list's page and archive
 * filter, the events' filters, and the staff's blog, event and store edits (POST creates, PATCH
 * changes the fields sent; `is_published: false` unpublishes). HTML fields arrive as typed and are
 * sanitised by the server when saved.
 */
import { type, type Infer } from 'superstruct';
import { ANSWER } from './answers.ts';
import { CONTENT_PAGE_SLUGS, EVENT_CATEGORIES, EVENT_STATUSES, TIMEZONE_UTC_OFFSET, type ContentPageSlug, type EventCategory, type EventStatus } from './constants.ts';
import { AddressPhone } from './addresses.requests.ts';
import { field, hasControlCharacters, IdField, MaybeIdField, MaybeFlag, MaybeOneOf, MaybeTextField, OneOf, Page, Refusal, TextField, Unchanged, withChecks } from './fields.ts';
import { isEmail } from './validators.ts';

export const MAX_TITLE_LENGTH = 200;
/** A blog post's HTML as sent (before sanitising). */
export const MAX_HTML_LENGTH = 200_000;
export const MAX_EXCERPT_LENGTH = 500;
export const MAX_META_LENGTH = 500;
export const MAX_URL_LENGTH = 1000;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month 1–12 from its number ('3', '03') or English name ('March', 'mar'); null otherwise. */
function monthNumber(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) {
    const n = Number.parseInt(text, 10);
    return n >= 1 && n <= 12 ? n : null;
  }
  const lower = text.toLowerCase();
  if (lower.length < 3) return null;
  const i = MONTHS.findIndex((m) => m.startsWith(lower));
  return i === -1 ? null : i + 1;
}

export interface MonthOfYear {
  month: number;
  year: number;
}

/** The blog archive's `publish_filter` '{month}-{year}' (month 1–12 or its name); null when absent. */
export const PublishFilter = field<MonthOfYear | null>('publish_filter', (value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'object' && 'month' in value && 'year' in value && typeof value.month === 'number' && typeof value.year === 'number') {
    return { month: value.month, year: value.year };
  }
  if (typeof value !== 'string') return new Refusal(ANSWER.publishFilterInvalid);
  const match = /^\s*([A-Za-z]{3,9}|\d{1,2})-(\d{4})\s*$/.exec(value);
  const month = match ? monthNumber(match[1]) : null;
  const year = match ? Number.parseInt(match[2], 10) : 0;
  return month !== null && year >= 1900 && year <= 9999 ? { month, year } : new Refusal(ANSWER.publishFilterInvalid);
});

export const BlogsQuery = type({ page: Page, publish_filter: PublishFilter });
export type BlogsQuery = Infer<typeof BlogsQuery>;
export const BlogParams = type({ id: IdField('blog id') });
export const EventParams = type({ id: IdField('event id') });
export const StoreParams = type({ id: IdField('store id') });

export const EventsQuery = type({
  status: OneOf<EventStatus>('status', EVENT_STATUSES, { fallback: 'all_events' }),
  category: MaybeOneOf<EventCategory>('category', EVENT_CATEGORIES, { anyCase: true }),
});
export type EventsQuery = Infer<typeof EventsQuery>;

// ─── Fields of the staff edits ────────────────────────────────────────────

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** An ISO date-time as UTC ISO text; without an offset it is Asia/Kolkata's. */
function parseDateTime(value: unknown, label: string): string | Refusal {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = DATE_TIME.exec(text);
  if (!match) return new Refusal(ANSWER.mustBeDateTime(label));
  const [, y, mo, d, h, mi] = match;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59) return new Refusal(ANSWER.mustBeDateTime(label));
  const zoned = match[7] === undefined ? `${text.replace(' ', 'T')}${TIMEZONE_UTC_OFFSET}` : text.replace(' ', 'T');
  const time = Date.parse(zoned);
  if (Number.isNaN(time)) return new Refusal(ANSWER.mustBeDateTime(label));
  const date = new Date(time);
  // 31 February and the like roll over in Date: refuse them.
  return date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 9999 && new Date(`${y}-${mo}-${d}T00:00:00Z`).getUTCDate() === Number(d)
    ? date.toISOString()
    : new Refusal(ANSWER.mustBeDateTime(label));
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const DateTimeField = (label: string) => field<string>('datetime', (value) => parseDateTime(value, label));
export const MaybeDateTimeField = (label: string) => field<string | null>('datetime', (value) => (blank(value) ? null : parseDateTime(value, label)));

/** A time of day, HH:MM or HH:MM:SS (24-hour), answered as HH:MM:SS; null when absent. */
export const MaybeTimeField = (label: string) =>
  field<string | null>('time', (value) => {
    if (blank(value)) return null;
    const match = typeof value === 'string' ? /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(value) : null;
    if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) return new Refusal(ANSWER.mustBeTime(label));
    return `${match[1].padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}`;
  });

/** An http(s) address (a map, an online event's link); null when absent. */
export const MaybeWebUrl = (label: string) =>
  field<string | null>('url', (value) => {
    if (blank(value)) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text.length > MAX_URL_LENGTH || hasControlCharacters(text) || !/^https?:\/\/[^\s/]+/i.test(text) || !URL.canParse(text)) return new Refusal(ANSWER.mustBeWebUrl(label));
    return text;
  });

/** An image of the store's own (CSP img-src 'self'): a /media/… path; null when absent. */
export const MaybeMediaPath = (label: string) =>
  field<string | null>('media', (value) => {
    if (blank(value)) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    return /^\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(text) && !text.includes('..') && text.length <= MAX_URL_LENGTH
      ? text
      : new Refusal(ANSWER.mustBeMediaPath(label));
  });

/** An e-mail address, lower-cased; null when absent. */
export const MaybeEmail = (label: string) =>
  field<string | null>('email', (value) => {
    if (blank(value)) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    return isEmail(text) ? text.toLowerCase() : new Refusal(ANSWER.mustBeOneOf(label, ['an e-mail address']));
  });

const Title = TextField({ label: 'title', max: MAX_TITLE_LENGTH, required: ANSWER.fieldRequired('title') });
const Html = (label: string) => TextField({ label, max: MAX_HTML_LENGTH, required: ANSWER.fieldRequired(label), multiline: true });
const MaybeHtml = (label: string) => MaybeTextField({ label, max: MAX_HTML_LENGTH, multiline: true });
const Meta = (label: string) => MaybeTextField({ label, max: MAX_META_LENGTH });
const Line = (label: string, max = 250) => MaybeTextField({ label, max });
const Published = MaybeFlag('is_published');
const PostalCode = field<string | null>('postal_code', (value) => {
  if (blank(value)) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{6}$/.test(text) ? text : new Refusal(ANSWER.mustBeOneOf('postal_code', ['six digits']));
});

// ─── Blogs ────────────────────────────────────────────────────────────────

/** POST /staff/blogs/: a new post (published now unless `published_at` or `is_published: false` says otherwise). */
export const StaffBlogCreateRequest = type({
  title: Title,
  content: Html('content'),
  excerpt: MaybeTextField({ label: 'excerpt', max: MAX_EXCERPT_LENGTH, multiline: true }),
  banner_url: MaybeMediaPath('banner_url'),
  published_at: MaybeDateTimeField('published_at'),
  meta_title: Meta('meta_title'),
  meta_description: Meta('meta_description'),
  meta_keywords: Meta('meta_keywords'),
  is_published: Published,
  on_home: MaybeFlag('on_home'),
});
export type StaffBlogCreateRequest = Infer<typeof StaffBlogCreateRequest>;

/** PATCH /staff/blogs/{id}/: the fields sent change (blank clears an optional one). */
export const StaffBlogUpdateRequest = type({
  title: Unchanged(Title),
  content: Unchanged(Html('content')),
  excerpt: Unchanged(MaybeTextField({ label: 'excerpt', max: MAX_EXCERPT_LENGTH, multiline: true })),
  banner_url: Unchanged(MaybeMediaPath('banner_url')),
  published_at: Unchanged(DateTimeField('published_at')),
  meta_title: Unchanged(Meta('meta_title')),
  meta_description: Unchanged(Meta('meta_description')),
  meta_keywords: Unchanged(Meta('meta_keywords')),
  is_published: Unchanged(Published),
  on_home: Unchanged(MaybeFlag('on_home')),
});
export type StaffBlogUpdateRequest = Infer<typeof StaffBlogUpdateRequest>;

// ─── Events ───────────────────────────────────────────────────────────────

const EventCategoryField = OneOf<EventCategory>('category', EVENT_CATEGORIES, { anyCase: true });

/** end_datetime, when sent with start_datetime, is not before it. */
function* eventTimesInOrder(input: Readonly<Record<string, unknown>>): Generator<readonly [string, string]> {
  const start = parseDateTime(input.start_datetime, 'start_datetime');
  const end = blank(input.end_datetime) ? null : parseDateTime(input.end_datetime, 'end_datetime');
  if (typeof start === 'string' && typeof end === 'string' && end < start) yield ['end_datetime', ANSWER.eventEndsBeforeStart];
}

export const StaffEventCreateRequest = withChecks(
  type({
    title: Title,
    category: EventCategoryField,
    start_datetime: DateTimeField('start_datetime'),
    end_datetime: MaybeDateTimeField('end_datetime'),
    event_image: MaybeMediaPath('event_image'),
    description: MaybeHtml('description'),
    venue: Line('venue', 300),
    link: MaybeWebUrl('link'),
    is_published: Published,
  }),
  eventTimesInOrder,
);
export type StaffEventCreateRequest = Infer<typeof StaffEventCreateRequest>;

export const StaffEventUpdateRequest = withChecks(
  type({
    title: Unchanged(Title),
    category: Unchanged(EventCategoryField),
    start_datetime: Unchanged(DateTimeField('start_datetime')),
    end_datetime: Unchanged(MaybeDateTimeField('end_datetime')),
    event_image: Unchanged(MaybeMediaPath('event_image')),
    description: Unchanged(MaybeHtml('description')),
    venue: Unchanged(Line('venue', 300)),
    link: Unchanged(MaybeWebUrl('link')),
    is_published: Unchanged(Published),
  }),
  eventTimesInOrder,
);
export type StaffEventUpdateRequest = Infer<typeof StaffEventUpdateRequest>;

// ─── Stores ───────────────────────────────────────────────────────────────

const StoreName = TextField({ label: 'store_name', max: 150, required: ANSWER.fieldRequired('store_name') });
const City = TextField({ label: 'city', max: 100, required: ANSWER.fieldRequired('city') });
const StorePhone = AddressPhone({});

/** The closing time, when both are sent, is after the opening time. */
function* hoursInOrder(input: Readonly<Record<string, unknown>>): Generator<readonly [string, string]> {
  const [error1, start] = MaybeTimeField('work_start_time').validate(input.work_start_time, { coerce: true });
  const [error2, end] = MaybeTimeField('work_end_time').validate(input.work_end_time, { coerce: true });
  if (!error1 && !error2 && start && end && end <= start) yield ['work_end_time', ANSWER.storeHoursOrder];
}

export const StaffStoreCreateRequest = withChecks(
  type({
    store_name: StoreName,
    image: MaybeMediaPath('image'),
    landmark: Line('landmark'),
    address_line_1: Line('address_line_1'),
    address_line_2: Line('address_line_2'),
    city: City,
    state: MaybeIdField('state'),
    postal_code: PostalCode,
    work_start_time: MaybeTimeField('work_start_time'),
    work_end_time: MaybeTimeField('work_end_time'),
    mobile_no: StorePhone,
    email: MaybeEmail('email'),
    location_url: MaybeWebUrl('location_url'),
    virtual_location_url: MaybeWebUrl('virtual_location_url'),
    is_published: Published,
  }),
  hoursInOrder,
);
export type StaffStoreCreateRequest = Infer<typeof StaffStoreCreateRequest>;

export const StaffStoreUpdateRequest = withChecks(
  type({
    store_name: Unchanged(StoreName),
    image: Unchanged(MaybeMediaPath('image')),
    landmark: Unchanged(Line('landmark')),
    address_line_1: Unchanged(Line('address_line_1')),
    address_line_2: Unchanged(Line('address_line_2')),
    city: Unchanged(City),
    state: Unchanged(MaybeIdField('state')),
    postal_code: Unchanged(PostalCode),
    work_start_time: Unchanged(MaybeTimeField('work_start_time')),
    work_end_time: Unchanged(MaybeTimeField('work_end_time')),
    mobile_no: Unchanged(StorePhone),
    email: Unchanged(MaybeEmail('email')),
    location_url: Unchanged(MaybeWebUrl('location_url')),
    virtual_location_url: Unchanged(MaybeWebUrl('virtual_location_url')),
    is_published: Unchanged(Published),
  }),
  hoursInOrder,
);
export type StaffStoreUpdateRequest = Infer<typeof StaffStoreUpdateRequest>;


// ─── Content pages ────────────────────────────────────────────────────────

export const ContentPageParams = type({ slug: OneOf<ContentPageSlug>('slug', CONTENT_PAGE_SLUGS) });

/** PUT /staff/content-pages/{slug}/: the page's whole text (HTML, sanitised when saved). */
export const StaffContentPageRequest = type({
  title: Title,
  content: Html('content'),
  meta_title: Meta('meta_title'),
  meta_description: Meta('meta_description'),
  meta_keywords: Meta('meta_keywords'),
  is_published: Published,
});
export type StaffContentPageRequest = Infer<typeof StaffContentPageRequest>;
