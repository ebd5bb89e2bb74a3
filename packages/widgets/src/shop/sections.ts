import type { Product } from '@so/contract';

export interface ProductGroup {
  /** Stable key for React. */
  key: string;
  /** The section's name, or null for products without a section (no heading). */
  name: string | null;
  products: Product[];
}

/**
 * Groups consecutive products of the same section (the server returns them ordered by
 * section_sequence); products without section_info form groups with no heading.
 */
export function groupBySection(products: readonly Product[]): ProductGroup[] {
  const groups: ProductGroup[] = [];
  for (const product of products) {
    const name = product.section_info?.name ?? null;
    const last = groups[groups.length - 1];
    if (last && last.name === name) last.products.push(product);
    else groups.push({ key: `${groups.length}-${name ?? ''}`, name, products: [product] });
  }
  return groups;
}
