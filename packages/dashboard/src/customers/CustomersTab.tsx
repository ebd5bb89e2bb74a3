/**
 * The dashboard's Customers section, connected: `#customers` lists the accounts
 * (GET /staff/customers, searched by name, e-mail or mobile), `#customers/<id>` shows one
 * (GET /staff/customers/{id}/). A superuser adjusts coins and grants or takes back staff access;
 * staff read the same page with those controls explained instead.
 */
import { useAsync, useStyles } from '@so/ui';
import { useRef, useState } from 'react';
import { useDashboard } from '../context.ts';
import { failure, usePagedList } from '../parts.tsx';
import { CUSTOMERS_COPY as C } from './copy.ts';
import css from './customers.css?inline';
import {
  CustomerDetailError,
  CustomerDetailLoading,
  CustomerDetailView,
  CustomersListView,
  IDLE,
  type ChangeState,
  type StaffCustomerDetail,
} from './CustomersView.tsx';

export function CustomersTab() {
  useStyles(css);
  const { detail } = useDashboard();
  // The search stays while a customer is open, so Back returns to the same list.
  const [search, setSearch] = useState('');
  const id = detail && /^\d{1,10}$/.test(detail) ? Number(detail) : null;
  return id === null ? <CustomerList search={search} onSearch={setSearch} /> : <CustomerDetail key={id} id={id} />;
}

function CustomerList({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { staff, open } = useDashboard();
  const { state, page, setPage, reload } = usePagedList((p) => staff.customers({ search: search || undefined, page: p }), [search]);
  return (
    <CustomersListView
      search={search}
      onSearch={onSearch}
      state={state}
      page={page}
      onPage={setPage}
      onRetry={reload}
      onOpen={(customerId) => open('customers', String(customerId))}
    />
  );
}

function CustomerDetail({ id }: { id: number }) {
  const { staff, open, superuser, email } = useDashboard();
  const [state, reload] = useAsync(() => staff.customer(id).then((r) => r.data), [id, staff]);
  // After a change the detail loads again; the page keeps showing what it had meanwhile.
  const shown = useRef<StaffCustomerDetail | null>(null);
  if (state.status === 'ready') shown.current = state.data;
  const [adjust, setAdjust] = useState<ChangeState>(IDLE);
  const [staffChange, setStaffChange] = useState<ChangeState>(IDLE);
  const back = () => open('customers');

  const data = shown.current;
  if (!data) {
    if (state.status === 'error') return <CustomerDetailError error={state.error} onRetry={reload} onBack={back} />;
    return <CustomerDetailLoading />;
  }

  // The form (useForm) shows the refusal's field errors and keeps what was typed; its words show here.
  const onAdjust = async (coins: number, reason: string): Promise<void> => {
    setAdjust(IDLE);
    try {
      const answer = await staff.adjustCoins(id, { coins, reason });
      setAdjust({ ...IDLE, notice: C.adjusted(answer.message, answer.data.coin_balance) });
      reload();
    } catch (error) {
      setAdjust({ ...IDLE, error: failure(error) });
      throw error;
    }
  };
  const onSetStaff = async (isStaff: boolean) => {
    setStaffChange({ ...IDLE, busy: true });
    try {
      const answer = await staff.setStaff(id, isStaff);
      setStaffChange({ ...IDLE, notice: C.staffChanged(answer.message, answer.data.is_staff) });
      reload();
    } catch (error) {
      setStaffChange({ ...IDLE, error: failure(error) });
    }
  };

  return (
    <CustomerDetailView
      detail={data}
      superuser={superuser}
      email={email}
      onBack={back}
      onOpenOrder={(orderId) => open('orders', orderId)}
      onHistory={(entity) => open('audit', `${entity}:${id}`)}
      adjust={adjust}
      onAdjust={onAdjust}
      staffChange={staffChange}
      onSetStaff={onSetStaff}
    />
  );
}
