export { CartDrawer } from './CartDrawer.tsx';
export { CartDrawerView, type CartDrawerViewProps, type CartDrawerState } from './CartDrawerView.tsx';
export { DRAWER_COPY } from './copy.ts';
export { default as cartDrawerStyles } from './cart-drawer.css?inline';
