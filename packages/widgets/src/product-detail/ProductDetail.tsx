import { type Product, type RelatedResponse, MOBILE_BREAKPOINT_PX, MSG, productPageMeta } from '@so/contract';
import { $wished, addToCart, getApi, isWished, requireLogin, setPageMeta, storeHref, toast, toggleWishlist } from '@so/stores';
import { ErrorState, useAsync, useElementHost, useMediaQuery, useStore } from '@so/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductCard } from '../product-card/index.ts';
import { isNotFound, positiveId } from '../shared/ids.ts';
import { routes } from '../shared/links.ts';
import { ProductDetailNotFound, ProductDetailSkeleton, ProductDetailView } from './ProductDetailView.tsx';
import { withFreshReviews } from './fresh-reviews.ts';
import { buyNow } from './buyNow.ts';

/**
 * The Write review and Subscribe dialogs, with the forms they hold, load when a shopper first asks
 * for one: most who open a product page never do, and their code need not delay theirs.
 */
const WriteReview = lazy(() => import('./WriteReview.tsx').then((module) => ({ default: module.WriteReview })));
const Subscribe = lazy(() => import('./Subscribe.tsx').then((module) => ({ default: module.Subscribe })));
/** Notify me loads only on the page of a product out of stock. */
const NotifyMe = lazy(() => import('../notify-me/index.ts').then((module) => ({ default: module.NotifyMe })));

/** Related products, then the other products, once each and without the product itself. */
export function relatedList(response: RelatedResponse, productId: number): Product[] {
  const first = response.RelatedOtherProducts[0];
  if (!first) return [];
  const seen = new Set<number>([productId]);
  return [...first.related_product_details, ...first.other_product_details].filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/** Copies the link and says so in a toast ("Failed to copy" when it cannot). */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ kind: 'success', title: MSG.linkCopied });
  } catch {
    toast({ kind: 'error', title: MSG.copyFailed });
  }
}

/**
 * The page's meta tags from the product's own (website_description): its metatitle, else its
 * name, is the document's title while the page shows it (the same tags the server writes into
 * the product page's HTML: @so/contract's productPageMeta).
 */
export function productMeta(product: Product): { title: string; description: string; keywords: string } {
  return productPageMeta(product);
}

/** An attribute value that turns a boolean attribute off ("false", as r2wc writes `el.seo = false`). */
const OFF = /^(false|0|no|off)$/i;

/** The `seo` attribute of `host` when in an element, else the prop. */
const seoOf = (host: Element | null, seo: boolean | undefined) => (host ? host.hasAttribute('seo') && !OFF.test(host.getAttribute('seo') ?? '') : seo === true);

/**
 * Whether the page should carry the product's JSON-LD: in an element, its `seo` attribute is
 * there (bare, as HTML writes booleans, or "true") and not "false"; it follows the attribute
 * being added, changed and removed. Outside an element (a React host), the `seo` prop.
 */
export function useSeoWanted(seo: boolean | undefined): boolean {
  const host = useElementHost();
  const [wanted, setWanted] = useState(() => seoOf(host, seo));
  useEffect(() => {
    setWanted(seoOf(host, seo));
    if (!host) return undefined;
    const observer = new MutationObserver(() => setWanted(seoOf(host, seo)));
    observer.observe(host, { attributes: true, attributeFilter: ['seo'] });
    return () => observer.disconnect();
  }, [host, seo]);
  return wanted;
}

/**
 * Keeps one `<script type="application/ld+json" data-so-seo>` in document.head with `product`'s
 * JSON-LD while `product` is given: added, updated when the product changes (a new review, another
 * product-id), removed when it is null or the component goes. The builder (./seo.ts with the
 * contract's productJsonLd) is loaded only then.
 */
function useProductJsonLd(product: Product | null): void {
  const script = useRef<HTMLScriptElement | null>(null);
  useEffect(() => {
    if (!product) {
      script.current?.remove();
      script.current = null;
      return undefined;
    }
    let current = true;
    import('./seo.ts').then(
      ({ writeProductJsonLd }) => {
        if (current) script.current = writeProductJsonLd(script.current, product);
      },
      () => undefined, // the page works without it
    );
    return () => {
      current = false;
    };
  }, [product]);
  useEffect(
    () => () => {
      script.current?.remove();
      script.current = null;
    },
    [],
  );
}

/**
 * The product page wired to the API and the cart/wishlist stores. An id that is not a positive
 * whole number (or none) is not found without a request; one the server does not know, after
 * its answer. With `seo` (the element's `seo` attribute), the product's JSON-LD goes into the
 * page's head.
 */
export function ProductDetail({ productId, seo }: { productId?: number; seo?: boolean }) {
  const id = positiveId(productId);
  const wanted = useSeoWanted(seo);
  return id === null ? <ProductDetailNotFound /> : <ProductPage id={id} seo={wanted} />;
}

function ProductPage({ id, seo }: { id: number; seo: boolean }) {
  const [state, retry] = useAsync(() => getApi().product(id).then((r) => r.data), [id]);
  const [delivery] = useAsync(() => getApi().deliveryOptions().then((r) => r.data), []);
  const [related] = useAsync(() => getApi().relatedProducts(id).then((r) => relatedList(r, id)), [id]);
  const known = useStore($wished);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px) and (pointer: coarse)`);
  const [reviewing, setReviewing] = useState(false);
  /** Whether a dialog was ever asked for: from then on it stays mounted (closed or open). */
  const [reviewAsked, setReviewAsked] = useState(false);
  const [subscribeAsked, setSubscribeAsked] = useState(false);
  /** The quantity the subscribe dialog opened with; null while it is closed. */
  const [subscribing, setSubscribing] = useState<number | null>(null);
  /** The product with reviews fetched again after a new review. */
  const [fresh, setFresh] = useState<Product | null>(null);
  const loaded = state.status === 'ready' ? state.data : null;
  const shown = loaded && fresh && fresh.id === loaded.id ? fresh : loaded;
  useProductJsonLd(seo ? shown : null);

  // The host site titles the page with the product's metatitle (GET /user/meta-tags/ knows only the URL).
  useEffect(() => (loaded ? setPageMeta(productMeta(loaded)) : undefined), [loaded]);

  if (state.status === 'loading') return <ProductDetailSkeleton />;
  if (state.status === 'error' && isNotFound(state.error)) return <ProductDetailNotFound />;
  if (state.status === 'error')
    return (
      <div className="pd container">
        <ErrorState title={MSG.productDetailFailed} onRetry={retry} />
      </div>
    );
  const product = fresh && fresh.id === state.data.id ? fresh : state.data;
  const reloadReviews = () => void withFreshReviews(product).then(setFresh, () => undefined);
  const shareUrl = storeHref(routes.product(product.id, product.name));
  return (
    <>
      <ProductDetailView
        key={product.id}
        product={product}
        wished={isWished(product, known)}
        delivery={delivery}
        related={related}
        renderCard={(p) => <ProductCard product={p} />}
        shareUrl={shareUrl}
        mobile={mobile}
        onAddToCart={(quantity) => addToCart(product.id, quantity)}
        onBuyNow={(quantity) => buyNow(product, quantity)}
        onSubscribe={(quantity) => {
          if (!requireLogin(MSG.loginToSubscribe)) return;
          setSubscribeAsked(true);
          setSubscribing(quantity);
        }}
        onToggleWishlist={() => void toggleWishlist(product.id, isWished(product, known))}
        onCopyLink={() => void copyLink(shareUrl)}
        stockAlert={
          <Suspense fallback={null}>
            <NotifyMe productId={product.id} />
          </Suspense>
        }
        onWriteReview={() => {
          if (!requireLogin(MSG.loginToReview)) return;
          setReviewAsked(true);
          setReviewing(true);
        }}
      />
      {reviewAsked && (
        <Suspense fallback={null}>
          <WriteReview product={product} open={reviewing} onClose={() => setReviewing(false)} onDone={reloadReviews} />
        </Suspense>
      )}
      {subscribeAsked && (
        <Suspense fallback={null}>
          <Subscribe product={product} open={subscribing !== null} initialQuantity={subscribing ?? 1} onClose={() => setSubscribing(null)} />
        </Suspense>
      )}
    </>
  );
}
