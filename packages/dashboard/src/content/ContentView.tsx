/**
 * The Content section's views (pure): the links to its lists, the lists of blog posts, events
 * and stores with Edit and Publish / Unpublish, the edit form (what was typed stays on a
 * refusal, with the server's field errors), and a content page's text.
 */
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@so/contract';
import { EmptyState, ErrorState, Skeleton, type AsyncState } from '@so/ui';
import { type FieldErrors } from '@so/ui/form';
import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type Ref } from 'react';
import { dashboardHash } from '../context.ts';
import { DASHBOARD_COPY } from '../copy.ts';
import { Field, type FieldControl } from '../Field.tsx';
import { Badge, CountLine, failure, Pager, type StaffPage } from '../parts.tsx';
import { CONTENT_COPY as C, CONTENT_LISTS, pageName, type ContentList } from './copy.ts';

function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The section's lists as links (`#content/<list>`), the shown one marked current. */
export function ContentNav({ current, onOpen }: { current: ContentList; onOpen: (list: ContentList) => void }) {
  return (
    <nav className="content__nav" aria-label={C.lists}>
      <ul>
        {CONTENT_LISTS.map((list) => (
          <li key={list}>
            <a
              href={dashboardHash('content', list)}
              aria-current={list === current ? 'page' : undefined}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                onOpen(list);
              }}
            >
              {C.listName[list]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// ─── Blogs, events, stores ────────────────────────────────────────────────

export type RecordKind = 'blogs' | 'events' | 'stores';
export interface RecordBase {
  id: number;
  is_published: boolean;
}
/** A column of a record list: its header and what a row shows. */
export interface RecordColumn<T> {
  label: string;
  cell: (item: T) => string;
}

export interface RecordsViewProps<T extends RecordBase> {
  kind: RecordKind;
  state: AsyncState<StaffPage<T>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  titleOf: (item: T) => string;
  columns: readonly RecordColumn<T>[];
  onNew: () => void;
  onEdit: (item: T) => void;
  onPublish: (item: T, published: boolean) => void;
  /** The record whose publishing is being changed. */
  busyId: number | null;
  /** What the last change did (announced), and a refusal. */
  notice: string;
  error: string | null;
  /** Focus the New button when shown (back from the editor, so focus is not lost). */
  focusNew?: boolean;
}

export function RecordsView<T extends RecordBase>({ kind, state, page, onPage, onRetry, titleOf, columns, onNew, onEdit, onPublish, busyId, notice, error, focusNew = false }: RecordsViewProps<T>) {
  const name = C.listName[kind];
  const newButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNew) newButton.current?.focus();
  }, [focusNew]);
  let body;
  if (state.status === 'loading') {
    body = (
      <div aria-busy="true" aria-label={C.loading(name)} role="status">
        <Skeleton height={20} width="30%" />
        <Skeleton height={220} style={{ marginTop: 10 }} />
      </div>
    );
  } else if (state.status === 'error') {
    body = <ErrorState title={C.loadFailed(name)} description={failure(state.error)} onRetry={onRetry} />;
  } else if (state.data.count === 0 || state.data.data.length === 0) {
    body = <EmptyState>{C.none(name)}</EmptyState>;
  } else {
    const [one, many] = C.counts[kind];
    const { count, total_pages: totalPages, data } = state.data;
    body = (
      <>
        <CountLine count={count} one={one} many={many} />
        <table className="dash-table">
          <caption className="visually-hidden">{name}</caption>
          <thead>
            <tr>
              {columns.map((col) => (
                <th key={col.label} scope="col">
                  {col.label}
                </th>
              ))}
              <th scope="col">{C.cols.status}</th>
              <th scope="col">{C.cols.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => {
              const title = titleOf(item);
              return (
                <tr key={item.id}>
                  {columns.map((col) => (
                    <td key={col.label} data-label={col.label}>
                      {col.cell(item) || DASHBOARD_COPY.none}
                    </td>
                  ))}
                  <td data-label={C.cols.status}>
                    <Badge tone={item.is_published ? 'good' : 'neutral'}>{item.is_published ? C.published : C.draft}</Badge>
                  </td>
                  <td data-label={C.cols.actions}>
                    <div className="dash-actions">
                      <button type="button" className="btn btn--ghost btn--small" aria-label={C.editOf(title)} onClick={() => onEdit(item)}>
                        {C.edit}
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        aria-label={item.is_published ? C.unpublishOf(title) : C.publishOf(title)}
                        disabled={busyId === item.id}
                        onClick={() => onPublish(item, !item.is_published)}
                      >
                        {item.is_published ? C.unpublish : C.publish}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {totalPages > 1 && <Pager page={page} totalPages={totalPages} onPage={onPage} label={C.pages(name)} />}
      </>
    );
  }
  return (
    <div className="dash-detail">
      <div className="dash-actions">
        <button ref={newButton} type="button" className="btn btn--primary" onClick={onNew}>
          {C.newOf[kind]}
        </button>
      </div>
      {error && (
        <p className="dash-error" role="alert">
          {error}
        </p>
      )}
      <p className="dash-hint" role="status">
        {notice}
      </p>
      {body}
    </div>
  );
}

// ─── The edit form ────────────────────────────────────────────────────────

export type FieldKind = 'text' | 'textarea' | 'html' | 'datetime' | 'time' | 'checkbox' | 'select' | 'url' | 'email' | 'tel';
export interface FieldSpec {
  /** The request's field (the server's field errors use it). */
  name: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  hint?: string;
  /** Blank: left out of the request (a field that cannot be cleared). */
  omitWhenBlank?: boolean;
}
export type FormValues = Record<string, string | boolean>;

export interface ContentFormProps {
  heading: string;
  fields: readonly FieldSpec[];
  /** What was typed (it stays on a refusal). */
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  busy: boolean;
  /** The server's refusal (its message) and its field errors. */
  error: string | null;
  fieldErrors: FieldErrors<string>;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first field in error. */
  formRef?: Ref<HTMLFormElement>;
  submitLabel?: string;
  onSubmit: () => void;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Said above the fields (e.g. that a page shows its built-in text). */
  intro?: string;
  /** Focus the heading when the form opens (an editor replacing a list). */
  focusHeading?: boolean;
}

export function ContentForm({
  heading,
  fields,
  values,
  onChange,
  busy,
  error,
  fieldErrors,
  formRef,
  submitLabel = DASHBOARD_COPY.save,
  onSubmit,
  onCancel,
  cancelLabel = DASHBOARD_COPY.cancel,
  intro,
  focusHeading = false,
}: ContentFormProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} className="dash-card content__form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} ref={headingRef} tabIndex={-1}>
        {heading}
      </h4>
      {intro && <p className="dash-hint">{intro}</p>}
      {error && (
        <p className="dash-error" role="alert">
          {Object.values(fieldErrors).some(Boolean) ? `${C.refused} ${error}` : error}
        </p>
      )}
      <div className="content__fields">
        {fields.map((field) => (
          <ContentField key={field.name} id={`${id}-${field.name}`} field={field} value={values[field.name]} error={fieldErrors[field.name]} onChange={(v) => onChange(field.name, v)} />
        ))}
      </div>
      <div className="dash-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? DASHBOARD_COPY.saving : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
        )}
      </div>
    </form>
  );
}

/** One field of the form; its message is quiet (the form's alert says the request was refused). */
function ContentField({ id, field, value, error, onChange }: { id: string; field: FieldSpec; value: string | boolean | undefined; error: string | undefined; onChange: (value: string | boolean) => void }) {
  const label = C.fields[field.name] ?? field.name;
  const hint = field.hint ?? (field.kind === 'html' ? C.htmlHint : field.kind === 'datetime' ? C.dateHint : undefined);
  if (field.kind === 'checkbox') {
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="dash-field content__check">
        <label htmlFor={id}>
          <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} required={field.required} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {label}
        </label>
        {error && (
          <p id={`${id}-error`} className="dash-error">
            {error}
          </p>
        )}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const wide = field.kind === 'html' || field.kind === 'textarea';
  const control = (tied: FieldControl) => {
    const common = { ...tied, required: field.required };
    if (wide) return <textarea {...common} rows={field.kind === 'html' ? 12 : 3} value={text} onChange={(e) => onChange(e.target.value)} spellCheck={field.kind !== 'html'} />;
    if (field.kind === 'select') {
      return (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    }
    return <input {...common} type={field.kind === 'datetime' ? 'datetime-local' : field.kind} value={text} onChange={(e) => onChange(e.target.value)} />;
  };
  return (
    <Field label={label} hint={hint} error={error} required={field.required} announced={false} className={wide ? 'content__wide' : undefined}>
      {control}
    </Field>
  );
}

/**
 * The request body of a form: checkboxes as true/false, text trimmed; a blank field is left out
 * of a new record, and cleared (null) on an edit, unless it cannot be cleared (`omitWhenBlank`)
 * or is required (sent blank: the server names what is missing).
 */
export function formBody(fields: readonly FieldSpec[], values: FormValues, editing: boolean): Record<string, string | boolean | null> {
  const body: Record<string, string | boolean | null> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') {
      body[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) body[field.name] = field.kind === 'html' || field.kind === 'textarea' ? String(value) : text;
    else if (field.required) body[field.name] = '';
    else if (editing && !field.omitWhenBlank) body[field.name] = null;
  }
  return body;
}

/** An ISO time as the India time a datetime-local field shows: '2026-03-05T14:05'. India keeps no summer time. */
export function indiaLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + 330 * 60_000).toISOString().slice(0, 16);
}

// ─── Page texts ───────────────────────────────────────────────────────────

export function PageSelect({ slug, onSlug }: { slug: ContentPageSlug; onSlug: (slug: ContentPageSlug) => void }) {
  const id = useId();
  return (
    <div className="dash-toolbar">
      <div className="dash-field dash-field--wide">
        <label htmlFor={id}>{C.page}</label>
        <select id={id} value={slug} onChange={(e) => onSlug(CONTENT_PAGE_SLUGS.find((s) => s === e.target.value) ?? slug)}>
          {CONTENT_PAGE_SLUGS.map((s) => (
            <option key={s} value={s}>
              {pageName(s)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function PageTextLoading() {
  return (
    <div aria-busy="true" aria-label={C.pageLoading} role="status">
      <Skeleton height={300} />
    </div>
  );
}

export function PageTextError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorState title={C.pageFailed} description={failure(error)} onRetry={onRetry} />;
}
