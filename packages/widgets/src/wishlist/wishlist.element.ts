import { defineElement } from '@so/ui';
import { Wishlist } from './Wishlist.tsx';
import styles from './wishlist.css?inline';

/**
 * `<so-wishlist>`: the /wishlist page of SPEC §2: the wished products (GET /listwish/) as product
 * cards, each with Move to cart and Remove (the heart removes too). Empty: "Your wishlist is
 * empty" and Shop Now. Works for visitors (visitor wishlist) and users.
 *
 * Attributes: none.
 * Events: `so:navigate` for product links and /shop; changes update the shared stores (counters,
 * hearts, cart drawer).
 * Parts: wishlist, move-to-cart, remove, shop-now, error, empty; each card: card, add-to-cart,
 * wishlist-button.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-wishlist', Wishlist, { styles });
