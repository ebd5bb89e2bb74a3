export { Checkout, loadCheckout, checkoutFailure } from './Checkout.tsx';
export {
  CheckoutView,
  CheckoutSkeleton,
  CheckoutError,
  CheckoutEmpty,
  CheckoutNoAddress,
  CheckoutLogin,
  deliveryMethodName,
  type CheckoutViewProps,
  type CheckoutFailure,
} from './CheckoutView.tsx';
export * from './checkout.ts';
export { CHECKOUT_COPY } from './copy.ts';
export { default as checkoutStyles } from './checkout.css?inline';
export { SubscriptionCheckout } from './SubscriptionCheckout.tsx';
export { SubscriptionCheckoutView, type SubscriptionCheckoutViewProps } from './SubscriptionCheckoutView.tsx';
export * from './subscription.ts';
