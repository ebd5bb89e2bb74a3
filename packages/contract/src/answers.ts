/**
 * What the reference server answers in `message` and `errors` beyond SPEC §8's shopper texts
 * (those are `MSG`, which the server uses too): login and OTP outcomes, field refusals, vouchers,
 * coins, orders, staff actions and request errors. The widgets show whatever message an answer
 * carries and never type these, so browser bundles do not carry them.
 */
import { OTP_DIGITS, RATING_SCALE } from './constants.ts';
import { PAY_TYPE_LABELS, INVALID_QUANTITY } from './messages.ts';

export const ANSWER = {
  // Accounts, login and passwords
  loggedIn: 'Logged in successfully',
  loggedOut: 'You have been logged out',
  loggedOutEverywhere: 'You have been logged out of all devices',
  outboxLocalOnly: 'The demo outbox answers only on the store\'s own machine or to store staff',
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
  reviewUpdated: 'Your review has been updated',
  reviewNotFound: 'Review not found',
  reviewHidden: 'The review is hidden',
  reviewShown: 'The review is shown again',
  hiddenTrueOrFalse: 'is_hidden must be true or false',
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
  refundSandbox: 'Refunded in the sandbox (no money moved)',
  refundNoGatewayId: 'The gateway gave no payment id for this payment: refund it from the gateway dashboard',
  refundGatewayUnreadable: 'The gateway answered something that is not a refund answer',
  refundGatewayUnreachable: 'The gateway could not be reached: try again',
  refundGatewayStatus: (status: number) => `The gateway answered HTTP ${status}: try again`,
  sourceDocRequired: 'source_doc (the order number) is required',

  // SO Elite
  elitePaidAmountMismatch: "The paid amount does not match the plan's price",
  elitePaymentNotFound: 'Payment not found',
  elitePaymentPaid: 'Payment received: you are an SO Elite member',
  elitePaymentPending: 'Payment pending',
  eliteMemberships: 'SO Elite memberships',

  // Staff
  staffOnly: 'Only store staff can do this',
  stockInvalid: (max: number) => `stock must be a whole number from 0 to ${max}, or null (out of stock)`,
  stockUpdated: 'Stock updated',
  orderUpdated: 'Order updated',
  nothingToChange: 'Send order_status and/or is_invoiced',
  invoicedTrueOrFalse: 'is_invoiced must be true or false',
  orderStatusFinal: (status: string) => `This order is ${status} and can no longer change`,
  orderCannotMove: (from: string, to: string) => `An order cannot move from ${from} to ${to}`,
  refundNotFound: 'Refund not found',
  refundSent: 'Refund sent to the gateway',

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
} as const;
