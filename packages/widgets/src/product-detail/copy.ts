import { MSG } from '@so/contract';
import { REVIEW_FORM_COPY } from '../shared/review-copy.ts';
import { SUBSCRIBE_PRICE_COPY } from '../shared/subscribe-copy.ts';
/**
 * Texts of the product page that only this page uses (so they are not in MSG).
 */
export const PRODUCT_COPY = {
  breadcrumb: 'Breadcrumb',
  breadcrumbProduct: 'Product',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  brand: 'Brand:',
  tags: 'Tags',
  benefits: 'Benefits',
  description: 'Description',
  ratingsAndReviews: 'Ratings & reviews',
  delivery: 'Delivery',
  /** The one delivery time the product page states. */
  statedDelivery: (days: string) => `Delivery in ${days}`,
  /**
   * GET /delivery-options/ are the schedules a subscription delivers on (a product
   * subscription's delivery_options; duration = days between deliveries), not delivery times.
   */
  subscriptionDeliveries: 'Subscription deliveries',
  quantity: 'Quantity',
  buyNow: 'Buy now',
  wishlist: 'Wishlist',
  share: 'Share',
  shareEmail: 'Share by e-mail',
  shareWhatsApp: 'Share on WhatsApp',
  shareMessenger: 'Share on Messenger',
  copyLink: 'Copy link',
  related: 'Related products',
  gallery: 'Product images',
  showImage: (i: number, n: number) => `Show image ${i} of ${n}`,
  imageAlt: (name: string, i: number, n: number) => (n > 1 ? `${name}, image ${i} of ${n}` : name),
  loading: 'Loading product',
  retry: MSG.tryAgain,
  writeReview: 'Write review',
  ...REVIEW_FORM_COPY,
  reviewThanks: 'Thank you for your review!',

  // Subscribe and Save (the subscribe dialog)
  subscribe: 'Subscribe',
  subscribeTitle: 'Subscribe and Save',
  deliveryOption: 'Delivery option',
  deliveryOptionRequired: 'Please select a delivery option',
  loadingDeliveryOptions: 'Loading delivery options',
  subscriptionQuantity: 'Quantity per delivery',
  ...SUBSCRIBE_PRICE_COPY,
  perDelivery: 'Total per delivery',
  shippingAtCheckout: 'Shipping is added at checkout (free in Ahmedabad and for SO Elite members).',
  loadingPrice: 'Loading the subscription price',
  priceFailed: 'Could not load the subscription price',
  /** Subscriptions are paid automatically only. */
  automaticPayment: 'Each delivery is paid automatically by debit card, credit card, net banking or UPI.',
  proceedToCheckout: 'Proceed to checkout',
} as const;
