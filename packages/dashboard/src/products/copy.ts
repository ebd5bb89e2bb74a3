/**
 * Texts of the dashboard's Products section (only the dashboard uses them, so none is in MSG).
 *
 * URL hash: `#products` is the list; `#products/out_of_stock` is the list with the "Out of stock"
 * filter chosen (the Today section links there). A product is changed in a dialog opened from
 * its row ("Edit"), since the server has no call that answers one product by id.
 */
export const PRODUCTS_COPY = {
  /** The hash detail that presets the out-of-stock filter. */
  outOfStockDetail: 'out_of_stock',
  listHeading: 'Products',
  loading: 'Loading products',
  searchLabel: 'Search by name',
  searchButton: 'Search',
  stockFilter: 'Stock',
  stockAll: 'Any stock',
  stockOut: 'Out of stock',
  stockIn: 'In stock',
  websiteFilter: 'Website',
  websiteAll: 'Shown or hidden',
  websiteShown: 'On the website',
  websiteHidden: 'Hidden',
  sectionFilter: 'Section',
  sectionAll: 'All sections',
  /** There is no list of sections to choose from: the ones offered are those seen in the answers. */
  sectionsHint: 'Sections offered are those of the products loaded so far.',
  one: 'product',
  many: 'products',
  empty: 'No products match these filters.',
  loadFailed: 'The products could not be loaded.',
  colName: 'Name',
  colCategory: 'Category',
  colSection: 'Section',
  colStock: 'Stock',
  colVisibility: 'Visibility',
  colPrice: 'Selling price',
  colMrp: 'MRP',
  colActions: 'Actions',
  outOfStock: 'Out of stock',
  onWebsite: 'On the website',
  hidden: 'Hidden',
  noSection: 'No section',
  noMrp: 'No MRP',
  edit: 'Edit',
  /** The dialog's title. */
  editTitle: (name: string) => `Edit ${name}`,
  // The form
  stockLabel: 'Stock (whole number)',
  outOfStockLabel: 'Out of stock',
  hiddenLabel: 'Hidden from the website',
  sectionLabel: 'Section',
  priceLabel: 'Selling price (₹, GST included)',
  mrpLabel: 'MRP (₹, empty for none)',
  pricesHeading: 'Prices',
  stockInvalid: 'Enter a whole number of 0 or more, or tick Out of stock.',
  amountInvalid: 'Enter an amount in rupees, e.g. 249.50.',
  priceRequired: 'Enter the selling price.',
  nothingChanged: 'Nothing has changed.',
  savedAt: (name: string) => `Saved ${name}.`,
  viewOnStore: 'View on the store',
  history: 'History',
  category: 'Category',
  gstRate: 'GST rate',
  gst: (rate: number) => `${rate}%`,
} as const;
