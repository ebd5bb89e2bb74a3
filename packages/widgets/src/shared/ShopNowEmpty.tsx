import { MSG } from '@so/contract';
import { EmptyState, Link } from '@so/ui';
import { routes } from './links.ts';

/** An empty list (the cart, the wishlist): its message and a Shop Now link to the shop. */
export function ShopNowEmpty({ message, className }: { message: string; className: string }) {
  return (
    <EmptyState>
      <p className={className}>{message}</p>
      <Link to={routes.shop()} className="btn" part="shop-now">
        {MSG.shopNow}
      </Link>
    </EmptyState>
  );
}
