/**
 * Every user-facing text: SPEC §8 (and the labels of §2, §5) exactly as written there, and what
 * the reference server answers, prints in its PDFs and gateway pages, and sends by SMS and
 * e-mail. Nothing else in the code base types these strings.
 */
import { OTP_DIGITS, RATING_SCALE } from './constants.ts';

const STORE_NAME = 'SO Organic Store';
/** SPEC §5: the two payment methods, by pay_type. */
const PAY_TYPE_LABELS: Readonly<Record<string, string>> = { COD: 'Cash on Delivery', Online: 'Online Payment' };
const INVALID_QUANTITY = 'Invalid quantity';

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
  /** SPEC §5: the two payment methods, by pay_type. */
  payTypes: PAY_TYPE_LABELS,
  orderPlaced: 'Order placed successfully!',
  paymentFailed: 'Payment failed! Please try again.',
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
  selectCountryFirst: 'Please select a country first!',
  selectStateFirst: 'Please select a state first!',

  // Address form (the widget shows them as the shopper types; the server answers them too)
  fullNameRequired: 'Full name is required',
  street1Required: 'Street 1 is required',
  street2Required: 'Street 2 is required',
  countryRequired: 'Please select a country',
  stateRequired: 'Please select a state',
  cityRequired: 'Please select a city',
  zipRequired: 'ZIP code is required',
  zipDigits: 'ZIP code must contain digits only',

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

  // ─── Server answers (the reference API answers these in `message` / `errors`) ───

  // Accounts, login and passwords
  loggedIn: 'Logged in successfully',
  loginRequired: 'Please log in to continue',
  sessionEnded: 'Your session has ended. Please log in again.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  noAccountForMobile: 'No account found with this mobile number',
  otpSent: 'OTP sent successfully',
  otpWrong: 'The OTP is incorrect. Please try again.',
  otpExpired: 'The OTP has expired or was already used. Please request a new one.',
  otpLocked: 'Too many wrong attempts for this OTP. Please request a new one.',
  otpFormat: `Enter the ${OTP_DIGITS}-digit OTP`,
  badCredentials: 'Invalid email or password',
  passwordRequired: 'Password is required',
  oldPasswordRequired: 'Old password is required',
  signupDone: 'Account created successfully. Please log in.',
  emailTaken: 'An account with this email already exists',
  mobileTaken: 'An account with this mobile number already exists',
  resetSent: 'If an account exists for this email, a link to reset the password has been sent to it.',
  resetInvalid: 'This password reset link is invalid or has expired',
  passwordReset: 'Your password has been reset. Please log in.',
  oldPasswordWrong: 'The old password is incorrect',
  passwordChanged: 'Password changed successfully',
  deactivated: 'Your account has been deactivated',

  // Reviews
  reviewSaved: 'Thank you for your review!',
  ratingRule: `Rating must be a whole number from 1 to ${RATING_SCALE}`,
  /** The name a review keeps after its author deactivated the account. */
  formerCustomer: 'Former customer',
  /** A review's name when the author has none. */
  customer: 'Customer',

  // Addresses (with the address form's field messages above) and places
  addressNotFound: 'Address not found',
  addressSaved: 'Address saved successfully',
  addressDeleted: 'Address deleted successfully',
  tooManyAddresses: (max: number) => `At most ${max} addresses can be saved`,
  mobileRequired: 'Mobile number is required',
  mobileStartsWith: (callingCode: string) => `Mobile number must start with ${callingCode}`,
  mobileTenDigitsAfterCode: 'Mobile number must be 10 digits after the country code',
  unknownCountry: 'Unknown country',
  unknownStateOfCountry: 'Unknown state for this country',
  unknownCityOfState: 'Unknown city for this state',
  contactIdRequired: 'contact_id is required (or use PATCH /user/address/{id}/)',
  countryNotFound: 'Country not found',
  stateNotFound: 'State not found',

  // Catalogue, cart and wishlist
  productNotFound: 'Product not found',
  productsFetched: 'Products fetched successfully',
  cartItemNotFound: 'This item is not in your cart',
  quantityTooLarge: `${INVALID_QUANTITY}: quantity is too large`,
  visitorRequired: (header: string) => `The ${header} header is required: get one from GET /api/user/visitor/`,
  visitorUnknown: (header: string) => `Unknown ${header}: get a new one from GET /api/user/visitor/`,

  // Vouchers
  voucherInvalid: 'Invalid voucher code',
  voucherExpired: 'This voucher has expired',
  voucherUsed: 'This voucher has already been used',
  voucherUnavailable: 'This voucher is no longer available',
  voucherAddMore: (amount: string) => `Add items worth ${amount} more to use this voucher`,

  // Coins
  walletHistory: 'Wallet history',
  notYourWallet: 'You can only use your own coin wallet',
  walletDisabled: 'Coin redemption is not enabled for your account',
  noMobileForCoins: 'Add a mobile number to your profile to redeem coins',
  coinOtpSent: 'OTP sent to your mobile number',
  coinOtpVerified: 'OTP verified. Your coins will be redeemed on this order.',
  notYourOrder: 'This order is not yours',
  mustBeContactId: (field: string) => `${field} must be your contact id`,

  // Orders and payments
  ordersFound: 'Orders',
  selectPayment: `Please select a payment method: ${PAY_TYPE_LABELS.COD} or ${PAY_TYPE_LABELS.Online}`,
  badUsedCoin: 'used_coin must be a whole number of 0 or more',
  badClientKey: (max: number) => `client_key must be text of at most ${max} characters`,
  redemptionNeeded: 'Verify your coins with the OTP sent to your mobile number before placing the order',
  cartChanged: 'Your cart changed while the order was being placed. Please try again.',
  nothingToPay: 'Your coins cover the whole order: choose Cash on Delivery',
  onlyLeft: (stock: number, name: string) => `Only ${stock} ${stock === 1 ? 'unit' : 'units'} of ${name} left`,
  unknownUser: 'Unknown user',
  paymentLinkCreated: 'Payment link created',
  badTxnid: "txnid must be 1 to 64 letters, digits, '-' or '_'",
  txnidTaken: 'This transaction id is already in use',
  alreadyPaid: 'This order is already paid',
  orderClosed: (status: string) => `This order is ${status} and cannot be paid`,
  nothingDue: 'Nothing is due on this order',
  paymentNotVerified: 'The payment could not be verified',
  unknownPayment: 'Unknown payment',
  paidAmountMismatch: 'The paid amount does not match the order',
  invoiceNotReady: 'Invoice not available yet',
  sourceDocRequired: 'source_doc (the order number) is required',

  // Staff
  staffOnly: 'Only store staff can do this',
  stockInvalid: (max: number) => `stock must be a whole number from 0 to ${max}, or null (out of stock)`,
  stockUpdated: 'Stock updated',
  orderUpdated: 'Order updated',
  nothingToChange: 'Send order_status and/or is_invoiced',
  invoicedTrueOrFalse: 'is_invoiced must be true or false',
  orderStatusFinal: (status: string) => `This order is ${status} and can no longer change`,
  orderCannotMove: (from: string, to: string) => `An order cannot move from ${from} to ${to}`,

  // Request errors (what another front end's developer sees first)
  fieldRequired: (field: string) => `${field} is required`,
  mustBeId: (field: string) => `${field} must be a positive whole number`,
  mustBeWholeNumber: (field: string) => `${field} must be a whole number`,
  mustBeText: (field: string) => `${field} must be text`,
  mustBeOneOf: (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}`,
  wholeNumberRange: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}`,
  pageInvalid: 'page must be a whole number of 1 or more',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
  malformedJson: 'Malformed JSON body',
  malformedForm: 'Malformed form body',
  bodyNotObject: 'The request body must be a JSON object',
  bodyTooLarge: 'The request body is too large',
  companyIdMustBe: (header: string, id: number) => `${header} must be ${id}`,
  noSuchEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  imageNotFound: 'Image not found',

  // Text messages and e-mails the store sends
  loginOtpSms: (code: string, minutes: number) =>
    `${code} is your ${STORE_NAME} login OTP. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  coinOtpSms: (code: string, coins: number, minutes: number) =>
    `${code} is your ${STORE_NAME} OTP to redeem ${coins} coins. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  resetEmailSubject: `Reset your ${STORE_NAME} password`,
  resetEmailBody: (firstName: string, link: string) =>
    `Hello ${firstName || 'there'},\n\nOpen this link within 1 hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail; your password stays as it is.\n\n${STORE_NAME}`,

  // The store's PDFs (cart summary and tax invoice)
  pdf: {
    date: 'Date',
    items: 'Items',
    total: 'Total',
    gstIncluded: 'GST included',
    discount: 'Discount',
    discountWithCode: (code: string) => `Discount (${code})`,
    finalTotal: 'Final total',
    number: '#',
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit price',
    rateExclGst: 'Rate (excl. GST)',
    gst: 'GST',
    amount: 'Amount',
    gstLine: (rate: number, amount: string) => `${rate}%: ${amount}`,
    cartTitle: 'Cart summary',
    cartNote: 'Prices include GST. This is a summary of your cart, not a tax invoice: the tax invoice comes with your order.',
    invoiceTitle: 'Tax invoice',
    invoiceNote: `Prices include GST. This is a computer-generated invoice and needs no signature. Thank you for shopping with ${STORE_NAME}.`,
    order: 'Order',
    orderDate: 'Order date',
    invoiceDate: 'Invoice date',
    delivered: 'Delivered',
    payment: 'Payment',
    cashOnDelivery: 'Cash on delivery',
    paidOnline: 'Paid online',
    onlineUnpaid: 'Online (unpaid)',
    billingAndShipping: 'Billing and shipping address',
    billedTo: 'Billed to',
    shippedTo: 'Shipped to',
    mobile: (mobile: string) => `Mobile: ${mobile}`,
    productsTotal: 'Products total',
    shipping: 'Shipping',
    freeShipping: (zero: string) => `Free (${zero})`,
    coinsUsed: (coins: number) => `Coins used (${coins})`,
    giftMessage: (message: string) => `Gift message: ${message}`,
  },

  // The payment gateway's pages (sandbox and PayU redirect)
  gatewayPage: {
    sandboxHeading: 'Sandbox payment — no real money moves',
    sandboxTitle: 'Sandbox payment',
    sandboxExplained:
      'This page stands in for the payment gateway. Choose what happens: the store receives the same signed callback a real gateway would send.',
    pay: (amount: string) => `Pay ${amount}`,
    failPayment: 'Fail payment',
    invalidLinkHeading: 'This payment link is not valid',
    invalidLinkExplained:
      'The link is incomplete or was changed after the store made it, so no payment can start from it. Open your order in the store and choose Accept and Pay again.',
    unavailableTitle: 'Payment page not available',
    unavailableHeading: 'This payment page is not available',
    unavailableExplained: 'This store does not take payments through this page.',
    goToOrders: 'Go to your orders',
    payuTitle: 'Redirecting to PayU',
    payuHeading: 'Taking you to PayU',
    payuNoScript: 'JavaScript is off: press the button to continue to PayU.',
    payuContinue: 'Continue to PayU',
    order: 'Order',
    amount: 'Amount',
    name: 'Name',
    email: 'Email',
    transaction: 'Transaction',
  },
} as const;
