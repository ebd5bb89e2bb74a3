export { Wishlist } from './Wishlist.tsx';
export { WishlistView, type WishlistViewProps } from './WishlistView.tsx';
export { WISHLIST_COPY } from './copy.ts';
export { default as wishlistStyles } from './wishlist.css?inline';
