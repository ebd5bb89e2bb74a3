import { formatPaise } from '@so/contract';

/** An amount in integer paise shown as ₹ with 2 decimals in Indian grouping. */
export function Price({ paise, className = 'price' }: { paise: number; className?: string }) {
  return <span className={className}>{formatPaise(paise)}</span>;
}
