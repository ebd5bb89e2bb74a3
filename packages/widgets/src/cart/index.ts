export { Cart, type CartProps } from './Cart.tsx';
export { CartView, CartSkeleton, type CartViewProps, type CartViewState, type CartLineState } from './CartView.tsx';
export { TotalsTable, VoucherForm, CoinRedeem, type VoucherFormProps, type CoinRedeemProps } from './CartPanels.tsx';
export { OtpDialog, type OtpDialogProps } from './OtpDialog.tsx';
export * from './rules.ts';
export { CART_COPY } from './copy.ts';
export { saveBlob, browserAlert } from './download.ts';
export { default as cartStyles } from './cart.css?inline';
