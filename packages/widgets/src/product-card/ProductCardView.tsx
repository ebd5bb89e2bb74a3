import { type Product, MSG, inStock } from '@so/contract';
import { Icon, Img, Link, Price, Stars, useStyles } from '@so/ui';
import { routes } from '../shared/links.ts';
import styles from './product-card.css?inline';

export interface ProductCardViewProps {
  product: Product;
  wished: boolean;
  busy?: boolean;
  /** Load the image eagerly (first cards above the fold). */
  eager?: boolean;
  /** The level of the name's heading: 3 under a section's h2 (the default), 2 in a list without one. */
  headingLevel?: 2 | 3;
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
}

/**
 * A product tile: image, name, net quantity, rating, price (against the MRP when known), tags,
 * stock state, Add to cart and the heart.
 */
export function ProductCardView({ product, wished, busy = false, eager = false, headingLevel = 3, onAddToCart, onToggleWishlist }: ProductCardViewProps) {
  useStyles(styles);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = routes.product(product.id, product.name);
  const available = inStock(product.available_stock_quantity);
  const rating = product.average_rating;
  return (
    <article className="card" part="card" aria-label={product.name}>
      <Link to={href} className="card__media" tabIndex={-1} aria-hidden="true">
        <Img src={product.image1} alt="" width={320} height={320} sizes="(max-width: 480px) 50vw, 240px" eager={eager} />
      </Link>
      {product.product_tag_list.length > 0 && (
        <ul className="card__tags" aria-label="Tags">
          {product.product_tag_list.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="icon-btn card__heart"
        aria-pressed={wished}
        aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        onClick={() => onToggleWishlist(product)}
        part="wishlist-button"
      >
        <Icon name={wished ? 'heart' : 'heartOutline'} />
      </button>
      <div className="card__body">
        <Heading className="card__title">
          <Link to={href}>{product.name}</Link>
        </Heading>
        {/* Net quantity and rating keep their lines when empty, so the prices of a row of cards line up. */}
        <div className="card__meta">
          <p className="card__qty">
            {product.net_quantity && (
              <>
                <span className="card__qty-label">{MSG.netQuantity}</span> {product.net_quantity}
              </>
            )}
          </p>
          <div className="card__rating">
            {rating && rating.review_count > 0 && (
              <>
                <Stars rating={rating.average_rating} /> <span className="card__count">({rating.review_count})</span>
              </>
            )}
          </div>
        </div>
        <div className="card__price">
          <Price paise={product.product_price} mrp={product.mrp} />
        </div>
        {available ? (
          <button type="button" className="btn btn--small card__add" disabled={busy} onClick={() => onAddToCart(product)} aria-label={`${MSG.addToCart}: ${product.name}`} part="add-to-cart">
            {MSG.addToCart}
          </button>
        ) : (
          <p className="card__stock" role="status">
            <span className="badge badge--danger">{MSG.outOfStock}</span>
          </p>
        )}
      </div>
    </article>
  );
}
