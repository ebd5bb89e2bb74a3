export { Dashboard } from './Dashboard.tsx';
export { DashboardView, DashboardLogin, DashboardRefused, type DashboardViewProps } from './DashboardView.tsx';
export { DASHBOARD_COPY, DASHBOARD_TABS, type DashboardTab } from './copy.ts';
export { DashboardCtx, parseDashboardHash, dashboardHash, type DashboardContext } from './context.ts';
export { default as dashboardStyles } from './dashboard.css?inline';
