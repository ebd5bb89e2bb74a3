export { CartBar, BAR_HEIGHT_PROPERTY } from './CartBar.tsx';
export { CartBarView, type CartBarViewProps } from './CartBarView.tsx';
export { BAR_COPY } from './copy.ts';
export { default as cartBarStyles } from './cart-bar.css?inline';
