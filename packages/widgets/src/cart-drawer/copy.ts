import { MSG } from '@so/contract';
/**
 * Texts of the mini cart that only it uses (so they are not in MSG).
 */
export const DRAWER_COPY = {
  title: 'Your cart',
  close: 'Close cart',
  loading: 'Loading your cart',
  lines: 'Products in your cart',
  quantity: (n: number) => `Qty ${n}`,
  subtotal: 'Subtotal',
  subtotalNote: 'GST included. Vouchers, SO Coins and shipping in the next steps.',
  viewCart: 'View cart',
  checkout: 'Checkout',
  retry: MSG.tryAgain,
} as const;
