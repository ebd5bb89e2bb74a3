/**
 * What the reference server answers in `message` and `errors` beyond the shopper texts (those
 * are `MSG`, which the server uses too): login and OTP outcomes, field refusals, vouchers,
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
  /** GET /validate-voucher-code/ with a gift voucher: what this order takes and what stays on it. */
  giftVoucherApplied: (taken: string, left: string) => `Gift voucher applied: ${taken} off this order. ${left} left on this gift voucher after this order.`,
  giftVoucherUsedUp: 'This gift voucher has no balance left',

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
  nothingToPay: 'Nothing is left to pay online (your coins or gift voucher cover the whole order): choose Cash on Delivery',
  onlyLeft: (stock: number, name: string) => `Only ${stock} ${stock === 1 ? 'unit' : 'units'} of ${name} left`,
  unknownUser: 'Unknown user',
  paymentLinkCreated: 'Payment link created',
  badTxnid: "txnid must be 1 to 64 letters, digits, '-' or '_'",
  txnidTaken: 'This transaction id is already in use',
  alreadyPaid: 'This order is already paid',
  orderClosed: (status: string) => `This order is ${status} and cannot be paid`,
  nothingDue: 'Nothing is due on this order',
  /** A new payment link while the account already has `max` unpaid online orders open. */
  tooManyUnpaidOrders: (max: number) =>
    `You already have ${max} online ${max === 1 ? 'order' : 'orders'} waiting for payment. Pay for ${max === 1 ? 'it' : 'one of them'} from your orders, or wait until an unpaid order is cancelled, then try again.`,
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

  // Gift vouchers: POST /getvoucgerpaymentlink/ and its payment
  giftVoucherAmountRequired: 'Please choose or enter an amount',
  giftVoucherAmountWhole: 'The amount must be a whole number of rupees',
  giftVoucherAmountRange: (min: string, max: string) => `The amount must be from ${min} to ${max}`,
  giftPaidAmountMismatch: "The paid amount does not match the gift voucher's amount",

  // SO Elite
  elitePaidAmountMismatch: "The paid amount does not match the plan's price",
  elitePaymentNotFound: 'Payment not found',
  elitePaymentPaid: 'Payment received: you are an SO Elite member',
  elitePaymentPending: 'Payment pending',
  eliteMemberships: 'SO Elite memberships',

  // Staff
  staffOnly: 'Only store staff can do this',
  /**
   * Prices, MRP, vouchers, coin balances and staff accounts are a superuser's
   * (docs/rules.md#staff-and-the-audit-log).
   */
  superuserOnly: 'Only a superuser can do this',
  stockInvalid: (max: number) => `stock must be a whole number from 0 to ${max}, or null (out of stock)`,
  stockUpdated: 'Stock updated',
  orderUpdated: 'Order updated',
  nothingToChange: 'Send order_status and/or is_invoiced',
  invoicedTrueOrFalse: 'is_invoiced must be true or false',
  orderStatusFinal: (status: string) => `This order is ${status} and can no longer change`,
  orderCannotMove: (from: string, to: string) => `An order cannot move from ${from} to ${to}`,
  refundNotFound: 'Refund not found',
  refundSent: 'Refund sent to the gateway',

  // Content: blogs, events, stores
  blogNotFound: 'Blog not found',
  eventNotFound: 'Event not found',
  storeNotFound: 'Store not found',
  blogSaved: 'Blog saved',
  eventSaved: 'Event saved',
  storeSaved: 'Store saved',
  pageNotFound: 'This page has no text of the store yet',
  pageSaved: 'Page saved',
  publishFilterInvalid: 'publish_filter must be {month}-{year}, e.g. 3-2026 or March-2026',
  mustBeDateTime: (field: string) => `${field} must be a date and time (YYYY-MM-DDTHH:MM, Asia/Kolkata unless an offset is given)`,
  mustBeTime: (field: string) => `${field} must be a time of day (HH:MM, 24-hour)`,
  mustBeWebUrl: (field: string) => `${field} must be an http or https address`,
  mustBeMediaPath: (field: string) => `${field} must be a path of the store's images (/media/…)`,
  eventEndsBeforeStart: 'end_datetime must not be before start_datetime',
  storeHoursOrder: 'work_end_time must be after work_start_time',
  htmlEmpty: (field: string) => `${field} has no text left once unsafe HTML is removed`,

  // Enquiries: contact inquiries, B2B and export leads
  tooManyEnquiries: 'You have sent several enquiries in a short time. Please try again in an hour.',
  phoneInvalid: (label: string) => `${label} must be the country's calling code and digits only`,
  phoneStartsWith: (label: string, callingCode: string) => `${label} must start with ${callingCode}, the calling code of the chosen country`,
  phoneDigitsAfterCode: (label: string, min: number, max: number) =>
    min === max ? `${label} must be ${min} digits after the country code` : `${label} must be ${min} to ${max} digits after the country code`,
  mustBeWebsite: (label: string) => `${label} must be a web address, e.g. www.example.com`,
  enquiriesFound: 'Enquiries',

  // Vaidya appointments: POST /events/ and GET /staff/appointments
  appointmentStartRequired: 'Please choose a date and time for the appointment',
  appointmentStartFormat: (example: string) => `start_datetime must be a date and time in India time with its offset, e.g. ${example}`,
  appointmentFromTomorrow: (tomorrow: string) => `Appointments can be booked from tomorrow (${tomorrow}) onwards. Please choose a later date.`,
  appointmentNoSlotsOn: (weekday: string) => `Our Vaidya takes no appointments on ${weekday}s. Please choose another day.`,
  appointmentNotASlot: (weekday: string, times: string) => `Appointments on ${weekday}s start at ${times}. Please choose one of these times.`,
  appointmentEventType: (eventType: string) => `event_type must be ${eventType}`,
  appointmentCategory: (category: string) => `category must be ${category}`,
  medicineTypesWithoutMedicine: 'Type of medicine can be chosen only when you are taking medicine',
  appointmentAlreadyBooked: 'You have already booked an appointment at this time.',
  appointmentTooFarAhead: (days: number, last: string) => `Appointments can be booked up to ${days} days ahead (until ${last}). Please choose an earlier date.`,
  appointmentsOpenLimit: (max: number) =>
    `You already have ${max === 1 ? 'an upcoming appointment' : `${max} upcoming appointments`}. You can book another once ${max === 1 ? 'it has' : 'one of them has'} taken place.`,
  tooManyBookings: 'You have tried to book several appointments in a short time. Please try again in an hour.',

  // Subscribe and Save
  subscriptionCreated: 'Subscription created',
  subscriptionsFound: 'Subscriptions',
  subscriptionPaused: 'This subscription is paused: make it active first',
  deliveryOptionUnknown: 'Unknown delivery option: choose one of GET /delivery-options/',
  subscriptionEditOrShift: 'Send product, quantity, delivery_options or active to edit the subscription, or shifted_delivery_date to shift its next delivery',
  activeTrueOrFalse: 'active must be true or false',
  mustBeDate: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  shiftAlreadyUsed: 'The next delivery has already been shifted once',
  shiftNotYet: (days: number) => `The next delivery can be shifted only in the ${days} days before it`,
  shiftTooLate: 'The next delivery is already on its way and can no longer be shifted',
  shiftTooFar: (days: number) => `Select a date at most ${days} days after the next delivery date`,
  devLocalOnly: "This demo tool answers only on the store's own machine or to store staff",
  subscriptionsRun: (orders: number) => `${orders} subscription ${orders === 1 ? 'order' : 'orders'} placed`,
  subscriptionNoAddress: 'The subscription has no delivery address: add one to your profile',
  chargeSandbox: 'Charged in the sandbox (no money moved)',
  chargeGatewayUnreadable: 'The gateway answered something that is not a charge answer',
  chargeNoMandate: 'No standing instruction of this gateway for the subscription',
  preDebitSandbox: "The sandbox has no payer to notify: the store's e-mail and SMS are the notice",
  preDebitGatewayUnreadable: 'The gateway answered something that is not a pre-debit notice answer',

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

  // Partners and the cart handoff
  partnerCodeInvalid: "partner must be a partner code (letters, digits, '_' and '-', at most 32)",
  partnerNotFound: 'No such partner',
  handoffTokenRequired: 'token is required: the handoff token from POST /api/handoff/',
  tooManyHandoffs: 'Too many store links in a short time. Please try again later.',
  handoffConfirmationRequired: 'confirmation is required: the pending_login.confirmation of POST /api/handoff/redeem/',

  // Staff administration: products, vouchers, customers, leads, staff accounts
  staffRupeesInvalid: (field: string, max: number) => `${field} must be an amount in rupees above 0 and at most ${max}, with at most 2 decimals`,
  staffSellingAboveMrp: 'The selling price must not be above the MRP',
  staffVoucherCodeInvalid: 'code must be 1 to 40 letters, digits, _ or -',
  staffVoucherCodeTaken: 'A voucher with this code already exists',
  staffExpiryInvalid: 'expires_at must be a day (YYYY-MM-DD) or an ISO date and time',
  staffPercentInvalid: 'A percent voucher takes a whole percent from 1 to 100',
  staffCapPercentOnly: 'Only a percent voucher takes max_discount',
  staffCoinsInvalid: (max: number) => `coins must be a whole number other than 0, from -${max} to ${max}`,
  staffReasonRequired: 'Please give a reason for the coin adjustment',
  staffProductUpdated: 'Product updated',
  staffNothingToChange: 'Send at least one field to change',
  voucherCreated: 'Voucher created',
  voucherPaused: 'Voucher paused',
  voucherResumed: 'Voucher resumed',
  voucherNotFound: 'Voucher not found',
  customerNotFound: 'Customer not found',
  coinsAdjusted: 'Coins adjusted',
  leadStatusUpdated: 'Status updated',
  leadNotFound: 'Not found',
  userNotFound: 'User not found',
  userUpdated: 'Staff access updated',
  notOnYourself: 'You cannot change your own staff access',
} as const;
