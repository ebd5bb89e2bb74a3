import { ApiError } from '@so/api';
import { staffApi } from '@so/api/staff';
import { $location, $loggedIn, $session, getApi, navigate, openLoginDialog, requireLogin } from '@so/stores';
import { Skeleton, useAsync, useStore, ErrorState } from '@so/ui';
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { MSG } from '@so/contract';
import { never, pushHash, routes } from '@so/widgets/kit';
import { DASHBOARD_COPY, DASHBOARD_TABS, type DashboardTab } from './copy.ts';
import { DashboardCtx, dashboardHash, parseDashboardHash, type DashboardContext } from './context.ts';
import { DashboardLogin, DashboardRefused, DashboardView } from './DashboardView.tsx';
import { failure, ListLoading } from './parts.tsx';

const TAB_NAMES: readonly DashboardTab[] = DASHBOARD_TABS.map((t) => t.tab);

/**
 * Each section is a chunk of its own, loaded when it is first shown: the shell and Today come
 * first, the rest (orders, forms, the audit log…) only when staff open them.
 */
function section<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const SECTIONS: Record<DashboardTab, LazyExoticComponent<ComponentType>> = {
  today: section(() => import('./today/TodayTab.tsx'), 'TodayTab'),
  orders: section(() => import('./orders/OrdersTab.tsx'), 'OrdersTab'),
  products: section(() => import('./products/ProductsTab.tsx'), 'ProductsTab'),
  vouchers: section(() => import('./vouchers/VouchersTab.tsx'), 'VouchersTab'),
  reviews: section(() => import('./reviews/ReviewsTab.tsx'), 'ReviewsTab'),
  customers: section(() => import('./customers/CustomersTab.tsx'), 'CustomersTab'),
  content: section(() => import('./content/ContentTab.tsx'), 'ContentTab'),
  audit: section(() => import('./audit/AuditTab.tsx'), 'AuditTab'),
};

/**
 * /dashboard wired to the session and the staff's endpoints. The server decides who may open it:
 * the shell first asks for the Today summary; 401 (no or an expired session) asks to log in, 403
 * (a customer) shows the refusal, anything else shows the sections. The URL hash names the
 * section and, after a slash, what it shows in detail (`#orders/SO100001`).
 */
export function Dashboard() {
  const loggedIn = useStore($loggedIn);
  const session = useStore($session);
  const location = useStore($location);
  const staff = useMemo(() => staffApi(getApi()), []);
  // Asked again for each session (logged in: a token).
  const token = session?.token;
  const [gate, retry] = useAsync(() => (token ? staff.summary().then((r) => r.data) : never()), [token, staff]);

  useEffect(() => {
    if (!loggedIn) requireLogin(DASHBOARD_COPY.loginNeeded);
  }, [loggedIn]);

  const { tab, detail } = parseDashboardHash(location.hash, TAB_NAMES);
  const ctx = useMemo<DashboardContext | null>(
    () =>
      gate.status === 'ready'
        ? {
            staff,
            superuser: Boolean(session?.is_superuser),
            email: session?.email ?? '',
            tab,
            detail,
            open: (next, nextDetail) => pushHash(dashboardHash(next, nextDetail)),
            firstSummary: gate.data,
          }
        : null,
    [gate, staff, session?.is_superuser, session?.email, tab, detail],
  );

  if (!loggedIn) return <DashboardLogin onLogin={() => openLoginDialog(DASHBOARD_COPY.loginNeeded)} />;
  if (gate.status === 'loading') {
    return (
      <div className="dash container" role="status" aria-busy="true">
        <span className="visually-hidden">{DASHBOARD_COPY.loading}</span>
        <Skeleton height={480} />
      </div>
    );
  }
  if (gate.status === 'error') {
    const status = gate.error instanceof ApiError ? gate.error.status : 0;
    if (status === 401) return <DashboardLogin onLogin={() => openLoginDialog(DASHBOARD_COPY.loginNeeded)} />;
    if (status === 403) return <DashboardRefused message={failure(gate.error)} homeHref={routes.home()} onHome={() => navigate(routes.home())} />;
    return (
      <div className="dash container">
        <ErrorState title={MSG.somethingWentWrong} description={failure(gate.error)} onRetry={retry} />
      </div>
    );
  }
  const Section = SECTIONS[tab];
  return (
    <DashboardCtx.Provider value={ctx}>
      <DashboardView email={ctx?.email ?? ''} superuser={ctx?.superuser ?? false} tab={tab} onSelectTab={(next) => pushHash(dashboardHash(next))}>
        <Suspense fallback={<ListLoading label={DASHBOARD_COPY.loading} heights={[40, 320]} />}>
          <Section />
        </Suspense>
      </DashboardView>
    </DashboardCtx.Provider>
  );
}
