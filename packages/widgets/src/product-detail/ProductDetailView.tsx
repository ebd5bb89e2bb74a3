import {
  type DeliveryOption,
  type Product,
  REVIEW_PREVIEW_COUNT,
  STATED_DELIVERY,
  MSG,
  inStock,
  mrpDisplay,
} from '@so/contract';
import { Carousel, EmptyState, ErrorState, Icon, Link, Price, Skeleton, Stars, type AsyncState, type IconName } from '@so/ui';
import { useId, useState, type ReactNode } from 'react';
import { RatingSummary, REVIEWS_COPY, ReviewList } from '../reviews/index.ts';
import { routes } from '../shared/links.ts';
import { ProductNotFound } from '../shared/ProductNotFound.tsx';
import { PRODUCT_COPY } from './copy.ts';
import { Gallery, galleryImages } from './Gallery.tsx';
import { QuantityAlert, StockStepper, useStockQuantity } from './StockQuantity.tsx';

export interface ProductDetailViewProps {
  product: Product;
  wished: boolean;
  delivery: AsyncState<readonly DeliveryOption[]>;
  related: AsyncState<readonly Product[]>;
  /** Renders one related product (the connected page passes a ProductCard). */
  renderCard: (product: Product) => ReactNode;
  /** The product's absolute URL, for sharing. */
  shareUrl: string;
  /** Messenger shares through the app on phones. */
  mobile?: boolean;
  /** Called with a valid quantity only; may return a promise (the button is busy meanwhile). */
  onAddToCart: (quantity: number) => unknown;
  /** Buy now with a valid quantity (the connected page checks login and the minimum order). */
  onBuyNow?: (quantity: number) => unknown;
  /** Subscribe with a valid quantity (the connected page checks login, then opens the subscribe dialog). */
  onSubscribe?: (quantity: number) => unknown;
  onToggleWishlist: () => void;
  onCopyLink: () => void;
  /** Opens the Write review dialog (the connected page checks the login first). */
  onWriteReview?: () => void;
  /** Under OUT OF STOCK: Notify me (the connected page's). */
  stockAlert?: ReactNode;
}

/** Share targets: e-mail, WhatsApp, Messenger (the app on phones). */
export function shareLinks(name: string, url: string, mobile = false) {
  const u = encodeURIComponent(url);
  return {
    email: `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(`${name}\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`,
    messenger: mobile ? `fb-messenger://share?link=${u}` : `https://www.facebook.com/dialog/send?link=${u}&redirect_uri=${u}`,
  };
}

/** The product page: gallery, buying block, delivery, share, description, reviews, related products. */
export function ProductDetailView(props: ProductDetailViewProps) {
  const { product, wished, delivery, related, renderCard, shareUrl, mobile, onAddToCart, onBuyNow, onSubscribe, onToggleWishlist, onCopyLink, onWriteReview } = props;
  const ids = useId();
  const errorId = `${ids}-qty-error`;
  const stockId = `${ids}-stock`;
  const stock = product.available_stock_quantity;
  const available = inStock(stock);
  const quantity = useStockQuantity(stock);
  const [busy, setBusy] = useState(false);

  const withQuantity = async (action: (quantity: number) => unknown) => {
    if (!quantity.check.ok) {
      quantity.refuse();
      return;
    }
    setBusy(true);
    try {
      await action(quantity.check.quantity);
    } finally {
      setBusy(false);
    }
  };

  /** Add to cart, Buy now and Subscribe: off while busy or out of stock (OUT OF STOCK says why). */
  const buying = { disabled: !available || busy, describedBy: available ? undefined : stockId };
  const rating = product.average_rating;
  const reviewCount = rating?.review_count ?? 0;
  const preview = (product.rating_review_data ?? []).slice(0, REVIEW_PREVIEW_COUNT);
  const share = shareLinks(product.name, shareUrl, mobile);
  const description = product.website_description?.description?.trim();

  return (
    <div className="pd container">
      <nav aria-label={PRODUCT_COPY.breadcrumb} className="pd__crumbs">
        <ol>
          <li>
            <Link to={routes.shop()}>{PRODUCT_COPY.breadcrumbProduct}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className="pd__top">
        <Gallery name={product.name} images={galleryImages(product.image1, product.images)} />

        <div className="pd__info">
          <h1 className="pd__title">{product.name}</h1>
          {product.brand != null && product.brand_name && (
            <p className="pd__brand">
              {PRODUCT_COPY.brand} <Link to={routes.brand(product.brand, product.brand_name)}>{product.brand_name}</Link>
            </p>
          )}
          {rating && reviewCount > 0 && (
            <p className="pd__rating-line">
              <Stars rating={rating.average_rating} /> <span>{REVIEWS_COPY.reviewCount(reviewCount)}</span>
            </p>
          )}
          {product.product_tag_list.length > 0 && (
            <ul className="pd__tags" aria-label={PRODUCT_COPY.tags}>
              {product.product_tag_list.map((tag) => (
                <li key={tag} className="badge">
                  {tag}
                </li>
              ))}
            </ul>
          )}

          <div className="pd__price" part="price">
            <Price paise={product.product_price} mrp={product.mrp} />
            {/* At the MRP the price already says "(incl. of all taxes)". */}
            {mrpDisplay(product.mrp, product.product_price).kind !== 'at' && <span className="pd__tax">{PRODUCT_COPY.inclusiveOfTaxes}</span>}
            {product.net_quantity && (
              <p className="pd__qty">
                <span className="pd__qty-label">{MSG.netQuantity}</span> {product.net_quantity}
              </p>
            )}
          </div>

          <div className="pd__buy">
            {!available && (
              <p className="pd__stock" id={stockId} role="status">
                <span className="badge badge--danger">{MSG.outOfStock}</span>
              </p>
            )}
            {!available && props.stockAlert}
            <div className="pd__buy-row">
              <StockStepper quantity={quantity} label={PRODUCT_COPY.quantity} errorId={errorId} disabled={!available} />
              <BuyingButton {...buying} className="btn" part="add-to-cart" icon="cart" label={MSG.addToCart} onClick={() => void withQuantity(onAddToCart)} />
              {onBuyNow && (
                <BuyingButton {...buying} className="btn btn--ghost pd__buy-now" part="buy-now" label={PRODUCT_COPY.buyNow} onClick={() => void withQuantity(onBuyNow)} />
              )}
              {onSubscribe && (
                <BuyingButton
                  {...buying}
                  className="btn btn--ghost pd__subscribe"
                  part="subscribe"
                  icon="truck"
                  label={PRODUCT_COPY.subscribe}
                  onClick={() => void withQuantity(onSubscribe)}
                />
              )}
              <button
                type="button"
                className="icon-btn pd__heart"
                part="wishlist-button"
                aria-label={PRODUCT_COPY.wishlist}
                aria-pressed={wished}
                onClick={onToggleWishlist}
              >
                <Icon name={wished ? 'heart' : 'heartOutline'} />
              </button>
            </div>
            {quantity.problem && <QuantityAlert className="alert pd__qty-error" id={errorId} problem={quantity.problem} />}
          </div>

          <section className="pd__delivery" aria-labelledby={`${ids}-delivery`}>
            <h2 id={`${ids}-delivery`}>{PRODUCT_COPY.delivery}</h2>
            <p className="pd__stated">
              <Icon name="truck" /> {PRODUCT_COPY.statedDelivery(STATED_DELIVERY)}
            </p>
            <DeliveryOptions state={delivery} />
          </section>

          <section className="pd__share" part="share" aria-labelledby={`${ids}-share`}>
            <h2 id={`${ids}-share`}>{PRODUCT_COPY.share}</h2>
            <ul>
              <li>
                <a className="icon-btn" href={share.email} aria-label={PRODUCT_COPY.shareEmail} title={PRODUCT_COPY.shareEmail}>
                  <Icon name="mail" />
                </a>
              </li>
              <li>
                <a className="icon-btn" href={share.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={PRODUCT_COPY.shareWhatsApp} title={PRODUCT_COPY.shareWhatsApp}>
                  <Icon name="whatsapp" />
                </a>
              </li>
              <li>
                <a className="icon-btn" href={share.messenger} target="_blank" rel="noopener noreferrer" aria-label={PRODUCT_COPY.shareMessenger} title={PRODUCT_COPY.shareMessenger}>
                  <Icon name="messenger" />
                </a>
              </li>
              <li>
                <button type="button" className="icon-btn" aria-label={PRODUCT_COPY.copyLink} title={PRODUCT_COPY.copyLink} onClick={onCopyLink}>
                  <Icon name="link" />
                </button>
              </li>
            </ul>
          </section>

          {product.benefits.length > 0 && (
            <section className="pd__benefits" aria-labelledby={`${ids}-benefits`}>
              <h2 id={`${ids}-benefits`}>{PRODUCT_COPY.benefits}</h2>
              <ul>
                {product.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      {description && (
        <section className="pd__section" aria-labelledby={`${ids}-description`}>
          <h2 id={`${ids}-description`}>{PRODUCT_COPY.description}</h2>
          <p className="pd__description">{description}</p>
        </section>
      )}

      <section className="pd__section" part="reviews" aria-labelledby={`${ids}-reviews`}>
        <div className="pd__reviews-head">
          <h2 id={`${ids}-reviews`}>{PRODUCT_COPY.ratingsAndReviews}</h2>
          {onWriteReview && (
            <button type="button" className="btn btn--ghost btn--small" onClick={onWriteReview} part="write-review">
              <Icon name="star" />
              {PRODUCT_COPY.writeReview}
            </button>
          )}
        </div>
        {rating && reviewCount > 0 ? (
          <div className="pd__reviews">
            <RatingSummary average={rating.average_rating} count={reviewCount} distribution={rating.star_distribution} />
            <div>
              <ReviewList reviews={preview} />
              {reviewCount > REVIEW_PREVIEW_COUNT && (
                <p className="pd__view-all">
                  <Link to={routes.reviews(product.id, product.name)} className="btn btn--ghost btn--small">
                    {MSG.viewAll}
                    <span className="visually-hidden"> {REVIEWS_COPY.reviewCount(reviewCount)}</span>
                  </Link>
                </p>
              )}
            </div>
          </div>
        ) : (
          <EmptyState>{REVIEWS_COPY.noReviews}</EmptyState>
        )}
      </section>

      <Related state={related} renderCard={renderCard} />
    </div>
  );
}

/** One of the page's buying buttons (Add to cart, Buy now, Subscribe). */
function BuyingButton(props: { className: string; part: string; icon?: IconName; label: string; disabled: boolean; describedBy?: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${props.className} pd__add`}
      part={props.part}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
      onClick={props.onClick}
    >
      {props.icon && <Icon name={props.icon} />}
      {props.label}
    </button>
  );
}

/**
 * The delivery options: the schedules a subscription can deliver on ("every 7 days"), shown
 * under their own label so they never read as a second, different delivery time.
 */
function DeliveryOptions({ state }: { state: AsyncState<readonly DeliveryOption[]> }) {
  const labelId = useId();
  if (state.status === 'loading') return <Skeleton height={48} />;
  if (state.status === 'error') return <ErrorState title={MSG.deliveryOptionsFailed} description={MSG.deliveryOptionsRefresh} />;
  if (state.data.length === 0) return null;
  return (
    <>
      <p className="pd__muted pd__options-label" id={labelId}>
        {PRODUCT_COPY.subscriptionDeliveries}
      </p>
      <ul className="pd__options" aria-labelledby={labelId}>
        {state.data.map((option) => (
          <li key={option.id}>
            <span>{option.name}</span>
            <span className="pd__muted">{PRODUCT_COPY.every(option.duration)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Related({ state, renderCard }: { state: AsyncState<readonly Product[]>; renderCard: (p: Product) => ReactNode }) {
  if (state.status === 'ready' && state.data.length === 0) return null;
  return (
    <section className="pd__section" part="related">
      <h2>{PRODUCT_COPY.related}</h2>
      {state.status === 'loading' && (
        <div className="pd__related-skeleton">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={360} />
          ))}
        </div>
      )}
      {state.status === 'error' && <ErrorState title={MSG.relatedFailed} />}
      {state.status === 'ready' && (
        <Carousel label={PRODUCT_COPY.related}>
          {state.data.map((p) => (
            <div key={p.id} className="pd__slide">
              {renderCard(p)}
            </div>
          ))}
        </Carousel>
      )}
    </section>
  );
}

/** The page's placeholder: the same layout and sizes as the loaded page. */
/** The product page for an id that names no product: the store's empty state with Shop Now. */
export function ProductDetailNotFound() {
  return (
    <div className="pd container">
      <ProductNotFound />
    </div>
  );
}

export function ProductDetailSkeleton() {
  return (
    <div className="pd container" role="status" aria-busy="true">
      <span className="visually-hidden">{PRODUCT_COPY.loading}</span>
      <div className="pd__crumbs">
        <Skeleton height={20} width={220} />
      </div>
      <div className="pd__top">
        <div className="pd__gallery">
          <div className="pd__main">
            <Skeleton height="100%" />
          </div>
          <div className="pd__thumbs">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} width={72} height={72} />
            ))}
          </div>
        </div>
        <div className="pd__info">
          <Skeleton height={36} width="85%" />
          <Skeleton height={20} width={180} />
          <Skeleton height={32} width={160} />
          <div className="pd__buy-row">
            <Skeleton height={44} width={156} />
            <Skeleton height={44} width={160} />
            <Skeleton height={44} width={160} />
            <Skeleton height={44} width={44} />
          </div>
          <Skeleton height={120} />
          <Skeleton height={44} width={200} />
          <Skeleton height={96} />
        </div>
      </div>
    </div>
  );
}
