/**
 * Every user-facing text: the store's texts and form labels (docs/rules.md quotes them), and what
 * the reference server answers, prints in its PDFs and gateway pages, and sends by SMS and
 * e-mail. Nothing else in the code base types these strings. The texts of what only the server
 * renders (SMS, e-mails, PDFs, gateway pages) are in documents.ts (`DOC`), so that browser bundles,
 * which never show them, do not carry them.
 */
import type { NetQuantityUnit } from './constants.ts';
import { formatIndianNumber } from './money.ts';

export const STORE_NAME = 'SO Organic Store';
/** The two payment methods, by pay_type. */
export const PAY_TYPE_LABELS: Readonly<Record<string, string>> = { COD: 'Cash on Delivery', Online: 'Online Payment' };
export const INVALID_QUANTITY = 'Invalid quantity';

export const MSG = {
  /** The store's name as shoppers see it. */
  storeName: STORE_NAME,

  // General fallbacks
  tryAgainLater: 'Please try again later!',
  somethingWentWrong: 'Something went wrong',
  errorOccurred: 'An error occurred',
  unexpectedError: 'Sorry, an unexpected error has occurred.',
  goBack: 'Go back',
  tryAgain: 'Try again',

  // Cart and wishlist
  cartAddFailed: 'There was an error adding your product to cart! Please try again!',
  addedToCart: 'Product added to cart!',
  wishlistAddFailed: 'There was an error adding your product to wishlist! Please try again!',
  wishlistUpdateFailed: 'There was an error updating your wishlist!',
  wishlistReload: 'Please reload the page and try again!',
  addedInWishlist: 'Added in wishlist',
  removedFromWishlist: 'Removed from wishlist',
  productRemovedFromCart: 'Product removed from cart!',
  quantityUpdated: 'Quantity updated!',
  quantityBelowZero: 'Quantity cannot be set less than 0!',
  quantityUpdateFailed: 'There was an error updating the quantity!',
  quantityGreaterThanZero: 'Please set the quantity greater than 0!',
  voucherError: 'There was an error!',
  cartEmpty: 'Your cart is empty',
  voucherApplied: 'Voucher applied!',
  shopNow: 'Shop Now',
  wishlistEmpty: 'Your wishlist is empty',

  // Catalogue
  productsLoadFailed: 'There was an error loading the products!',
  productsReload: 'Please reload the page',
  productDetailFailed: 'There was an error loading the product details!',
  deliveryOptionsFailed: 'Error loading delivery options',
  deliveryOptionsRefresh: 'Please refresh the page',
  relatedFailed: 'Error fetching related products',
  copyFailed: 'Failed to copy',
  linkCopied: 'Link copied',
  invalidQuantity: INVALID_QUANTITY,
  maximumUnits: (n: number) => `Maximum ${n} units available`,
  outOfStock: 'OUT OF STOCK',
  addToCart: 'Add to cart',
  noProductsFound: 'No products found',
  noProductsAvailable: 'No products available!',
  seeMoreResults: 'See more results',
  viewAll: 'View all',

  // Login prompts
  loginToSubscribe: 'Please login to subscribe!',
  loginToOrder: 'Please login to place an order!',
  loginToRedeem: 'Please login to redeem coins',
  loginToBook: 'Please login to book an appointment!',
  loginToReview: 'Please login to write a review!',

  // Auth
  signupFailed: 'Sign-up failed!',
  invalidEmail: 'Invalid email format',
  mobileTenDigits: 'Mobile number must be 10 digits',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRule: 'Password must be 8+ chars, 1 uppercase, 1 lowercase, 1 number & 1 symbol',
  passwordsDoNotMatch: 'Passwords do not match',
  verifyNotRobot: 'Please verify you are not a robot.',
  createNewAccount: 'Create New Account',
  failedToSendOtp: 'Failed to send OTP',
  otpVerificationFailed: 'OTP verification failed',

  // Cart clear, checkout
  cartClearFailed: 'Error clearing cart',
  cartClearRetry: 'Please try again',
  cannotProceedToCheckout: 'Cannot proceed to checkout',
  isOutOfStock: (names: string) => `${names} is out of stock.`,
  minimumOrderValue: 'Minimum order value should be ₹250',
  minimumOrderRequired: 'Minimum Order Amount Required',
  minimumOrderProceed: 'Order amount should be greater than ₹250 to proceed to checkout',
  selectBillingAddress: 'Please select a billing address!',
  /** The two payment methods, by pay_type. */
  payTypes: PAY_TYPE_LABELS,
  orderPlaced: 'Order placed successfully!',
  paymentFailed: 'Payment failed! Please try again.',
  /** An unpaid online order: how long is left to pay it before the store cancels it. */
  payWithin: (minutes: number) => `Pay within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or this order is cancelled and its products released.`,
  payTimeOver: 'The time to pay this order is over: it is being cancelled.',
  /** The order page's date of an order not yet delivered (it never says delivered before it is). */
  expectedDelivery: 'Expected delivery',
  /** The orders list: whether an order is paid, in words (cash on delivery is paid at the door). */
  orderPaid: 'Paid',
  orderNotPaid: 'Not paid',
  orderPayOnDelivery: 'Pay on delivery',
  subscriptionCreationFailed: 'Subscription creation failed!',
  contactSupport: 'Please contact support.',

  // Coins and wallet
  coinsGreaterThanZero: 'Please enter coins greater than 0.',
  coinsAboveAvailable: 'You cannot redeem more than your available coins.',
  coinsAboveTotal: 'You cannot redeem more than the order total.',
  userNotLoaded: 'User not loaded. Please try again.',
  enterOtp: 'Enter OTP',
  walletLoadFailed: 'Coin wallet loading failed',
  walletUnable: 'Unable to load wallet.',
  walletSoseError: 'Error loading Sose Coin data',
  walletUpdated: 'Wallet Updated',
  walletUpdateFailed: 'Update Failed',
  walletErrorOccurred: 'Error Occurred',
  noTransactions: 'No transactions found',

  // Cart PDF
  downloadFailed: (message: string) => `Download failed: ${message}`,

  // Contact and forms
  inquiryFailed: 'Failed to send inquiry',
  countriesFailed: 'Unable to load countries',
  recaptchaFailed: 'reCAPTCHA verification failed',
  completeRecaptcha: 'Please complete reCAPTCHA first',
  dataCreated: 'Data Created Successfully',
  /** POST /inquiries/ answered: the contact page's thanks (the store's wording; no other text is given). */
  inquirySent: 'Thank you! We have received your inquiry and will reply within one working day.',
  /** POST /events/ answered (the appointment form shows the server's message): the store's wording. */
  appointmentBooked: (when: string, mobile: string) => `Your appointment is booked for ${when}. Our Vaidya will call you on ${mobile}.`,
  /** POST /events/ refused with 409: the slot filled up. */
  appointmentSlotTaken: 'That time has just been booked. Please choose another slot.',
  /**
   * Where the gift voucher's payer lands: the store's / with ?gift_voucher=success or
   * failure (GIFT_VOUCHER_RETURN_PARAM); the store's wording; the form's failure says only
   * 'Something went wrong' for the form.
   */
  giftVoucherPaid: 'Thank you! Your gift voucher is paid. We have e-mailed it to the recipient and sent you a receipt.',
  giftVoucherPaymentFailed: 'The payment for your gift voucher did not go through, so no voucher was sent. Please try again.',
  selectCountryFirst: 'Please select a country first!',
  selectStateFirst: 'Please select a state first!',

  // Address form (the widget shows them as the shopper types; the server answers them too)
  fullNameRequired: 'Full name is required',
  street1Required: 'Street 1 is required',
  street2Required: 'Street 2 is required',
  countryRequired: 'Please select a country',
  stateRequired: 'Please select a state',
  cityRequired: 'Please select a city',
  pinRequired: 'PIN code is required',
  pinInvalid: 'PIN code must be 6 digits and cannot start with 0',
  postalCodeRequired: 'Postal code is required',
  postalCodeInvalid: 'Postal code must be 3 to 10 letters, digits, spaces or hyphens',

  // Profile
  profileLoadFailed: 'Error loading profile',
  profileTryLater: 'Please try again later.',
  profileUpdated: 'Profile updated successfully!',
  validMobile: 'Please enter valid mobile number',
  deactivateConfirm: 'Are you sure you want to deactivate your account?',
  deactivateYes: 'Yes, deactivate my account',
  notAdded: 'Not added',
  companyNameDefault: 'Company Name',
  noName: 'No Name',
  addAddressHint: 'Click "Add New Address" to get started',

  // Orders and elite
  orderLoadingFailed: 'Order loading failed',
  orderNotFound: 'Order Not Found',
  orderDetailFailed: 'Failed to load order details',
  eliteLoadingFailed: 'Subscription loading failed',
  subscriptionNotFound: 'Subscription Not Found',

  // Subscriptions
  subscriptionsOops: 'Oops! Something went wrong',
  subscriptionsFetchFailed: 'Failed to fetch subscriptions',
  subscriptionsFetchError: 'Error fetching subscriptions',
  noSubscriptionsYet: 'No Subscriptions Yet',
  noSubscriptionsFound: 'No Subscriptions Found',
  subscriptionDetailError: 'Error!',
  subscriptionDetailFailed: 'Failed to fetch subscription details',
  subscriptionDetailFetchError: 'Error fetching subscription details',
  updateFailed: 'Update failed',
  subscriptionUpdated: 'Subscription updated',
  shiftFailed: 'Shift failed',
  orderShifted: 'Order shifted',
  selectDate: 'Please select a date',
  selectDateAfterNext: 'Select a date on or after the next delivery date',

  // Empty states
  noEventsAdded: 'No events added!',
  noBlogsAdded: 'No blogs added!',
  noStoresFound: 'No stores found',

  // One cart across sites: a store link's handoff that is forged, used or out of date
  handoffExpired: 'This link has expired. Please add the items again.',
  /** The question before a store page without a session adopts a login handed over from a partner's page. */
  handoffLoginTitle: (account: string) => `Continue as ${account}?`,
  handoffLoginBody: 'The link you opened was made while this account was logged in. Its cart items are in your cart already.',
  handoffLoginContinue: 'Continue',
  handoffLoginDecline: 'No, stay logged out',
  handoffLoginExpired: 'This sign-in has expired. Please log in.',

  // Pages that fit: the shop's filter sheet and count, the account heading, the home rails
  filterAndSort: 'Filter and sort',
  /** The phone's filter button when filters are chosen: how many. */
  filterAndSortChosen: (n: number) => `Filter and sort (${n})`,
  clearFilters: 'Clear all',
  productCount: (n: number) => (n === 1 ? '1 product' : `${formatIndianNumber(n)} products`),
  /** The sheet's closing button: how many products the chosen filters give, when the list said. */
  showProducts: (n: number | null) => (n === null ? 'Show products' : n === 1 ? 'Show 1 product' : `Show ${formatIndianNumber(n)} products`),
  myAccount: 'My Account',
  companyNameOptional: 'Company name (optional)',
  /** A home rail whose title a section above already uses (the store's "New Arrivals" tiles and list). */
  shopRail: (title: string) => `Shop ${title}`,

  // Prices against the MRP and net quantity: product card, product page, Price
  /** Before a product's MRP (maximum retail price), struck through when the price is below it. */
  mrp: 'MRP',
  /** After the MRP when the product sells at it (Indian packaged goods state the MRP this way). */
  mrpInclusiveOfTaxes: '(incl. of all taxes)',
  /** Read by screen readers before the price paid when an MRP is struck through beside it. */
  sellingPrice: 'Price',
  /** The saving against the MRP, whole percent rounded down (shown only when above 0). */
  savingPercent: (n: number) => `${n}% off`,
  /** Before a product's net quantity ("Net qty: 500 ml"). */
  netQuantity: 'Net qty:',
  /** A net quantity's unit as shown after its number: [one, more than one]. */
  netQuantityUnits: {
    g: ['g', 'g'],
    kg: ['kg', 'kg'],
    ml: ['ml', 'ml'],
    L: ['L', 'L'],
    pieces: ['piece', 'pieces'],
    units: ['unit', 'units'],
  } satisfies Record<NetQuantityUnit, readonly [string, string]>,

  // Offers and back-in-stock alerts: consent per channel (docs/rules.md#notifications)
  /** A channel as a switch's label. */
  channelNames: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  /** A channel inside a sentence. */
  channelWords: { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  consentSaved: (channel: string, on: boolean) => `${channel} alerts are now ${on ? 'on' : 'off'}.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: (channel: string) => `You will get no more offers or back-in-stock alerts by ${channel}.`,
  loginToNotifyMe: 'Please login to be told when it is back in stock!',
  stockAlertInStock: 'This product is in stock: add it to your cart.',

  // Search engines and link previews: the first step of a product's breadcrumb trail (JSON-LD)
  seoHome: 'Home',
} as const;
