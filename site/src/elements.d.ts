/** The store's custom elements as the Preact host site places them. */
import 'preact';

type SoAttrs = preact.JSX.HTMLAttributes<HTMLElement>;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'so-store': SoAttrs & { 'api-base'?: string; 'store-url'?: string };
      'so-toaster': SoAttrs;
      'so-header': SoAttrs;
      'so-header-counters': SoAttrs;
      'so-footer': SoAttrs;
      'so-whatsapp-button': SoAttrs;
      'so-scroll-top': SoAttrs;
      'so-home': SoAttrs;
      'so-celebration': SoAttrs;
      'so-shop': SoAttrs;
      'so-product-grid': SoAttrs & { category?: string; search?: string; limit?: string };
      'so-product-card': SoAttrs & { 'product-id'?: string };
      'so-product-detail': SoAttrs & { 'product-id'?: string };
      'so-reviews': SoAttrs & { 'product-id'?: string };
      'so-login-dialog': SoAttrs & { 'auto-open'?: string; delay?: string };
      'so-login': SoAttrs;
      'so-signup': SoAttrs;
      'so-reset-password': SoAttrs & { 'reset-uuid'?: string };
      'so-update-password': SoAttrs;
      'so-profile': SoAttrs;
      'so-profile-edit': SoAttrs;
      'so-address-form': SoAttrs & { 'address-id'?: string; 'add-id'?: string; 'contact-id'?: string };
      'so-cart': SoAttrs;
      'so-cart-drawer': SoAttrs;
      'so-cart-bar': SoAttrs;
      'so-wishlist': SoAttrs;
      'so-checkout': SoAttrs;
      'so-order-detail': SoAttrs & { 'order-id'?: string };
      'so-subscriptions': SoAttrs & { 'product-id'?: string };
      'so-subscription-plans': SoAttrs;
      'so-subscription-payment': SoAttrs & { txnid?: string; payment?: string };
      'so-subscribe-and-save': SoAttrs;
      'so-blogs': SoAttrs;
      'so-blog-post': SoAttrs & { 'blog-id'?: string };
      'so-events': SoAttrs;
      'so-event': SoAttrs & { 'event-id'?: string };
      'so-store-locator': SoAttrs;
      'so-content-page': SoAttrs & { page?: string };
      'so-faq': SoAttrs;
      'so-coin-page': SoAttrs;
      'so-contact-us': SoAttrs & { phone?: string; email?: string };
      'so-organic-living': SoAttrs;
      'so-franchise': SoAttrs;
      'so-vaidya': SoAttrs;
      'so-book-appointment': SoAttrs;
      'so-b2b-enquiry': SoAttrs;
      'so-export-enquiry': SoAttrs;
      'so-gift-voucher': SoAttrs;
    }
  }
}
