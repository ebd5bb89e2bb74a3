/**
 * The widget loader: the one script a page includes. It defines each `so-*` element the first
 * time one appears in the document (and `<so-store>` before any other, so configuration is in
 * place before the first call). Kept tiny: element code loads only when used.
 *
 *   <script type="module" src="https://store.example/widgets/loader.js"></script>
 */
type Definer = () => Promise<{ define: () => unknown }>;

const ELEMENTS: Record<string, Definer> = {
  'so-store': () => import('./store/store.element.ts'),
  'so-toaster': () => import('./toaster/toaster.element.ts'),
  'so-header': () => import('./header/header.element.ts'),
  'so-header-counters': () => import('./header/counters.element.ts'),
  'so-footer': () => import('./footer/footer.element.ts'),
  'so-whatsapp-button': () => import('./floating/whatsapp-button.element.ts'),
  'so-scroll-top': () => import('./floating/scroll-top.element.ts'),
  'so-home': () => import('./home/home.element.ts'),
  'so-celebration': () => import('./celebration/celebration.element.ts'),
  'so-shop': () => import('./shop/shop.element.ts'),
  'so-product-grid': () => import('./product-grid/product-grid.element.ts'),
  'so-product-card': () => import('./product-card/product-card.element.ts'),
  'so-product-detail': () => import('./product-detail/product-detail.element.ts'),
  'so-reviews': () => import('./reviews/reviews.element.ts'),
  'so-login-dialog': () => import('./auth/login-dialog.element.ts'),
  'so-login': () => import('./auth/login-page.element.ts'),
  'so-signup': () => import('./auth/signup.element.ts'),
  'so-reset-password': () => import('./auth/reset-password.element.ts'),
  'so-update-password': () => import('./auth/update-password.element.ts'),
  'so-profile': () => import('./account/profile.element.ts'),
  'so-profile-edit': () => import('./account/profile-edit.element.ts'),
  'so-address-form': () => import('./account/address-form.element.ts'),
  'so-cart': () => import('./cart/cart.element.ts'),
  'so-cart-drawer': () => import('./cart-drawer/cart-drawer.element.ts'),
  'so-cart-bar': () => import('./cart-bar/cart-bar.element.ts'),
  'so-wishlist': () => import('./wishlist/wishlist.element.ts'),
  'so-checkout': () => import('./checkout/checkout.element.ts'),
  'so-subscription-plans': () => import('./elite/subscription-plans.element.ts'),
  'so-subscription-payment': () => import('./elite/subscription-payment.element.ts'),
  'so-subscribe-and-save': () => import('./subscribe-and-save/subscribe-and-save.element.ts'),
  'so-order-detail': () => import('./orders/order-detail.element.ts'),
  'so-subscriptions': () => import('./subscriptions/subscriptions.element.ts'),
  'so-blogs': () => import('./blogs/blogs.element.ts'),
  'so-blog-post': () => import('./blogs/blog-post.element.ts'),
  'so-events': () => import('./events/events.element.ts'),
  'so-event': () => import('./events/event.element.ts'),
  'so-store-locator': () => import('./store-locator/store-locator.element.ts'),
  'so-content-page': () => import('./content-page/content-page.element.ts'),
  'so-faq': () => import('./faq/faq.element.ts'),
  'so-coin-page': () => import('./so-coin/so-coin.element.ts'),
  'so-contact-us': () => import('./contact/contact.element.ts'),
  'so-organic-living': () => import('./organic-living/organic-living.element.ts'),
  'so-franchise': () => import('./franchise/franchise.element.ts'),
  'so-vaidya': () => import('./vaidya/vaidya.element.ts'),
  'so-book-appointment': () => import('./vaidya/book-appointment.element.ts'),
  'so-b2b-enquiry': () => import('./b2b/b2b-enquiry.element.ts'),
  'so-export-enquiry': () => import('./exports/export-enquiry.element.ts'),
  'so-gift-voucher': () => import('./gift-voucher/gift-voucher.element.ts'),
};

/**
 * Elements no first screen needs: the footer (below it), the floating buttons, the cart bar and
 * drawer, the login dialog, the toaster and the celebration (they show after something happens;
 * what happened waits in the shared state, so nothing is lost). Their code is fetched and they are
 * defined once the page's other elements are and the browser has drawn them, so the first screen
 * is not kept waiting for them. Each has its own task, so none makes a long one.
 */
const AFTER_FIRST_SCREEN: ReadonlySet<string> = new Set([
  'so-footer',
  'so-whatsapp-button',
  'so-scroll-top',
  'so-celebration',
  'so-login-dialog',
  'so-cart-drawer',
  'so-cart-bar',
  'so-toaster',
]);

const loading = new Map<string, Promise<unknown>>();

/** A new task: what was drawn so far can be painted, and input answered, before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Definitions take turns, a task apart: defining an element renders every instance of it on the
 * page at once, and two in one task would make one long task of them.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn(define: () => unknown): Promise<unknown> {
  const done = turn.then(define);
  turn = done.then(nextTask, nextTask);
  return done;
}

/** Defines `tag` (fetching its code first), once; resolves when it is defined. */
export function load(tag: string): Promise<unknown> {
  const definer = ELEMENTS[tag];
  if (!definer) return Promise.resolve();
  let pending = loading.get(tag);
  if (!pending) {
    pending = definer().then((m) => inTurn(() => m.define()));
    loading.set(tag, pending);
  }
  return pending;
}

/**
 * After the first screen's elements are defined and drawn: a frame, then a task after it. A page
 * in a background tab draws no frames; there the wait ends after a while all the same.
 */
function afterPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve(nextTask()));
    setTimeout(resolve, 1_000);
  });
}

function scan(root: ParentNode): void {
  const tags = Object.keys(ELEMENTS).filter((tag) => tag !== 'so-store' && !customElements.get(tag) && root.querySelector(tag));
  const store = root.querySelector('so-store') ? load('so-store') : Promise.resolve();
  const first = tags.filter((tag) => !AFTER_FIRST_SCREEN.has(tag));
  const later = tags.filter((tag) => AFTER_FIRST_SCREEN.has(tag));
  void store
    .then(() => Promise.allSettled(first.map(load)))
    .then(() => (later.length > 0 ? afterPaint() : undefined))
    .then(() => later.forEach(load));
}

let queued = false;
function queueScan(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    scan(document);
  });
}

if (typeof document !== 'undefined') {
  scan(document);
  new MutationObserver(queueScan).observe(document.documentElement, { childList: true, subtree: true });
}
