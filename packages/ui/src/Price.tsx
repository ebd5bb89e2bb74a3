import { formatPaise } from '@so/api/money';

/** An amount in integer paise shown as ₹ with 2 decimals in Indian grouping. */
export function Price({ paise, className = 'price' }: { paise: number; className?: string }) {
  return <span className={className}>{formatPaise(paise)}</span>;
}
