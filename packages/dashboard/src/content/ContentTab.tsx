/**
 * The dashboard's "Content and leads" section, connected. Its lists are links with
 * hashes of their own (`#content/inquiries`, the default, `b2b-leads`, `export-leads`,
 * `appointments`, `blogs`, `events`, `stores`, `pages`). Leads and appointments: filtered by
 * status, set with PATCH (ctx.staff.setLeadStatus). Blog posts, events and stores: every one,
 * published or not, with New, Edit and Publish / Unpublish. Page texts: a content page's text,
 * written with PUT (ctx.staff.saveContentPage).
 */
import type { ContentBody } from '@so/api/staff';
import { CONTENT_PAGE_SLUGS, EVENT_CATEGORIES, LEAD_STATUSES, type ContentPageSlug, type LeadStatus } from '@so/contract';
import { useAsync, useStyles } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useMemo, useState } from 'react';
import { useDashboard } from '../context.ts';
import { day, failure, usePagedList, when, type StaffPage } from '../parts.tsx';
import { contentCalls, type ContentCalls, type StaffBlogItem, type StaffEventItem, type StaffStoreItem } from './calls.ts';
import { CONTENT_COPY as C, contentListOf, pageName } from './copy.ts';
import css from './content.css?inline';
import {
  ContentForm,
  ContentNav,
  formBody,
  indiaLocal,
  PageSelect,
  PageTextError,
  PageTextLoading,
  RecordsView,
  type ContentFormProps,
  type FieldSpec,
  type FormValues,
  type RecordBase,
  type RecordColumn,
  type RecordKind,
} from './ContentView.tsx';
import {
  describeAppointment,
  describeInquiry,
  describeLead,
  LeadsView,
  type LeadBase,
  type LeadChange,
  type LeadDescription,
  type LeadListKind,
} from './LeadsView.tsx';

export interface ContentTabProps {
  /** The lists of blog posts, events and stores and the page texts' reads (default: the page's session). */
  calls?: ContentCalls;
}

export function ContentTab({ calls }: ContentTabProps = {}) {
  useStyles(css);
  const { detail, open, staff } = useDashboard();
  const api = useMemo(() => calls ?? contentCalls(), [calls]);
  const list = contentListOf(detail);
  let body;
  switch (list) {
    case 'inquiries':
      body = <Leads key={list} kind={list} load={(q) => staff.inquiries(q)} describe={describeInquiry} />;
      break;
    case 'b2b-leads':
      body = <Leads key={list} kind={list} load={(q) => staff.b2bLeads(q)} describe={describeLead} />;
      break;
    case 'export-leads':
      body = <Leads key={list} kind={list} load={(q) => staff.exportLeads(q)} describe={describeLead} />;
      break;
    case 'appointments':
      body = <Leads key={list} kind={list} load={(q) => staff.appointments(q)} describe={describeAppointment} />;
      break;
    case 'blogs':
      body = <Records key={list} config={blogConfig(api, staff)} />;
      break;
    case 'events':
      body = <Records key={list} config={eventConfig(api, staff)} />;
      break;
    case 'stores':
      body = <Records key={list} config={storeConfig(api, staff)} />;
      break;
    case 'pages':
      body = <PageTexts key={list} api={api} />;
      break;
  }
  return (
    <div className="content">
      <ContentNav current={list} onOpen={(next) => open('content', next)} />
      <h3 className="content__title">{C.listName[list]}</h3>
      {body}
    </div>
  );
}

// ─── Leads and appointments ───────────────────────────────────────────────

function Leads<T extends LeadBase>({
  kind,
  load,
  describe,
}: {
  kind: LeadListKind;
  load: (query: { status?: LeadStatus; page: number }) => Promise<StaffPage<T>>;
  describe: (item: T) => LeadDescription;
}) {
  const { staff } = useDashboard();
  // New first: what needs an answer (the Today section links here for those).
  const [status, setStatus] = useState<LeadStatus | ''>('new');
  const { state, page, setPage, reload } = usePagedList((p) => load({ status: status || undefined, page: p }), [kind, status]);
  const [statuses, setStatuses] = useState<Record<number, LeadStatus>>({});
  const [changes, setChanges] = useState<Record<number, LeadChange>>({});
  const [notice, setNotice] = useState('');

  const onSetStatus = async (item: T, next: LeadStatus) => {
    setChanges((c) => ({ ...c, [item.id]: { busy: true, error: null } }));
    try {
      const answer = await staff.setLeadStatus(kind, item.id, next);
      const now = LEAD_STATUSES.find((s) => s === answer.data.status) ?? next;
      setStatuses((s) => ({ ...s, [item.id]: now }));
      setChanges((c) => ({ ...c, [item.id]: { busy: false, error: null } }));
      setNotice(C.marked(describe(item).title, C.statusWord[now]));
    } catch (error) {
      setChanges((c) => ({ ...c, [item.id]: { busy: false, error: failure(error) } }));
    }
  };

  return (
    <LeadsView
      kind={kind}
      status={status}
      onStatus={(next) => {
        setStatus(next);
        setNotice('');
      }}
      state={state}
      page={page}
      onPage={setPage}
      onRetry={reload}
      describe={describe}
      statuses={statuses}
      changes={changes}
      onSetStatus={onSetStatus}
      notice={notice}
    />
  );
}

// ─── Blog posts, events, stores ───────────────────────────────────────────

type StaffCalls = ReturnType<typeof useDashboard>['staff'];
interface RecordConfig<T extends RecordBase> {
  kind: RecordKind;
  load: (page: number) => Promise<StaffPage<T>>;
  titleOf: (item: T) => string;
  columns: readonly RecordColumn<T>[];
  fields: readonly FieldSpec[];
  /** The form's values for a record, or for a new one (null). */
  values: (item: T | null) => FormValues;
  /** Said above the form (e.g. what it does not change). */
  intro?: (item: T | null) => string | undefined;
  create: (body: ContentBody) => Promise<{ message?: string }>;
  update: (id: number, body: ContentBody) => Promise<{ message?: string }>;
}

const yesNo = (value: boolean) => (value ? C.yes : C.no);

function blogConfig(api: ContentCalls, staff: StaffCalls): RecordConfig<StaffBlogItem> {
  return {
    kind: 'blogs',
    load: (page) => api.blogs({ page }),
    titleOf: (b) => b.title,
    columns: [
      { label: C.cols.title, cell: (b) => b.title },
      { label: C.fields.published_at, cell: (b) => day(b.published_at) },
      { label: C.cols.onHome, cell: (b) => yesNo(b.on_home) },
    ],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'content', kind: 'html', required: true },
      { name: 'excerpt', kind: 'textarea' },
      { name: 'published_at', kind: 'datetime', omitWhenBlank: true, hint: `${C.dateHint} A later date keeps it off the store until then.` },
      { name: 'banner_url', kind: 'text', hint: C.mediaHint },
      { name: 'meta_title', kind: 'text' },
      { name: 'meta_description', kind: 'textarea' },
      { name: 'meta_keywords', kind: 'text' },
      { name: 'on_home', kind: 'checkbox' },
      { name: 'is_published', kind: 'checkbox' },
    ],
    values: (b) => ({
      title: b?.title ?? '',
      content: b?.content ?? '',
      excerpt: b?.excerpt ?? '',
      published_at: indiaLocal(b?.published_at),
      banner_url: b?.banner_url ?? '',
      meta_title: b?.meta_title ?? '',
      meta_description: b?.meta_description ?? '',
      meta_keywords: b?.meta_keywords ?? '',
      on_home: b?.on_home ?? false,
      is_published: b?.is_published ?? true,
    }),
    create: (body) => staff.createBlog(body),
    update: (id, body) => staff.updateBlog(id, body),
  };
}

function eventConfig(api: ContentCalls, staff: StaffCalls): RecordConfig<StaffEventItem> {
  return {
    kind: 'events',
    load: (page) => api.events({ page }),
    titleOf: (e) => e.title,
    columns: [
      { label: C.cols.title, cell: (e) => e.title },
      { label: C.cols.start, cell: (e) => when(e.start_datetime) },
      { label: C.cols.category, cell: (e) => e.category },
    ],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'category', kind: 'select', required: true, options: EVENT_CATEGORIES },
      { name: 'start_datetime', kind: 'datetime', required: true },
      { name: 'end_datetime', kind: 'datetime' },
      { name: 'venue', kind: 'text' },
      { name: 'link', kind: 'url' },
      { name: 'event_image', kind: 'text', hint: C.mediaHint },
      { name: 'description', kind: 'html' },
      { name: 'is_published', kind: 'checkbox' },
    ],
    values: (e) => ({
      title: e?.title ?? '',
      category: e?.category ?? EVENT_CATEGORIES[0],
      start_datetime: indiaLocal(e?.start_datetime),
      end_datetime: indiaLocal(e?.end_datetime),
      venue: e?.venue ?? '',
      link: e?.link ?? '',
      event_image: e?.event_image ?? '',
      description: e?.description ?? '',
      is_published: e?.is_published ?? true,
    }),
    create: (body) => staff.createEvent(body),
    update: (id, body) => staff.updateEvent(id, body),
  };
}

const hours = (from: string | null, to: string | null) => (from && to ? `${from.slice(0, 5)}–${to.slice(0, 5)}` : '');

function storeConfig(api: ContentCalls, staff: StaffCalls): RecordConfig<StaffStoreItem> {
  return {
    kind: 'stores',
    load: (page) => api.stores({ page }),
    titleOf: (s) => s.store_name,
    columns: [
      { label: C.cols.name, cell: (s) => s.store_name },
      { label: C.cols.city, cell: (s) => s.city },
      { label: C.cols.hours, cell: (s) => hours(s.work_start_time, s.work_end_time) },
    ],
    fields: [
      { name: 'store_name', kind: 'text', required: true },
      { name: 'city', kind: 'text', required: true },
      { name: 'address_line_1', kind: 'text' },
      { name: 'address_line_2', kind: 'text' },
      { name: 'landmark', kind: 'text' },
      { name: 'postal_code', kind: 'text' },
      { name: 'work_start_time', kind: 'time' },
      { name: 'work_end_time', kind: 'time' },
      { name: 'mobile_no', kind: 'tel' },
      { name: 'email', kind: 'email' },
      { name: 'image', kind: 'text', hint: C.mediaHint },
      { name: 'location_url', kind: 'url' },
      { name: 'virtual_location_url', kind: 'url' },
      { name: 'is_published', kind: 'checkbox' },
    ],
    values: (s) => ({
      store_name: s?.store_name ?? '',
      city: s?.city ?? '',
      address_line_1: s?.address_line_1 ?? '',
      address_line_2: s?.address_line_2 ?? '',
      landmark: s?.landmark ?? '',
      postal_code: s?.postal_code ?? '',
      work_start_time: s?.work_start_time?.slice(0, 5) ?? '',
      work_end_time: s?.work_end_time?.slice(0, 5) ?? '',
      mobile_no: s?.mobile_no ?? '',
      email: s?.email ?? '',
      image: s?.image ?? '',
      location_url: s?.location_url ?? '',
      virtual_location_url: s?.virtual_location_url ?? '',
      is_published: s?.is_published ?? true,
    }),
    intro: (s) => C.stateKept(s?.state_name ?? null),
    create: (body) => staff.createStore(body),
    update: (id, body) => staff.updateStore(id, body),
  };
}

type ContentEditorProps = Omit<ContentFormProps, 'values' | 'onChange' | 'busy' | 'error' | 'fieldErrors' | 'formRef' | 'onSubmit'> & {
  initial: FormValues;
  /** Sends the values; rejects with the refusal. */
  save: (values: FormValues) => Promise<unknown>;
  onSaved: (values: FormValues) => void;
};

/**
 * A content form on useForm: what was typed stays on a refusal, with the server's words above
 * the fields, its field errors beside theirs and the focus on the first of them.
 */
function ContentEditor({ initial, save, onSaved, ...view }: ContentEditorProps) {
  const form = useForm<FormValues, string>({ initial, serverFields: Object.fromEntries(view.fields.map((field) => [field.name, field.name])) });
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    const result = await form.submit(async (values) => {
      await save(values);
      return values;
    });
    if (result.status === 'sent') onSaved(result.result);
    else if (result.status === 'refused' || result.status === 'failed') setError(failure(result.error));
  };
  return (
    <ContentForm
      {...view}
      values={form.values}
      onChange={(name, value) => form.setField(name, value)}
      busy={form.submitting}
      error={error}
      fieldErrors={form.errors}
      formRef={form.formRef}
      onSubmit={() => void submit()}
    />
  );
}

function Records<T extends RecordBase>({ config }: { config: RecordConfig<T> }) {
  const { state, page, setPage, reload } = usePagedList((p) => config.load(p), [config.kind]);
  /** The record being edited (null: a new one), or undefined: the list. */
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [back, setBack] = useState(false);

  if (editing) {
    const { item } = editing;
    const save = (values: FormValues) => {
      const body = formBody(config.fields, values, item !== null);
      return item ? config.update(item.id, body) : config.create(body);
    };
    const onSaved = (values: FormValues) => {
      setEditing(null);
      setBack(true);
      setError(null);
      setNotice(C.saved(typeof values[config.fields[0].name] === 'string' ? String(values[config.fields[0].name]).trim() : ''));
      reload();
    };
    return (
      <ContentEditor
        key={item?.id ?? 'new'}
        heading={item ? C.editing(config.titleOf(item)) : C.newOf[config.kind]}
        fields={config.fields}
        initial={config.values(item)}
        intro={config.intro?.(item)}
        save={save}
        onSaved={onSaved}
        onCancel={() => {
          setEditing(null);
          setBack(true);
        }}
        cancelLabel={C.backToList(C.listName[config.kind])}
        focusHeading
      />
    );
  }

  const onPublish = async (item: T, published: boolean) => {
    setBusyId(item.id);
    setError(null);
    try {
      await config.update(item.id, { is_published: published });
      setNotice(C.nowPublished(config.titleOf(item), published));
      reload();
    } catch (refusal) {
      setError(failure(refusal));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <RecordsView
      kind={config.kind}
      state={state}
      page={page}
      onPage={setPage}
      onRetry={reload}
      titleOf={config.titleOf}
      columns={config.columns}
      onNew={() => {
        setNotice('');
        setEditing({ item: null });
      }}
      onEdit={(item) => {
        setNotice('');
        setEditing({ item });
      }}
      onPublish={onPublish}
      busyId={busyId}
      notice={notice}
      error={error}
      focusNew={back}
    />
  );
}

// ─── Page texts ───────────────────────────────────────────────────────────

const PAGE_FIELDS: readonly FieldSpec[] = [
  { name: 'title', kind: 'text', required: true },
  { name: 'content', kind: 'html', required: true },
  { name: 'meta_title', kind: 'text' },
  { name: 'meta_description', kind: 'textarea' },
  { name: 'meta_keywords', kind: 'text' },
  { name: 'is_published', kind: 'checkbox' },
];

function PageTexts({ api }: { api: ContentCalls }) {
  const { staff } = useDashboard();
  const [slug, setSlug] = useState<ContentPageSlug>(CONTENT_PAGE_SLUGS[0]);
  const [state, reload] = useAsync(() => api.contentPage(slug), [api, slug]);
  const [notice, setNotice] = useState('');

  const choose = (next: ContentPageSlug) => {
    setSlug(next);
    setNotice('');
  };
  const save = (values: FormValues) => {
    setNotice('');
    return staff.saveContentPage(slug, formBody(PAGE_FIELDS, values, true));
  };

  let body;
  if (state.status === 'loading') body = <PageTextLoading />;
  else if (state.status === 'error') body = <PageTextError error={state.error} onRetry={reload} />;
  else {
    const page = state.data;
    body = (
      <ContentEditor
        key={slug}
        heading={pageName(slug)}
        intro={page ? C.ownText(when(page.updated_at)) : C.builtIn}
        fields={PAGE_FIELDS}
        initial={{
          title: page?.title ?? pageName(slug),
          content: page?.content ?? '',
          meta_title: page?.meta_title ?? '',
          meta_description: page?.meta_description ?? '',
          meta_keywords: page?.meta_keywords ?? '',
          is_published: true,
        }}
        submitLabel={C.savePage}
        save={save}
        onSaved={() => setNotice(C.saved(pageName(slug)))}
      />
    );
  }
  return (
    <div className="dash-detail">
      <PageSelect slug={slug} onSlug={choose} />
      <p className="dash-hint" role="status">
        {notice}
      </p>
      {body}
    </div>
  );
}
