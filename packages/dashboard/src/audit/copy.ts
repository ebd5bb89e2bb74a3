/**
 * Texts of the dashboard's Audit log section (only the dashboard uses them, so none is in MSG): every
 * change staff made through /api/staff/, newest first, with who, when, what and the fields that
 * changed. Read only: the database refuses to edit or delete an entry.
 *
 * The URL hash may preset the filters, so another section can link "History" to a record:
 *   `#audit/<entity>`              every change of one kind of record, e.g. `#audit/voucher`
 *   `#audit/<entity>:<entity_id>`  the changes of one record, e.g. `#audit/order:SO100041`,
 *                                  `#audit/product:7`, `#audit/customer:12`
 *   `#audit/:<entity_id>`          an id of any kind of record
 * Build it with `auditDetail(entity, id)` (AuditView.tsx) and `open('audit', …)`. The entities and
 * ids are the server's (packages/server/src/staff: `recordAudit` calls): see AUDIT_ENTITIES.
 */

/** The kinds of record the server writes to the log (`entity`), with their names in words. */
export const AUDIT_ENTITIES = {
  order: 'Order',
  refund: 'Refund',
  product: 'Product',
  voucher: 'Voucher',
  review: 'Review',
  customer: 'Customer',
  user: 'Staff account',
  inquiry: 'Contact enquiry',
  b2b_lead: 'B2B lead',
  export_lead: 'Export lead',
  appointment: 'Vaidya appointment',
  blog: 'Blog post',
  event: 'Event',
  store: 'Store',
  page: 'Content page',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

/** What was done (`action`), in words; an action not listed is shown as the server wrote it. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'order.status': 'Changed the order’s status',
  'refund.send': 'Sent a refund',
  'product.stock': 'Changed the stock',
  'product.update': 'Edited the product',
  'voucher.create': 'Created a voucher',
  'voucher.pause': 'Paused a voucher',
  'voucher.resume': 'Resumed a voucher',
  'review.hide': 'Hid a review',
  'review.show': 'Showed a review again',
  'customer.coins': 'Adjusted coins',
  'user.staff': 'Changed staff access',
  'inquiry.status': 'Changed an enquiry’s status',
  'b2b_lead.status': 'Changed a B2B lead’s status',
  'export_lead.status': 'Changed an export lead’s status',
  'appointment.status': 'Changed an appointment’s status',
  'blog.create': 'Wrote a blog post',
  'blog.update': 'Edited a blog post',
  'event.create': 'Added an event',
  'event.update': 'Edited an event',
  'store.create': 'Added a store',
  'store.update': 'Edited a store',
  'page.save': 'Saved a content page',
};

/** The fields of a before or after state, in words; a field not listed is shown by its name. */
export const AUDIT_FIELDS: Readonly<Record<string, string>> = {
  order_status: 'Status',
  status: 'Status',
  is_invoiced: 'Invoiced',
  delivery_date: 'Delivery date',
  refund_id: 'Refund',
  order_id: 'Order',
  amount: 'Amount',
  stock: 'Stock',
  is_hidden: 'Hidden',
  section_id: 'Section',
  selling_price: 'Selling price',
  mrp: 'MRP',
  id: 'Id',
  code: 'Code',
  kind: 'Kind',
  value: 'Value',
  max_discount: 'Maximum discount',
  min_order: 'Minimum order',
  expires_at: 'Expires',
  max_uses: 'Uses allowed',
  max_uses_per_user: 'Uses per customer',
  uses: 'Uses',
  is_active: 'Active',
  created_at: 'Created',
  coin_balance: 'Coin balance',
  coins: 'Coins',
  reason: 'Reason',
  ledger_entry: 'Ledger entry',
  is_staff: 'Staff',
  // Content (blog posts, events, stores, content pages). Their HTML bodies are logged as a length
  // and a fingerprint, not as text (packages/server/src/routes/staffContent.ts, AUDITED).
  title: 'Title',
  excerpt: 'Excerpt',
  banner_url: 'Banner',
  published_at: 'Published on',
  meta_title: 'Meta title',
  meta_description: 'Meta description',
  meta_keywords: 'Meta keywords',
  is_published: 'Published',
  on_home: 'On the home page',
  content_length: 'Text length (characters)',
  content_sha256: 'Text fingerprint',
  category: 'Category',
  start_datetime: 'Starts',
  end_datetime: 'Ends',
  event_image: 'Image',
  venue: 'Venue',
  link: 'Link',
  description_length: 'Description length (characters)',
  description_sha256: 'Description fingerprint',
  store_name: 'Store name',
  image: 'Image',
  landmark: 'Landmark',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2',
  city: 'City',
  state: 'State',
  postal_code: 'PIN code',
  work_start_time: 'Opens at',
  work_end_time: 'Closes at',
  mobile_no: 'Phone',
  email: 'E-mail',
  location_url: 'Map link',
  virtual_location_url: 'Virtual tour link',
};

/** Fields the server writes in rupees (shown as ₹). */
export const AUDIT_RUPEE_FIELDS: ReadonlySet<string> = new Set(['selling_price', 'mrp', 'amount', 'max_discount', 'min_order']);

export const AUDIT_COPY = {
  filters: 'Filter the audit log',
  entity: 'Record',
  anyEntity: 'Every kind of record',
  entityId: 'Record id',
  entityIdHint: 'An order number, a product, customer, blog post, event or store id, a voucher code, a page’s slug…',
  apply: 'Show',
  loading: 'Loading the audit log',
  readOnly: 'The log is read only: an entry can be neither edited nor deleted.',
  one: 'change',
  many: 'changes',
  empty: 'No change has been recorded yet.',
  pages: 'Audit log pages',
  when: 'When',
  who: 'Who',
  what: 'What',
  record: 'Record',
  changes: 'Changes',
  /** A record: its kind in words and its id. */
  recordOf: (entity: string, id: string) => `${entity} ${id}`,
  /** The staff member who made it; an account since removed keeps its e-mail. */
  unknownActor: 'Unknown',
  /** A created record lists what it was created with. */
  created: 'Created with:',
  removed: '(removed)',
  noFieldChanged: 'No field changed.',
  /** Between a field's before and after ("Stock: 3 → 0"); a screen reader hears `changedTo`. */
  arrow: '→',
  changedTo: 'changed to',
} as const;
