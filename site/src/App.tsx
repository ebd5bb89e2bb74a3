/** @jsxImportSource preact */
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import Router, { route, type RouterOnChangeArgs } from 'preact-router';
import { MSG } from '@so/contract';
import { NAVIGATE_EVENT, syncLocation, type NavigateDetail } from '@so/stores';
import { focusPageHeading, focusTarget } from '@so/ui/focus';
import { SITE_COPY } from './copy.ts';
import { documentMeta, type DocumentMeta } from './meta.ts';
import { hidesChrome, isRecordId, NOT_FOUND } from './routes.ts';

interface RouteProps {
  path?: string;
  default?: boolean;
  id?: string;
  name?: string;
  uuid?: string;
  matches?: Record<string, string | undefined>;
}

function Home(_: RouteProps) {
  return (
    <>
      <so-home />
      <so-celebration />
    </>
  );
}
function Shop(_: RouteProps) {
  return <so-shop />;
}
function ProductPage({ id }: RouteProps) {
  return isRecordId(id) ? <so-product-detail product-id={id} key={id} /> : <RedirectToNotFound />;
}
function ReviewsPage({ id }: RouteProps) {
  return isRecordId(id) ? <so-reviews product-id={id} key={id} /> : <RedirectToNotFound />;
}
function LoginPage(_: RouteProps) {
  return <so-login />;
}
function SignupPage(_: RouteProps) {
  return <so-signup />;
}
function ResetPasswordPage({ uuid }: RouteProps) {
  return uuid ? <so-reset-password reset-uuid={uuid} key={uuid} /> : <so-reset-password />;
}
function UpdatePasswordPage(_: RouteProps) {
  return <so-update-password />;
}
function ProfilePage(_: RouteProps) {
  return <so-profile />;
}
function ProfileEditPage(_: RouteProps) {
  return <so-profile-edit />;
}
/** /profile/addresses/add takes optional query id (sent as add_id) and contact_id. */
function AddressAddPage({ matches }: RouteProps) {
  return <so-address-form add-id={matches?.id} contact-id={matches?.contact_id} />;
}
function AddressEditPage({ id }: RouteProps) {
  return isRecordId(id) ? <so-address-form address-id={id} key={id} /> : <RedirectToNotFound />;
}
function CartPage(_: RouteProps) {
  return <so-cart />;
}
function WishlistPage(_: RouteProps) {
  return <so-wishlist />;
}
function CheckoutPage(_: RouteProps) {
  return <so-checkout />;
}
function OrderPage({ id }: RouteProps) {
  return <so-order-detail order-id={id} key={id} />;
}
/** /subscribe/{productId} (one product's subscriptions) and /subscribe (all of them). */
function SubscriptionsPage({ id }: RouteProps) {
  // preact-router passes an absent optional segment as ''.
  if (!id) return <so-subscriptions />;
  return isRecordId(id) ? <so-subscriptions product-id={id} key={id} /> : <RedirectToNotFound />;
}
function SubscriptionPlansPage(_: RouteProps) {
  return <so-subscription-plans />;
}
/** The gateway's callback lands here with ?txnid=…&payment=success|failure (the SO Elite plan's payment). */
function SubscriptionPaymentPage({ matches }: RouteProps) {
  return <so-subscription-payment txnid={matches?.txnid} payment={matches?.payment} key={matches?.txnid} />;
}
function SubscribeAndSavePage(_: RouteProps) {
  return <so-subscribe-and-save />;
}
function BlogsPage(_: RouteProps) {
  return <so-blogs />;
}
/** /blogs/{blogId}/{blogName}: the id decides; a wrong or missing name still opens the post. */
function BlogPostPage({ id }: RouteProps) {
  return isRecordId(id) ? <so-blog-post blog-id={id} key={id} /> : <RedirectToNotFound />;
}
function EventsPage(_: RouteProps) {
  return <so-events />;
}
function EventPage({ id }: RouteProps) {
  return isRecordId(id) ? <so-event event-id={id} key={id} /> : <RedirectToNotFound />;
}
function StoreLocatorPage(_: RouteProps) {
  return <so-store-locator />;
}
/** The prose pages (about-us, inspire-and-support, the policies and terms) share one element, named by its page. */
function ProsePage({ page }: RouteProps & { page: string }) {
  return <so-content-page page={page} key={page} />;
}
function FaqPage(_: RouteProps) {
  return <so-faq />;
}
/** /so-coin and /sosecoin: the SO Coin explainer. */
function SoCoinPage(_: RouteProps) {
  return <so-coin-page />;
}
function ContactPage(_: RouteProps) {
  return <so-contact-us />;
}
function OrganicLivingPage(_: RouteProps) {
  return <so-organic-living />;
}
function FranchisePage(_: RouteProps) {
  return <so-franchise />;
}
function VaidyaPage(_: RouteProps) {
  return <so-vaidya />;
}
function BookAppointmentPage(_: RouteProps) {
  return <so-book-appointment />;
}
function B2bPage(_: RouteProps) {
  return <so-b2b-enquiry />;
}
function ExportsPage(_: RouteProps) {
  return <so-export-enquiry />;
}
function GiftVoucherPage(_: RouteProps) {
  return <so-gift-voucher />;
}
/**
 * The dashboard's own entry of the build (@so/dashboard/entry), loaded by its URL as a franchise
 * back office would include it: no import edge, so none of its code is in the site's graph.
 */
const DASHBOARD_SCRIPT = '/widgets/dashboard.js';
/** The owner's dashboard (staff only: the element asks the server, a customer sees a refusal). */
function DashboardPage(_: RouteProps) {
  useEffect(() => {
    void import(/* @vite-ignore */ DASHBOARD_SCRIPT);
  }, []);
  return <so-dashboard />;
}
function NotFound(_: RouteProps) {
  return (
    <section class="page-message" aria-labelledby="nf-title">
      <h1 id="nf-title">{SITE_COPY.notFound}</h1>
      <p>{SITE_COPY.notFoundText}</p>
      <a href="/">{SITE_COPY.goHome}</a>
      <a href="/shop">{SITE_COPY.shopAll}</a>
    </section>
  );
}
function RedirectToNotFound(_: RouteProps) {
  useEffect(() => {
    route(NOT_FOUND, true);
  }, []);
  return null;
}

/** The error page fallback of every route. */
class ErrorBoundary extends Component<{ children: ComponentChildren; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section class="page-message" role="alert">
        <h1>{MSG.unexpectedError}</h1>
        <button type="button" onClick={() => history.back()}>
          {MSG.goBack}
        </button>
      </section>
    );
  }
}

/**
 * The skip link: the page's first focusable element, shown when focused; it moves focus to the
 * main region (without changing the URL, which the router would take for a route change). It sits
 * in a small navigation landmark: the header's links live in a shadow root, so checkers cannot tell
 * it comes before them and would count it as content outside every landmark.
 */
function SkipLink() {
  return (
    <nav class="skip-nav" aria-label={SITE_COPY.skipNav}>
      <a
        class="skip-link"
        href="#main"
        onClick={(event) => {
          const main = document.getElementById('main');
          if (!main) return;
          event.preventDefault();
          focusTarget(main);
          main.scrollIntoView();
        }}
      >
        {SITE_COPY.skipToMain}
      </a>
    </nav>
  );
}

/**
 * Route changes move focus to the new page's heading (keyboard and screen-reader users start
 * reading the new page, not the footer or <body>). Changes before the shopper did anything are
 * part of loading the page (a redirect to /page-not-found or /cart): focus stays as it is.
 */
function useRouteFocus(url: string): void {
  const interacted = useRef(false);
  const first = useRef(true);
  // A layout effect: in place as soon as the page shows, before any deferred effect runs.
  useLayoutEffect(() => {
    const seen = () => {
      interacted.current = true;
    };
    addEventListener('pointerdown', seen, { capture: true, once: true });
    addEventListener('keydown', seen, { capture: true, once: true });
    return () => {
      removeEventListener('pointerdown', seen, { capture: true });
      removeEventListener('keydown', seen, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (interacted.current) focusPageHeading(document.getElementById('main'));
  }, [url]);
}

/** The document's title and meta tags, following the route for as long as the app is mounted. */
function useDocumentMeta(): DocumentMeta {
  const meta = useRef<DocumentMeta | null>(null);
  meta.current ??= documentMeta();
  useEffect(
    () => () => {
      meta.current?.stop();
      meta.current = null;
    },
    [],
  );
  return meta.current;
}

export function App() {
  const [url, setUrl] = useState(location.pathname + location.search);
  useRouteFocus(url);
  const meta = useDocumentMeta();

  useEffect(() => {
    const onNavigate = (event: Event) => {
      const { href, replace } = (event as CustomEvent<NavigateDetail>).detail;
      const target = new URL(href, location.href);
      if (target.origin !== location.origin) return;
      event.preventDefault();
      route(target.pathname + target.search + target.hash, Boolean(replace));
      window.scrollTo(0, 0);
    };
    window.addEventListener(NAVIGATE_EVENT, onNavigate);
    return () => window.removeEventListener(NAVIGATE_EVENT, onNavigate);
  }, []);

  const onChange = (args: RouterOnChangeArgs) => {
    setUrl(args.url);
    syncLocation();
    meta.route(new URL(args.url, location.origin).pathname);
  };

  const path = new URL(url, location.origin);
  const chrome = !hidesChrome(path.pathname, path.search);

  return (
    <>
      <SkipLink />
      {chrome && <so-header />}
      <main id="main" class="site-main" tabIndex={-1}>
        <ErrorBoundary resetKey={path.pathname}>
          <Router onChange={onChange}>
            <Home path="/" />
            <Shop path="/shop" />
            <ReviewsPage path="/products/:id/reviews/:name" />
            <ProductPage path="/products/:id/:name?" />
            <LoginPage path="/login" />
            <SignupPage path="/signup" />
            <ResetPasswordPage path="/reset-password/:uuid?" />
            <UpdatePasswordPage path="/update-password" />
            <ProfilePage path="/profile" />
            <ProfileEditPage path="/profile/edit" />
            <AddressAddPage path="/profile/addresses/add" />
            <AddressEditPage path="/profile/addresses/:id/edit" />
            <CartPage path="/cart" />
            <WishlistPage path="/wishlist" />
            <CheckoutPage path="/checkout" />
            <OrderPage path="/orders/:id" />
            <SubscriptionsPage path="/subscribe/:id?" />
            <SubscriptionPlansPage path="/subscription-plans" />
            <SubscriptionPaymentPage path="/subscription-payment" />
            <SubscribeAndSavePage path="/subscribe-and-save" />
            <BlogsPage path="/blogs" />
            <BlogPostPage path="/blogs/:id/:name?" />
            <EventsPage path="/event" />
            <EventPage path="/event/:id" />
            <StoreLocatorPage path="/store-locator" />
            <SoCoinPage path="/so-coin" />
            <SoCoinPage path="/sosecoin" />
            <FaqPage path="/faq" />
            <ContactPage path="/contact-us" />
            <OrganicLivingPage path="/organic-living" />
            <FranchisePage path="/franchise" />
            <ProsePage path="/about-us" page="about-us" />
            <ProsePage path="/inspire-and-support" page="inspire-and-support" />
            <ProsePage path="/terms-and-conditions" page="terms-and-conditions" />
            <ProsePage path="/shipping-policy" page="shipping-policy" />
            <ProsePage path="/return-and-refund-policy" page="return-and-refund-policy" />
            <ProsePage path="/privacy-policy" page="privacy-policy" />
            <VaidyaPage path="/consult-our-vaidya" />
            <BookAppointmentPage path="/consult-our-vaidya/schedule-appointment" />
            <B2bPage path="/bussiness" />
            <ExportsPage path="/exports" />
            <GiftVoucherPage path="/gift-voucher" />
            <DashboardPage path="/dashboard" />
            <NotFound path={NOT_FOUND} />
            <RedirectToNotFound default />
          </Router>
        </ErrorBoundary>
      </main>
      {chrome && <so-footer />}
      {/* The floating buttons sit in a landmark of their own, like everything else on the page. */}
      <aside aria-label="Quick actions">
        <so-whatsapp-button />
        <so-scroll-top />
      </aside>
      {path.pathname !== '/cart' && <so-cart-bar />}
      <so-cart-drawer />
      <so-login-dialog />
      <so-toaster />
    </>
  );
}
