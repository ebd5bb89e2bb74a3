import type { Product } from '@so/contract';
import { Carousel } from '@so/ui';
import { Fragment, type ReactNode } from 'react';

export interface ProductRailProps {
  title: string;
  products: readonly Product[];
  /** Renders one card (the connected ProductCard on the page, the pure view in stories). */
  renderProduct: (product: Product) => ReactNode;
}

/** A titled product carousel: 5 / 3 / 2 / 1 cards per view by viewport width. */
export function ProductRail({ title, products, renderProduct }: ProductRailProps) {
  if (products.length === 0) return null;
  // The carousel inside is the labelled region; the section itself stays unnamed (no duplicate).
  return (
    <section className="rail" part="product-rail">
      <h2 className="home__heading">
        {title}
      </h2>
      <Carousel label={title}>
        {products.map((product) => (
          <Fragment key={product.id}>{renderProduct(product)}</Fragment>
        ))}
      </Carousel>
    </section>
  );
}
