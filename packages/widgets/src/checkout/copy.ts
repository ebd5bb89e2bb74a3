import { MSG } from '@so/contract';
import { SUBSCRIBE_PRICE_COPY } from '../shared/subscribe-copy.ts';
/**
 * Texts of the checkout that only the checkout uses (so they are not in MSG).
 */
export const CHECKOUT_COPY = {
  title: 'Checkout',
  loading: 'Loading checkout',
  loginPrompt: 'Please log in to check out',
  logIn: 'Log in',
  backToCart: 'Back to cart',

  // Address
  addressTitle: 'Billing & shipping address',
  addressLegend: 'Choose the billing and shipping address',
  showAllAddresses: 'Show all addresses',
  addNewAddress: 'Add New Address',
  defaultAddress: 'Default',
  noAddressToast: 'Add a delivery address to place your order',
  noAddressHint: 'You have no saved address yet. Add one to place your order.',

  // Delivery
  deliveryTitle: 'Delivery method',
  standardDelivery: 'Standard',
  deliveryIn: (days: string) => `Delivery in ${days}`,

  // Payment
  paymentLegend: 'Payment method',
  cod: MSG.payTypes.COD,
  online: MSG.payTypes.Online,
  codHint: 'Pay in cash when your order arrives.',
  onlineHint: 'Pay now by card, UPI or net banking on the secure payment page.',
  selectPayment: 'Please select a payment method!',

  // Gift
  giftTitle: 'Gift',
  giftLabel: 'This order is a gift',
  giftMessage: 'Gift message (optional)',

  // Summary
  summaryTitle: 'Order summary',
  items: 'Items',
  quantity: (n: number) => `Qty ${n}`,
  total: 'Total',
  discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
  shipping: 'Shipping',
  free: 'Free',
  shippingPending: 'Choose an address',
  coinsRedeemed: 'Coins redeemed',
  payable: 'Payable total',
  plusShipping: '+ shipping',
  coinsEarned: (n: number) =>
    n === 0 ? 'This order earns no SO Coins (1 coin for every full ₹100).' : `You will earn ${n} SO ${n === 1 ? 'Coin' : 'Coins'} with this order.`,
  noCoinsWhenRedeemed: 'No coins are earned on orders that redeem coins',
  voucherDropped: (code: string) => `Voucher ${code} no longer applies`,

  // Actions
  placeOrder: 'Place Order',
  proceedToPay: 'Proceed to Pay',
  processing: 'Processing…',
  orderPlaced: MSG.orderPlaced,
  cartEmptyHint: 'Add products to your cart to check out.',

  // Subscription checkout (a subscription from the product page's subscribe dialog)
  subscriptionTitle: 'Subscription',
  scheduleTitle: 'Delivery schedule',
  ...SUBSCRIBE_PRICE_COPY,
  scheduleHint: (days: string, every: string) => `The first delivery is ordered now (delivery in ${days}); the next ones follow ${every}.`,
  automaticTitle: 'Automatic payment',
  automaticHint: 'Charged automatically for each delivery by debit card, credit card, net banking or UPI. You pay the first delivery now on the secure payment page.',
  perDelivery: 'Per delivery',
  payableNow: 'Payable now',
  pricesIncludeGst: 'Prices include GST. The payment page shows the exact amount of the first order.',
  subscribeAndPay: 'Subscribe and pay',
  backToProduct: 'Back to product',
  cartClearedNote: 'Your cart is emptied before the subscription is created.',
  /** The subscription and its first order exist, but the payment page could not be opened. */
  subscriptionPayLater: 'Your subscription is set up',
  subscriptionPayLaterHint: 'Its first order is waiting in your orders: pay it there with Accept and Pay.',
} as const;
