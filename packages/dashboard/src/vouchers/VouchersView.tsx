/**
 * The dashboard's Vouchers section as pure views: the sub-lists' links, the flat and percent
 * vouchers (Pause / Resume for the owner), the owner's "Create voucher" form, and the gift
 * vouchers sold (never their codes: the server sends none).
 */
import type { StaffApi, StaffVoucherInput } from '@so/api/staff';
import { MSG } from '@so/contract';
import { type StaffVoucherState } from '@so/contract/staff';
import { EmptyState, ErrorState, type AsyncState } from '@so/ui';
import { type FieldErrors } from '@so/ui/form';
import { useEffect, useId, useState, type FormEvent, type MouseEvent, type Ref } from 'react';
import { FieldError } from '@so/widgets/kit';
import { dashboardHash } from '../context.ts';
import { DASHBOARD_COPY } from '../copy.ts';
import { Field } from '../Field.tsx';
import { Badge, CountLine, day, ListLoading, money, PagedList, Pager, rupees, when, type StaffPage } from '../parts.tsx';
import { VOUCHERS_COPY as C } from './copy.ts';

export type StaffVoucherRow = Awaited<ReturnType<StaffApi['vouchers']>>['data'][number];
export type StaffGiftVoucherRow = Awaited<ReturnType<StaffApi['giftVouchers']>>['data'][number];

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** "Vouchers" and "Gift vouchers": the section's two lists, as links with their URL hash. */
export function VoucherLists({ current, onSelect }: { current: 'vouchers' | 'gift'; onSelect: (list: 'vouchers' | 'gift') => void }) {
  const link = (list: 'vouchers' | 'gift', label: string) => (
    <a
      href={dashboardHash('vouchers', list === 'gift' ? C.giftDetail : null)}
      aria-current={current === list ? 'page' : undefined}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onSelect(list);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="dash-subtabs" aria-label={C.subTabs}>
      <ul>
        <li>{link('vouchers', C.vouchersTab)}</li>
        <li>{link('gift', C.giftTab)}</li>
      </ul>
    </nav>
  );
}

const LIST_LOADING = [40, 280] as const;

export const kindText = (kind: string): string => (kind === 'percent' ? C.percent : C.flat);
export const valueText = (voucher: Pick<StaffVoucherRow, 'kind' | 'value'>): string => (voucher.kind === 'percent' ? C.percentValue(voucher.value) : rupees(voucher.value));

/** Where a voucher stands (the server's `state`), in words; the colour only repeats them. */
const STATE: Record<StaffVoucherState, { text: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }> = {
  active: { text: C.active, tone: 'good' },
  paused: { text: C.paused, tone: 'warn' },
  expired: { text: C.expired, tone: 'bad' },
  used_up: { text: C.usedUp, tone: 'neutral' },
};

export interface VouchersListViewProps {
  search: string;
  onSearch: (search: string) => void;
  state: AsyncState<StaffPage<StaffVoucherRow>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  superuser: boolean;
  onCreate: () => void;
  /** Pause (false) or resume (true): the owner's. */
  onSetActive: (voucher: StaffVoucherRow, active: boolean) => void;
  /** The voucher whose Pause / Resume is on its way. */
  busyId: number | null;
  /** What the last change came to (announced), or a refusal. */
  notice: { text: string; refused: boolean } | null;
}

/** The flat and percent vouchers: search by code, the rows, the pager; the owner's controls. */
export function VouchersListView({ search, onSearch, state, page, onPage, onRetry, superuser, onCreate, onSetActive, busyId, notice }: VouchersListViewProps) {
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  return (
    <div className="dash-vouchers">
      <form
        className="dash-toolbar"
        role="search"
        aria-label={C.vouchersTab}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <Field label={C.searchLabel} className="dash-field--wide">
          {(control) => <input {...control} className="input" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />}
        </Field>
        <button type="submit" className="btn btn--small">
          {C.searchButton}
        </button>
        {search && (
          <button type="button" className="btn btn--small btn--ghost" onClick={() => onSearch('')}>
            {DASHBOARD_COPY.clearFilters}
          </button>
        )}
        {superuser && (
          <button type="button" className="btn btn--small dash-vouchers__create" onClick={onCreate}>
            {C.create}
          </button>
        )}
      </form>
      {!superuser && <p className="dash-hint">{DASHBOARD_COPY.superuserOnly}</p>}
      <p className={notice?.refused ? 'dash-error' : 'dash-hint'} role="status">
        {notice?.text ?? ''}
      </p>
      <VoucherRows state={state} page={page} onPage={onPage} onRetry={onRetry} superuser={superuser} onSetActive={onSetActive} busyId={busyId} searched={search !== ''} />
    </div>
  );
}

function VoucherRows({
  state,
  page,
  onPage,
  onRetry,
  superuser,
  onSetActive,
  busyId,
  searched,
}: Pick<VouchersListViewProps, 'state' | 'page' | 'onPage' | 'onRetry' | 'superuser' | 'onSetActive' | 'busyId'> & { searched: boolean }) {
  return (
    <PagedList state={state} page={page} onPage={onPage} onRetry={onRetry} loading={<ListLoading label={C.loading} heights={LIST_LOADING} />} loadFailed={C.loadFailed} empty={searched ? DASHBOARD_COPY.nothingFound : C.empty} one={C.one} many={C.many}>
      {(data) => (
        <table className="dash-table">
          <thead>
            <tr>
              <th scope="col">{C.colCode}</th>
              <th scope="col">{C.colKind}</th>
              <th scope="col" className="dash-num">
                {C.colValue}
              </th>
              <th scope="col" className="dash-num">
                {C.colCap}
              </th>
              <th scope="col" className="dash-num">
                {C.colMinimum}
              </th>
              <th scope="col">{C.colExpiry}</th>
              <th scope="col">{C.colUses}</th>
              <th scope="col">{C.colStatus}</th>
              {superuser && <th scope="col">{C.colActions}</th>}
            </tr>
          </thead>
          <tbody>
            {data.map((voucher) => (
              <tr key={voucher.id}>
                <td data-label={C.colCode}>
                  <strong className="dash-code">{voucher.code}</strong>
                </td>
                <td data-label={C.colKind}>{kindText(voucher.kind)}</td>
                <td data-label={C.colValue} className="dash-num">
                  {valueText(voucher)}
                </td>
                <td data-label={C.colCap} className="dash-num">
                  {voucher.max_discount === null ? (voucher.kind === 'percent' ? C.noCap : DASHBOARD_COPY.none) : rupees(voucher.max_discount)}
                </td>
                <td data-label={C.colMinimum} className="dash-num">
                  {voucher.min_order > 0 ? rupees(voucher.min_order) : C.noMinimum}
                </td>
                <td data-label={C.colExpiry}>{voucher.expires_at ? day(voucher.expires_at) : C.never}</td>
                <td data-label={C.colUses}>
                  <span className="dash-uses">
                    <span>{C.uses(voucher.uses, voucher.max_uses)}</span>
                    <span className="dash-hint">{C.perCustomer(voucher.max_uses_per_user)}</span>
                  </span>
                </td>
                <td data-label={C.colStatus}>
                  <Badge tone={STATE[voucher.state].tone}>{STATE[voucher.state].text}</Badge>
                </td>
                {superuser && (
                  <td data-label={C.colActions}>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost"
                      disabled={busyId === voucher.id}
                      onClick={() => onSetActive(voucher, !voucher.is_active)}
                    >
                      {voucher.is_active ? C.pause : C.resume}
                      <span className="visually-hidden"> {voucher.code}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PagedList>
  );
}

// ─── Create voucher ────────────────────────────────────────────────────────

export interface VoucherFormValues {
  code: string;
  kind: 'flat' | 'percent';
  value: string;
  max_discount: string;
  min_order: string;
  expires_at: string;
  max_uses: string;
  max_uses_per_user: string;
}
export const EMPTY_VOUCHER: VoucherFormValues = { code: '', kind: 'flat', value: '', max_discount: '', min_order: '', expires_at: '', max_uses: '', max_uses_per_user: '' };

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The form's values as POST /staff/vouchers/ takes them (the server checks them; empty is none). */
export function voucherInput(values: VoucherFormValues): StaffVoucherInput {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.value.trim(),
    max_discount: values.kind === 'percent' ? orNull(values.max_discount) : null,
    min_order: orNull(values.min_order),
    expires_at: orNull(values.expires_at),
    max_uses: orNull(values.max_uses),
    max_uses_per_user: orNull(values.max_uses_per_user),
  };
}

export interface VoucherFormProps {
  /** What was typed (kept by the section across a refusal). */
  values: VoucherFormValues;
  onChange: <K extends keyof VoucherFormValues>(name: K, value: VoucherFormValues[K]) => void;
  onSubmit: () => void;
  onBack: () => void;
  creating: boolean;
  /** The server's refusal and its field errors (code, kind, value, max_discount, …). */
  error: string | null;
  fieldErrors: FieldErrors<keyof VoucherFormValues>;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first field in error. */
  formRef?: Ref<HTMLFormElement>;
  /** Staff: the form is the owner's; only the reason is shown. */
  superuser: boolean;
}

/** The owner's "Create voucher" form: every field as the server names it, its errors beside each. */
export function VoucherForm({ values, onChange, onSubmit, onBack, creating, error, fieldErrors, formRef, superuser }: VoucherFormProps) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const back = (
    <button type="button" className="btn btn--small btn--ghost dash-back" onClick={onBack}>
      {C.back}
    </button>
  );
  if (!superuser) {
    return (
      <div className="dash-detail">
        {back}
        <h3>{C.formTitle}</h3>
        <p className="dash-hint">{DASHBOARD_COPY.superuserOnly}</p>
      </div>
    );
  }
  const text = (name: Exclude<keyof VoucherFormValues, 'kind'>, label: string, options: { hint?: string; inputMode?: 'decimal' | 'numeric' | 'text'; type?: string; autoCapitalize?: string } = {}) => (
    <Field label={label} hint={options.hint} error={fieldErrors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          className="input"
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoCapitalize={options.autoCapitalize}
          value={values[name]}
          onChange={(e) => onChange(name, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <div className="dash-detail">
      {back}
      <h3>{C.formTitle}</h3>
      <form
        ref={formRef}
        className="dash-voucher-form"
        noValidate
        aria-describedby={error ? `${id('form')}-error` : undefined}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {text('code', C.code, { hint: C.codeHint, autoCapitalize: 'characters' })}
        <fieldset className="dash-voucher-form__kind" aria-describedby={fieldErrors.kind ? `${id('kind')}-error` : undefined}>
          <legend>{C.kind}</legend>
          {(['flat', 'percent'] as const).map((kind) => (
            <div className="dash-check" key={kind}>
              <input id={id(`kind-${kind}`)} type="radio" name={`${base}-kind`} value={kind} checked={values.kind === kind} onChange={() => onChange('kind', kind)} />
              <label htmlFor={id(`kind-${kind}`)}>{kind === 'flat' ? C.kindFlat : C.kindPercent}</label>
            </div>
          ))}
          <FieldError id={`${id('kind')}-error`} error={fieldErrors.kind} />
        </fieldset>
        {text('value', values.kind === 'percent' ? C.valuePercent : C.valueFlat, { inputMode: values.kind === 'percent' ? 'numeric' : 'decimal' })}
        {values.kind === 'percent' && text('max_discount', C.maxDiscount, { hint: C.maxDiscountHint, inputMode: 'decimal' })}
        {text('min_order', C.minOrder, { inputMode: 'decimal' })}
        {text('expires_at', C.expiresAt, { hint: C.expiresHint, type: 'date' })}
        {text('max_uses', C.maxUses, { hint: C.limitHint, inputMode: 'numeric' })}
        {text('max_uses_per_user', C.maxUsesPerUser, { hint: C.limitHint, inputMode: 'numeric' })}
        {values.kind === 'flat' && fieldErrors.max_discount && <p className="dash-error">{fieldErrors.max_discount}</p>}
        {error && (
          <p id={`${id('form')}-error`} className="alert" role="alert">
            {error}
          </p>
        )}
        <div className="dash-actions">
          <button type="submit" className="btn" disabled={creating}>
            {creating ? C.creating : C.create}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onBack}>
            {DASHBOARD_COPY.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}

// ─── Gift vouchers ─────────────────────────────────────────────────────────

const PAYMENT: Record<StaffGiftVoucherRow['payment_status'], { text: string; tone: 'good' | 'warn' | 'bad' }> = {
  success: { text: C.paymentSuccess, tone: 'good' },
  pending: { text: C.paymentPending, tone: 'warn' },
  failure: { text: C.paymentFailure, tone: 'bad' },
};

export interface GiftVouchersViewProps {
  state: AsyncState<StaffPage<StaffGiftVoucherRow>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The gift vouchers sold: amount, who to whom, payment, when, the balance left (no code). */
export function GiftVouchersView({ state, page, onPage, onRetry }: GiftVouchersViewProps) {
  if (state.status === 'loading') return <ListLoading label={C.giftLoading} heights={LIST_LOADING} />;
  if (state.status === 'error') return <ErrorState title={C.giftLoadFailed} description={MSG.tryAgainLater} onRetry={onRetry} />;
  const { data, count, total_pages: totalPages } = state.data;
  return (
    <div className="dash-vouchers">
      <p className="dash-hint">{C.giftHint}</p>
      {data.length === 0 ? (
        <EmptyState>{C.giftEmpty}</EmptyState>
      ) : (
        <>
          <CountLine count={count} one={C.giftOne} many={C.giftMany} />
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col" className="dash-num">
                  {C.colAmount}
                </th>
                <th scope="col">{C.colFromTo}</th>
                <th scope="col">{C.colPayment}</th>
                <th scope="col">{C.colWhen}</th>
                <th scope="col" className="dash-num">
                  {C.colBalance}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((gift) => (
                <tr key={gift.txnid}>
                  <td data-label={C.colAmount} className="dash-num">
                    {money(gift.amount)}
                  </td>
                  <td data-label={C.colFromTo}>{C.fromTo(gift.sender_name, gift.receiver_name)}</td>
                  <td data-label={C.colPayment}>
                    <Badge tone={PAYMENT[gift.payment_status].tone}>{PAYMENT[gift.payment_status].text}</Badge>
                  </td>
                  <td data-label={C.colWhen}>{when(gift.created_at)}</td>
                  <td data-label={C.colBalance} className="dash-num">
                    {gift.voucher === null ? C.notIssued : gift.voucher.is_used_up ? <Badge>{C.usedUp}</Badge> : money(gift.voucher.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} totalPages={totalPages} onPage={onPage} />
        </>
      )}
    </div>
  );
}
