/**
 * The Audit log section's views (pure: props in, callbacks out): the filters (kind of record and
 * its id), the entries newest first with who, when, what and the fields that changed, and the
 * pager. Read only: there is nothing to edit or delete.
 */
import type { StaffApi } from '@so/api/staff';
import { MSG } from '@so/contract';
import { EmptyState, ErrorState, useStyles, type AsyncState } from '@so/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DASHBOARD_COPY } from '../copy.ts';
import { CountLine, day, failure, ListLoading, Pager, rupees, when, type StaffPage } from '../parts.tsx';
import { AUDIT_ACTIONS, AUDIT_COPY, AUDIT_ENTITIES, AUDIT_FIELDS, AUDIT_RUPEE_FIELDS } from './copy.ts';
import css from './audit.css?inline';

/** One entry of GET /staff/audit. */
export type AuditEntry = Awaited<ReturnType<StaffApi['audit']>>['data'][number];
type State = AuditEntry['before'];

/** The log's filters: a kind of record (`entity`) and its id; '' is any. */
export interface AuditFilter {
  entity: string;
  entityId: string;
}

/** `#audit/<entity>:<entity_id>` (either part may be missing) → the filters (see copy.ts). */
export function parseAuditDetail(detail: string | null): AuditFilter {
  if (!detail) return { entity: '', entityId: '' };
  const colon = detail.indexOf(':');
  if (colon < 0) return { entity: detail.trim(), entityId: '' };
  return { entity: detail.slice(0, colon).trim(), entityId: detail.slice(colon + 1).trim() };
}

/** The filters → the hash detail of `#audit/…` (null: no filter), for `open('audit', …)`. */
export function auditDetail({ entity, entityId }: AuditFilter): string | null {
  const kind = entity.trim();
  const id = entityId.trim();
  if (!id) return kind || null;
  return `${kind}:${id}`;
}

/** What was done, in words; an action the copy does not know is shown as it is. */
export const actionText = (action: string): string => AUDIT_ACTIONS[action] ?? action;
/** A kind of record in words; an unknown one as it is. */
export const entityText = (entity: string): string => (entity in AUDIT_ENTITIES ? AUDIT_ENTITIES[entity as keyof typeof AUDIT_ENTITIES] : entity);
const fieldText = (field: string): string => AUDIT_FIELDS[field] ?? field;

/** A value of a before or after state as the dashboard shows it. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return DASHBOARD_COPY.none;
  if (typeof value === 'boolean') return value ? DASHBOARD_COPY.yes : DASHBOARD_COPY.no;
  if (AUDIT_RUPEE_FIELDS.has(field) && (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))))) {
    return rupees(Number(value));
  }
  if (typeof value === 'string') {
    if (field.endsWith('_at') || field.endsWith('_datetime')) return when(value);
    if (field.endsWith('_date')) return day(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A field of an entry: what it was (absent when created) and what it is (absent when removed). */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that changed (all of them for a creation or a removal), in the order the server wrote them. */
export function auditChanges(before: State, after: State): AuditChange[] {
  if (before === null && after === null) return [];
  if (before === null) return Object.entries(after ?? {}).map(([field, value]) => ({ field, after: value }));
  if (after === null) return Object.entries(before).map(([field, value]) => ({ field, before: value }));
  const fields = [...Object.keys(after), ...Object.keys(before).filter((field) => !(field in after))];
  return fields.filter((field) => !same(before[field], after[field])).map((field) => ({ field, before: before[field], after: after[field] }));
}

/** An entry's changes: "Field: before → after"; a creation lists what it was created with. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="dash-hint">{AUDIT_COPY.noFieldChanged}</span>;
  const created = entry.before === null;
  return (
    <div className="audit-changes">
      {created && <span className="audit-changes__note">{AUDIT_COPY.created}</span>}
      <ul>
        {changes.map((change) => (
          <li key={change.field}>
            <span className="audit-changes__field">{fieldText(change.field)}:</span>{' '}
            {created ? (
              auditValue(change.field, change.after)
            ) : (
              <>
                <span className="audit-changes__before">{auditValue(change.field, change.before)}</span>{' '}
                <span aria-hidden="true">{AUDIT_COPY.arrow}</span> <span className="visually-hidden">{AUDIT_COPY.changedTo}</span>{' '}
                <span className="audit-changes__after">{'after' in change ? auditValue(change.field, change.after) : AUDIT_COPY.removed}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The entries of a page, newest first: a table on wide screens, cards on phones. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <table className="dash-table audit-table">
      <thead>
        <tr>
          <th scope="col">{AUDIT_COPY.when}</th>
          <th scope="col">{AUDIT_COPY.who}</th>
          <th scope="col">{AUDIT_COPY.what}</th>
          <th scope="col">{AUDIT_COPY.record}</th>
          <th scope="col">{AUDIT_COPY.changes}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={AUDIT_COPY.when}>{when(entry.at)}</td>
            <td data-label={AUDIT_COPY.who}>{entry.actor_email || AUDIT_COPY.unknownActor}</td>
            <td data-label={AUDIT_COPY.what}>{actionText(entry.action)}</td>
            <td data-label={AUDIT_COPY.record}>{AUDIT_COPY.recordOf(entityText(entry.entity), entry.entity_id)}</td>
            <td data-label={AUDIT_COPY.changes}>
              <AuditChanges entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface AuditFiltersProps {
  /** The filters applied (from the URL hash). */
  filter: AuditFilter;
  onFilter: (filter: AuditFilter) => void;
}

/** The kind of record (applied when chosen) and its id (applied with Show or Enter). */
export function AuditFilters({ filter, onFilter }: AuditFiltersProps) {
  const ids = useId();
  const [entityId, setEntityId] = useState(filter.entityId);
  useEffect(() => setEntityId(filter.entityId), [filter.entityId]);
  const known = filter.entity === '' || filter.entity in AUDIT_ENTITIES;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter({ entity: filter.entity, entityId });
  };
  const filtered = filter.entity !== '' || filter.entityId !== '';
  return (
    <form className="dash-toolbar" role="search" aria-label={AUDIT_COPY.filters} onSubmit={submit}>
      <div className="dash-field">
        <label htmlFor={`${ids}-entity`}>{AUDIT_COPY.entity}</label>
        <select id={`${ids}-entity`} value={filter.entity} onChange={(event) => onFilter({ entity: event.target.value, entityId })}>
          <option value="">{AUDIT_COPY.anyEntity}</option>
          {Object.entries(AUDIT_ENTITIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          {!known && <option value={filter.entity}>{filter.entity}</option>}
        </select>
      </div>
      <div className="dash-field dash-field--wide">
        <label htmlFor={`${ids}-id`}>{AUDIT_COPY.entityId}</label>
        <input
          id={`${ids}-id`}
          type="search"
          value={entityId}
          maxLength={100}
          aria-describedby={`${ids}-id-hint`}
          onChange={(event) => setEntityId(event.target.value)}
        />
        <span id={`${ids}-id-hint`} className="dash-hint">
          {AUDIT_COPY.entityIdHint}
        </span>
      </div>
      <div className="dash-actions audit-filters__actions">
        <button type="submit" className="btn btn--small">
          {AUDIT_COPY.apply}
        </button>
        {filtered && (
          <button type="button" className="btn btn--small btn--ghost" onClick={() => onFilter({ entity: '', entityId: '' })}>
            {DASHBOARD_COPY.clearFilters}
          </button>
        )}
      </div>
    </form>
  );
}

/** The list's loading: a skeleton, announced once. */
export function AuditLoading() {
  return <ListLoading label={AUDIT_COPY.loading} heights={[56, 56, 56]} />;
}

export interface AuditViewProps extends AuditFiltersProps {
  state: AsyncState<StaffPage<AuditEntry>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** #audit: the filters, the count, the entries of a page and the pager. */
export function AuditView({ filter, onFilter, state, page, onPage, onRetry }: AuditViewProps) {
  useStyles(css);
  const filtered = filter.entity !== '' || filter.entityId !== '';
  return (
    <div className="audit">
      <p className="dash-hint">{AUDIT_COPY.readOnly}</p>
      <AuditFilters filter={filter} onFilter={onFilter} />
      {state.status === 'loading' && <AuditLoading />}
      {state.status === 'error' && <ErrorState title={MSG.somethingWentWrong} description={failure(state.error)} onRetry={onRetry} />}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <EmptyState>{filtered ? DASHBOARD_COPY.nothingFound : AUDIT_COPY.empty}</EmptyState>
        ) : (
          <>
            <CountLine count={state.data.count} one={AUDIT_COPY.one} many={AUDIT_COPY.many} />
            <AuditTable entries={state.data.data} />
            <Pager page={page} totalPages={state.data.total_pages} onPage={onPage} label={AUDIT_COPY.pages} />
          </>
        ))}
    </div>
  );
}
