/**
 * Texts of the subscription page and the profile's Subscriptions tab that MSG does not hold
 * (the shared ones are there). "Today", "Tomorrow", "N days", "Active Subscription", "Paused
 * Subscription", "Add Subscription", "View Details", "Edit Subscription", "Shift Order" and "Back
 * to Profile" are the store's fixed words.
 */
export const SUBSCRIPTIONS_COPY = {
  // The page (/subscribe/{productId}, /subscribe)
  title: 'My Subscriptions',
  loading: 'Loading your subscriptions',
  backToProfile: 'Back to Profile',
  loginToSee: 'Please login to see your subscriptions!',
  loginPrompt: 'Please log in to see your subscriptions',
  logIn: 'Log in',
  active: 'Active Subscription',
  paused: 'Paused Subscription',
  statusLabel: 'Status',
  quantity: 'Quantity',
  deliveryOption: 'Delivery option',
  deliveryEvery: (name: string, days: number) => `${name} (every ${days} ${days === 1 ? 'day' : 'days'})`,
  unitPrice: 'Subscription price',
  perUnit: 'each',
  total: 'Total',
  discount: 'Discount',
  percentOff: (percent: number) => `${percent}% off`,
  startDate: 'Start date',
  nextDelivery: 'Next delivery',
  shiftedFrom: (date: string) => `shifted from ${date}`,
  notScheduled: 'Not scheduled',
  editSubscription: 'Edit Subscription',
  editSubscriptionOf: (name: string) => `Edit Subscription: ${name}`,
  shiftOrder: 'Shift Order',
  shiftOrderOf: (name: string) => `Shift Order: ${name}`,

  // Edit Subscription dialog
  status: 'Status',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  chooseDeliveryOption: 'Choose a delivery option',
  selectDeliveryOption: 'Please select a delivery option',
  quantityAtLeastOne: 'Quantity must be at least 1',
  quantityHint: 'At least 1',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',

  // Shift Order dialog
  shiftDate: 'New delivery date',
  shiftHint: (from: string, to: string) => `Choose a day from ${from} to ${to}. You can shift a delivery once.`,
  shiftDateTooFar: (to: string) => `Select a date on or before ${to}`,
  shift: 'Shift',
  shifting: 'Shifting…',

  // The profile's #subscribe tab
  tabTitle: 'My Subscriptions',
  tabLoading: 'Loading your subscriptions',
  addSubscription: 'Add Subscription',
  qty: (n: number) => `Qty: ${n}`,
  today: 'Today',
  tomorrow: 'Tomorrow',
  days: (n: number) => `${n} days`,
  dueSoon: 'Due soon',
  progressOf: (name: string) => `Next delivery of ${name}`,
  deliveriesPaused: 'Deliveries paused',
  viewDetails: 'View Details',
  viewDetailsOf: (name: string) => `View Details: ${name}`,
} as const;
