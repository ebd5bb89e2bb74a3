/**
 * `@so/dashboard`: the staff's dashboard, a package of its own beside the widgets so that no
 * shopper's page loads its code. The store serves its entry (entry.ts) at /widgets/dashboard.js.
 */
import { isolated } from '@so/widgets/kit';
import { Dashboard as ConnectedDashboard } from './Dashboard.tsx';

/** The connected dashboard in a shadow root of its own (ShadowScope), for a React host. */
export const Dashboard = isolated(ConnectedDashboard);
export { DashboardView, DashboardLogin, DashboardRefused, type DashboardViewProps } from './DashboardView.tsx';
export { DASHBOARD_COPY, DASHBOARD_TABS, type DashboardTab } from './copy.ts';
export { DashboardCtx, parseDashboardHash, dashboardHash, type DashboardContext } from './context.ts';
export { default as dashboardStyles } from './dashboard.css?inline';
/** Defines `<so-dashboard>` (safe to call twice). */
export { define as defineDashboard } from './dashboard.element.ts';
