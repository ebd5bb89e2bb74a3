import { type Product, MSG, inStock } from '@so/contract';
import { ErrorState, useStyles, type AsyncState } from '@so/ui';
import { ProductCardView } from '../product-card/index.ts';
import { CardGridSkeleton, cardGridStyles } from '../shared/CardGrid.tsx';
import { ShopNowEmpty } from '../shared/ShopNowEmpty.tsx';
import { WISHLIST_COPY } from './copy.ts';

export interface WishlistViewProps {
  state: AsyncState<readonly Product[]>;
  /** Products with an action under way. */
  busy?: readonly number[];
  onRetry: () => void;
  onRemove: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  onMoveToCart: (product: Product) => void;
}

/** The /wishlist page: wished products as product cards, with Move to cart and Remove. */
export function WishlistView({ state, busy = [], onRetry, onRemove, onAddToCart, onMoveToCart }: WishlistViewProps) {
  useStyles(cardGridStyles);
  const heading = (count?: number) => (
    <h1 className="wishlist__title">
      {WISHLIST_COPY.title}
      {count !== undefined && count > 0 && <span className="wishlist__count"> ({WISHLIST_COPY.count(count)})</span>}
    </h1>
  );
  if (state.status === 'loading')
    return (
      <div className="wishlist container">
        {heading()}
        <CardGridSkeleton count={4} label={WISHLIST_COPY.loading} />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="wishlist container">
        {heading()}
        <ErrorState title={MSG.productsLoadFailed} description={MSG.productsReload} onRetry={onRetry} />
      </div>
    );
  const products = state.data;
  if (products.length === 0)
    return (
      <div className="wishlist container">
        {heading()}
        <ShopNowEmpty message={MSG.wishlistEmpty} className="wishlist__empty" />
      </div>
    );
  return (
    <div className="wishlist container card-grid-wrap" part="wishlist">
      {heading(products.length)}
      {/* The cards' titles are level 3 (as in every product grid), under this level 2. */}
      <h2 className="visually-hidden">{WISHLIST_COPY.list}</h2>
      <ul className="card-grid" aria-label={WISHLIST_COPY.list}>
        {products.map((product, i) => {
          const working = busy.includes(product.id);
          return (
            <li key={product.id} className="card-grid__item wishlist__item">
              <ProductCardView product={product} wished busy={working} eager={i < 4} onAddToCart={onAddToCart} onToggleWishlist={onRemove} />
              <div className="wishlist__actions">
                {inStock(product.available_stock_quantity) && (
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={WISHLIST_COPY.moveLabel(product.name)}
                    aria-busy={working || undefined}
                    onClick={() => !working && onMoveToCart(product)}
                    part="move-to-cart"
                  >
                    {WISHLIST_COPY.moveToCart}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  aria-label={WISHLIST_COPY.removeLabel(product.name)}
                  aria-busy={working || undefined}
                  onClick={() => !working && onRemove(product)}
                  part="remove"
                >
                  {WISHLIST_COPY.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
