/**
 * A React 19 host of the published widget package, type-checked by tests/lib/package.test.ts
 * against packages/widgets/dist (tsconfig.json maps `@organic-store/widgets` there, as
 * node_modules would after `npm install @organic-store/widgets`). It places the custom element
 * (typed by the package's JSX typings) and the connected React components.
 */
import type {} from '@organic-store/widgets/jsx/react';
import { ProductCard, ProductCardById, defineProductCard } from '@organic-store/widgets';
import { load } from '@organic-store/widgets/loader';
import { $cartCount, configure } from '@organic-store/widgets/stores';
import type { ComponentProps } from 'react';

type Product = ComponentProps<typeof ProductCard>['product'];

configure({ apiBase: 'https://store.example/api', storeUrl: 'https://store.example' });
defineProductCard();
void load('so-cart-drawer');
const inCart: number = $cartCount.get();

export function App({ product }: { product: Product }) {
  return (
    <main data-in-cart={inCart}>
      <so-product-card product-id="1003" />
      <so-product-card productId={1003} />
      <ProductCardById productId={1003} />
      <ProductCard product={product} eager />
    </main>
  );
}
