/**
 * Texts of the dashboard's Customers section (only the dashboard uses them, so none is in MSG). The
 * list is `#customers`, a customer's detail `#customers/<id>`; the Playwright journeys and the
 * tests import these labels.
 */
export const CUSTOMERS_COPY = {
  searchLabel: 'Search customers',
  searchHint: 'Name, e-mail or mobile',
  loading: 'Loading customers',
  one: 'customer',
  many: 'customers',
  pages: 'Pages of customers',
  none: 'No customers yet.',
  noneFound: (search: string) => `No customer matches “${search}”.`,
  loadFailed: 'The customers could not be loaded.',
  listCaption: 'Customers',
  cols: { name: 'Name', email: 'E-mail', mobile: 'Mobile', coins: 'Coins', role: 'Role', joined: 'Joined' },
  role: { customer: 'Customer', staff: 'Staff', owner: 'Owner' },
  noName: 'No name given',

  // ─── The detail ─────────────────────────────────────────────────────────
  back: 'Back to customers',
  detailLoading: 'Loading the customer',
  detailFailed: 'The customer could not be loaded.',
  history: 'History',
  historyHint: 'Coin adjustments in the audit log',
  staffHistory: 'Staff access history',
  account: 'Account',
  facts: { email: 'E-mail', mobile: 'Mobile', coins: 'Coin balance', role: 'Role', joined: 'Joined', active: 'Account active' },
  orders: 'Orders',
  ordersCaption: 'Their latest orders',
  noOrders: 'No orders yet.',
  orderCols: { order: 'Order', date: 'Date', status: 'Status', paid: 'Paid', total: 'Total' },
  openOrder: (orderId: string) => `Order ${orderId}`,
  ledger: 'Coin ledger',
  ledgerCaption: 'Coin ledger, latest first',
  noLedger: 'No coin entries yet.',
  ledgerCols: { when: 'When', coins: 'Coins', kind: 'Kind', reason: 'Reason', balance: 'Balance after' },
  kinds: { earned: 'Earned', redeemed: 'Redeemed', refund: 'Refund', reversal: 'Reversal', adjustment: 'Adjustment' } as Record<string, string>,
  /** +40, −15 (a true minus sign). */
  delta: (n: number) => (n > 0 ? `+${n.toLocaleString('en-IN')}` : `−${Math.abs(n).toLocaleString('en-IN')}`),
  subscriptions: 'Subscriptions',
  subscriptionsCaption: 'Their subscriptions',
  noSubscriptions: 'No subscriptions.',
  subscriptionCols: { product: 'Product', status: 'Status', since: 'Since' },

  // ─── A superuser's changes ──────────────────────────────────────────────
  adjust: 'Adjust coins',
  adjustCoins: 'Coins',
  adjustCoinsHint: 'A whole number: 40 adds, −20 (or -20) takes away.',
  adjustReason: 'Reason',
  adjustReasonHint: 'Required; the customer’s ledger shows it.',
  adjustSubmit: 'Adjust coins',
  adjusting: 'Adjusting…',
  /** Before sending: the form's own checks (the server checks again). */
  coinsWhole: 'Enter a whole number of coins other than 0.',
  reasonRequired: 'Please give a reason.',
  adjusted: (message: string, balance: number) => `${message}: the balance is now ${balance.toLocaleString('en-IN')} coins.`,
  staffAccess: 'Staff access',
  makeStaff: 'Make staff',
  removeStaff: 'Remove staff access',
  changingStaff: 'Saving…',
  ownAccount: 'This is your own account: your staff access is not changed here.',
  ownerAccount: 'An owner’s access is not changed here.',
  staffChanged: (message: string, isStaff: boolean) => `${message}: ${isStaff ? 'now staff' : 'now a customer'}.`,
} as const;

/** The words of a customer's role (never a colour alone). */
export function roleOf(customer: { is_staff: boolean; is_superuser: boolean }): string {
  if (customer.is_superuser) return CUSTOMERS_COPY.role.owner;
  return customer.is_staff ? CUSTOMERS_COPY.role.staff : CUSTOMERS_COPY.role.customer;
}
