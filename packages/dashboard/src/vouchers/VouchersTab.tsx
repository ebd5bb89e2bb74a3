/**
 * The dashboard's Vouchers section, connected: GET /staff/vouchers (search by code, paging),
 * the owner's Pause / Resume (PATCH /staff/vouchers/{id}/) and "Create voucher" (POST
 * /staff/vouchers/, at `#vouchers/new`), and the gift vouchers sold (GET /staff/gift-vouchers,
 * at `#vouchers/gift`).
 */
import { useStyles } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useState } from 'react';
import { useDashboard } from '../context.ts';
import { failure, usePagedList } from '../parts.tsx';
import { VOUCHERS_COPY as C } from './copy.ts';
import css from './vouchers.css?inline';
import {
  EMPTY_VOUCHER,
  GiftVouchersView,
  voucherInput,
  VoucherForm,
  VoucherLists,
  VouchersListView,
  type StaffGiftVoucherRow,
  type StaffVoucherRow,
  type VoucherFormValues,
} from './VouchersView.tsx';

export function VouchersTab() {
  useStyles(css);
  const { detail, open } = useDashboard();
  const list = detail === C.giftDetail ? 'gift' : 'vouchers';
  return (
    <div className="dash-vouchers">
      <VoucherLists current={list} onSelect={(next) => open('vouchers', next === 'gift' ? C.giftDetail : null)} />
      {list === 'gift' ? <GiftVouchers /> : <Vouchers />}
    </div>
  );
}

function GiftVouchers() {
  const { staff } = useDashboard();
  const { state, page, setPage, reload } = usePagedList<StaffGiftVoucherRow>((p) => staff.giftVouchers({ page: p }), []);
  return <GiftVouchersView state={state} page={page} onPage={setPage} onRetry={reload} />;
}

function Vouchers() {
  const { staff, superuser, detail, open } = useDashboard();
  const [search, setSearch] = useState('');
  const { state, page, setPage, reload } = usePagedList<StaffVoucherRow>((p) => staff.vouchers(search ? { search, page: p } : { page: p }), [search]);
  /** Vouchers changed since the list was loaded (Pause / Resume answers), by id. */
  const [changed, setChanged] = useState<Record<number, StaffVoucherRow>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; refused: boolean } | null>(null);
  /** The "Create voucher" form: what was typed stays across a refusal and a visit to the list. */
  const form = useForm<VoucherFormValues>({ initial: EMPTY_VOUCHER });
  const [refusal, setRefusal] = useState<string | null>(null);

  if (detail === C.newDetail) {
    const create = async () => {
      setRefusal(null);
      const result = await form.submit((values) => staff.createVoucher(voucherInput(values)));
      if (result.status === 'sent') {
        form.reset();
        setChanged({});
        setNotice({ text: C.createdNow(result.result.data.code), refused: false });
        open('vouchers');
        reload();
      } else if (result.status === 'refused' || result.status === 'failed') {
        // The server's words; its field errors stand beside their fields (useForm).
        setRefusal(failure(result.error));
      }
    };
    return (
      <VoucherForm
        values={form.values}
        onChange={form.setField}
        onSubmit={() => void create()}
        onBack={() => open('vouchers')}
        creating={form.submitting}
        error={refusal}
        fieldErrors={form.errors}
        formRef={form.formRef}
        superuser={superuser}
      />
    );
  }

  const shown = state.status === 'ready' ? { status: 'ready' as const, data: { ...state.data, data: state.data.data.map((v) => changed[v.id] ?? v) } } : state;
  const setActive = (voucher: StaffVoucherRow, active: boolean) => {
    setBusyId(voucher.id);
    setNotice(null);
    staff.setVoucherActive(voucher.id, active).then(
      (answer) => {
        setBusyId(null);
        setChanged((rows) => ({ ...rows, [voucher.id]: answer.data }));
        setNotice({ text: answer.data.is_active ? C.resumedNow(answer.data.code) : C.pausedNow(answer.data.code), refused: false });
      },
      (error: unknown) => {
        setBusyId(null);
        setNotice({ text: failure(error), refused: true });
      },
    );
  };
  return (
    <VouchersListView
      search={search}
      onSearch={(next) => {
        setSearch(next);
        setChanged({});
      }}
      state={shown}
      page={page}
      onPage={setPage}
      onRetry={reload}
      superuser={superuser}
      onCreate={() => {
        setNotice(null);
        open('vouchers', C.newDetail);
      }}
      onSetActive={setActive}
      busyId={busyId}
      notice={notice}
    />
  );
}
