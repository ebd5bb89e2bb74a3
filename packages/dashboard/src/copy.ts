/**
 * Texts of the owner's dashboard (only the dashboard uses them,
 * so none of these is in MSG): the shell's own and the ones every section shares; each
 * section keeps its own in its folder's copy.ts. The component tests import them.
 */
export const DASHBOARD_COPY = {
  title: 'Dashboard',
  sections: 'Dashboard sections',
  loading: 'Loading the dashboard',
  /** A visitor: the dashboard needs a staff login. */
  loginNeeded: 'Please log in with a staff account to open the dashboard.',
  logIn: 'Log in',
  /** A customer's session (the server answered 403). */
  refused: 'The dashboard is for the store’s staff only.',
  refusedHint: 'You are logged in with a customer account. Log in with a staff account to run the store.',
  backToShop: 'Back to the shop',
  /** Above the tabs: who is logged in and in what role. */
  signedInAs: (email: string, superuser: boolean) => `${email} · ${superuser ? 'Owner (superuser)' : 'Staff'}`,
  /** Shown beside a control a superuser alone may use. */
  superuserOnly: 'Only the owner (a superuser) can change this.',
  search: 'Search',
  clearFilters: 'Clear filters',
  pages: 'Pages',
  close: 'Close',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  cancel: 'Cancel',
  none: '—',
  yes: 'Yes',
  no: 'No',
  /** A list's count line, e.g. "42 orders". */
  count: (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`,
  nothingFound: 'Nothing matches these filters.',
} as const;

/** The dashboard's sections: tab label and URL hash, in order. */
export const DASHBOARD_TABS = [
  { tab: 'today', hash: '#today', label: 'Today' },
  { tab: 'orders', hash: '#orders', label: 'Orders' },
  { tab: 'products', hash: '#products', label: 'Products' },
  { tab: 'vouchers', hash: '#vouchers', label: 'Vouchers' },
  { tab: 'reviews', hash: '#reviews', label: 'Reviews' },
  { tab: 'customers', hash: '#customers', label: 'Customers' },
  { tab: 'content', hash: '#content', label: 'Content and leads' },
  { tab: 'audit', hash: '#audit', label: 'Audit log' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['tab'];
