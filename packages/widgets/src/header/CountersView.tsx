import { badgeText } from '@so/contract';
import { Icon, Link, type IconName } from '@so/ui';
import { routes } from '../shared/links.ts';
import { HEADER_COPY } from './copy.ts';

export interface CountersViewProps {
  cart: number;
  wishlist: number;
  /** Show the account link (to /profile when logged in, else /login). */
  account?: 'login' | 'profile' | null;
  /** With a logged-in account: the Logout button. */
  onLogout?: () => void;
}

function Counter({ to, icon, label, count }: { to: string; icon: IconName; label: string; count: number }) {
  const badge = badgeText(count);
  return (
    <Link to={to} className="icon-btn counter" aria-label={HEADER_COPY.counterName(label, count)}>
      <Icon name={icon} />
      {badge && (
        <span className="counter__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}

/** Wishlist and cart links with count badges (capped at 99+), and optionally the account link. */
export function CountersView({ cart, wishlist, account = null, onLogout }: CountersViewProps) {
  return (
    <div className="counters" part="counters">
      <Counter to={routes.wishlist()} icon="heartOutline" label={HEADER_COPY.wishlist} count={wishlist} />
      <Counter to={routes.cart()} icon="cart" label={HEADER_COPY.cart} count={cart} />
      {account && (
        <Link
          to={account === 'profile' ? routes.profile() : routes.login()}
          className="icon-btn"
          aria-label={account === 'profile' ? HEADER_COPY.account : HEADER_COPY.login}
        >
          <Icon name="user" />
        </Link>
      )}
      {account === 'profile' && onLogout && (
        <button type="button" className="btn btn--small btn--ghost counters__logout" onClick={onLogout}>
          {HEADER_COPY.logout}
        </button>
      )}
    </div>
  );
}
