export { GiftVoucher } from './GiftVoucher.tsx';
export { GiftVoucherView, type GiftVoucherViewProps, type VoucherStatus } from './GiftVoucherView.tsx';
export { GIFT_VOUCHER_COPY } from './copy.ts';
export { openVoucherPayment, paymentTab, type PaymentOpened } from './payment-window.ts';
export {
  emptyVoucher,
  validateVoucher,
  voucherBody,
  type AmountChoice,
  type VoucherErrors,
  type VoucherTextField,
  type VoucherValues,
} from './voucher.ts';
