/**
 * Leads and appointments (pure views): a list with a status filter, each entry a card with what
 * it says (the whole of it behind Details) and buttons that set its status.
 */
import { LEAD_STATUSES, type LeadStatus, type StaffAppointment, type StaffInquiry, type StaffLead } from '@so/contract';
import { EmptyState, ErrorState, Skeleton, type AsyncState } from '@so/ui';
import { useId, type ReactNode } from 'react';
import { DASHBOARD_COPY } from '../copy.ts';
import { Badge, CountLine, failure, Pager, when, type StaffPage } from '../parts.tsx';
import { CONTENT_COPY as C } from './copy.ts';

export type LeadListKind = 'inquiries' | 'b2b-leads' | 'export-leads' | 'appointments';
export interface LeadBase {
  id: number;
  status: LeadStatus;
  created_at: string;
}

/** What a card shows: its title, the facts always in sight, and the rest behind Details. */
export interface LeadDescription {
  title: string;
  facts: readonly (readonly [string, ReactNode])[];
  details: readonly (readonly [string, ReactNode])[];
  /** A B2B or export lead's questions as asked, with the answers. */
  answers?: readonly { question: string; answer: string | null }[];
}

const text = (value: string | null | undefined): string => (value && value.trim() ? value : DASHBOARD_COPY.none);
const places = (...names: (string | null | undefined)[]) => names.filter(Boolean).join(', ') || DASHBOARD_COPY.none;

export function describeInquiry(item: StaffInquiry): LeadDescription {
  return {
    title: item.subject.trim() || item.name,
    facts: [
      [C.contact, item.company ? `${item.name}, ${item.company}` : item.name],
      [C.email, <a href={`mailto:${item.email}`}>{item.email}</a>],
      [C.phone, text(item.phone)],
      [C.received, when(item.created_at)],
    ],
    details: [
      [C.message, <span className="content__message">{text(item.inquiry_description)}</span>],
      [C.country, item.country_obj.name],
      [C.ageGroup, text(item.age_group)],
    ],
  };
}

export function describeLead(item: StaffLead): LeadDescription {
  return {
    title: item.company_name,
    facts: [
      [C.contact, places(item.full_name, item.job_title)],
      [C.email, item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : DASHBOARD_COPY.none],
      [C.phone, text(item.phone_no)],
      [C.place, places(item.city_obj?.name, item.state_obj?.name, item.country_obj?.name)],
      [C.received, when(item.created_at)],
    ],
    details: [
      [C.industry, text(item.industry_type)],
      [C.companySize, text(item.company_size)],
      [C.revenue, text(item.annual_revenue)],
      [C.registered, text(item.company_registered)],
      [C.website, text(item.website)],
      [C.requirements, <span className="content__message">{text(item.specific_requirements)}</span>],
    ],
    answers: item.answers,
  };
}

export function describeAppointment(item: StaffAppointment): LeadDescription {
  const medicine = item.is_taking_medicine === 'yes' ? C.yes : item.is_taking_medicine === 'no' ? C.no : C.notAnswered;
  return {
    title: item.name,
    facts: [
      [C.appointmentAt, when(item.start_datetime)],
      [C.problem, text(item.problem_suffering_from)],
      [C.email, <a href={`mailto:${item.email}`}>{item.email}</a>],
      [C.mobile, text(item.mobile)],
      [C.received, when(item.created_at)],
    ],
    details: [
      [C.problemDescription, <span className="content__message">{text(item.problem_description)}</span>],
      [C.takingMedicine, medicine],
      [C.medicineTypes, item.type_of_medicine_list.length ? item.type_of_medicine_list.join(', ') : DASHBOARD_COPY.none],
      [C.gender, text(item.gender)],
      [C.ageGroup, text(item.age_group)],
      [C.country, item.country_obj.name],
      [C.landmark, text(item.landmark)],
      [C.account, item.user_email],
    ],
  };
}

const tone = (status: LeadStatus) => (status === 'new' ? 'warn' : status === 'answered' ? 'good' : 'neutral');

/** Where a status change of one entry stands. */
export interface LeadChange {
  busy: boolean;
  error: string | null;
}

export interface LeadsViewProps<T extends LeadBase> {
  kind: LeadListKind;
  /** The status the list keeps ('' all). */
  status: LeadStatus | '';
  onStatus: (status: LeadStatus | '') => void;
  state: AsyncState<StaffPage<T>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  describe: (item: T) => LeadDescription;
  /** Statuses set since the list loaded (the entry stays in sight with its new status). */
  statuses: Readonly<Record<number, LeadStatus>>;
  changes: Readonly<Record<number, LeadChange>>;
  onSetStatus: (item: T, status: LeadStatus) => void;
  /** What the last change did (announced). */
  notice: string;
  /** Every entry's Details open at first (a story of a lead's whole detail). */
  expanded?: boolean;
}

export function LeadsView<T extends LeadBase>(props: LeadsViewProps<T>) {
  const { kind, status, onStatus, notice } = props;
  const selectId = useId();
  return (
    <div className="dash-detail">
      <div className="dash-toolbar">
        <div className="dash-field content__filter">
          <label htmlFor={selectId}>{C.statusFilter}</label>
          <select id={selectId} value={status} onChange={(e) => onStatus(LEAD_STATUSES.find((s) => s === e.target.value) ?? '')}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {C.statusWord[s]}
              </option>
            ))}
            <option value="">{C.all}</option>
          </select>
        </div>
      </div>
      <p className="dash-hint" role="status">
        {notice}
      </p>
      <LeadsList {...props} kind={kind} />
    </div>
  );
}

function LeadsList<T extends LeadBase>({ kind, status, state, page, onPage, onRetry, describe, statuses, changes, onSetStatus, expanded = false }: LeadsViewProps<T>) {
  const name = C.listName[kind];
  if (state.status === 'loading') {
    return (
      <div aria-busy="true" aria-label={C.loading(name)} role="status">
        <Skeleton height={20} width="30%" />
        <Skeleton height={140} style={{ marginTop: 10 }} />
        <Skeleton height={140} style={{ marginTop: 10 }} />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState title={C.loadFailed(name)} description={failure(state.error)} onRetry={onRetry} />;
  const { count, total_pages: totalPages, data } = state.data;
  if (count === 0 || data.length === 0) return <EmptyState>{status ? C.noneWith(name, C.statusWord[status]) : C.none(name)}</EmptyState>;
  const [one, many] = C.counts[kind];
  return (
    <>
      <CountLine count={count} one={one} many={many} />
      <ul className="content__cards">
        {data.map((item) => (
          <li key={item.id}>
            <LeadCard item={item} expanded={expanded} description={describe(item)} status={statuses[item.id] ?? item.status} change={changes[item.id]} onSetStatus={(s) => onSetStatus(item, s)} />
          </li>
        ))}
      </ul>
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} onPage={onPage} label={C.pages(name)} />}
    </>
  );
}

function Facts({ rows }: { rows: LeadDescription['facts'] }) {
  return (
    <dl className="dash-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LeadCard({
  item,
  expanded,
  description,
  status,
  change,
  onSetStatus,
}: {
  item: LeadBase;
  expanded: boolean;
  description: LeadDescription;
  status: LeadStatus;
  change: LeadChange | undefined;
  onSetStatus: (status: LeadStatus) => void;
}) {
  const headingId = useId();
  return (
    <article className="dash-card" aria-labelledby={headingId}>
      <div className="content__card-head">
        <h4 id={headingId}>{description.title}</h4>
        <Badge tone={tone(status)}>{C.statusWord[status]}</Badge>
      </div>
      <Facts rows={description.facts} />
      <details className="content__details" open={expanded || undefined}>
        <summary>{C.details}</summary>
        <Facts rows={description.details} />
        {description.answers && description.answers.length > 0 && (
          <>
            <h5>{C.answers}</h5>
            <dl className="content__answers">
              {description.answers.map((a, i) => (
                <div key={`${item.id}-${i}`}>
                  <dt>{a.question}</dt>
                  <dd>{a.answer && a.answer.trim() ? a.answer : C.notAnswered}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </details>
      <div className="dash-actions" role="group" aria-label={C.statusOf(description.title)}>
        {LEAD_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className="btn btn--ghost btn--small content__status"
            aria-pressed={s === status}
            aria-disabled={change?.busy || undefined}
            onClick={() => {
              if (s !== status && !change?.busy) onSetStatus(s);
            }}
          >
            {C.statusWord[s]}
          </button>
        ))}
        {change?.busy && <span className="dash-hint">{C.marking}</span>}
      </div>
      {change?.error && (
        <p className="dash-error" role="alert">
          {change.error}
        </p>
      )}
    </article>
  );
}
