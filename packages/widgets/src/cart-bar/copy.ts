/**
 * Texts of the bottom cart bar that only it uses (so they are not in MSG).
 */
export const BAR_COPY = {
  label: 'Cart summary',
  items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  total: 'Cart total',
  viewCart: 'View cart',
  elite: 'Get free delivery with SO Elite',
  eliteShort: 'Free delivery with SO Elite',
} as const;
