import { type Product, MSG } from '@so/contract';
import { $wished, addToCart, getApi, isWished, toggleWishlist } from '@so/stores';
import { ErrorState, Skeleton, useAsync, useStore } from '@so/ui';
import { memo, useState } from 'react';
import { isNotFound, positiveId } from '../shared/ids.ts';
import { ProductNotFound } from '../shared/ProductNotFound.tsx';
import { ProductCardView } from './ProductCardView.tsx';

/**
 * A card wired to the cart and wishlist stores. Memoised: a list's page re-renders as its filter
 * options, counts and the visitor's wishlist arrive one by one, and twenty cards rendered again
 * for each were most of /shop's main-thread work on a slow phone; a card renders again only when
 * its product (a new answer) or the wishlist changes.
 */
export const ProductCard = memo(function ProductCard({ product, eager, headingLevel }: { product: Product; eager?: boolean; headingLevel?: 2 | 3 }) {
  const known = useStore($wished);
  const [busy, setBusy] = useState(false);
  return (
    <ProductCardView
      product={product}
      wished={isWished(product, known)}
      busy={busy}
      eager={eager}
      headingLevel={headingLevel}
      onAddToCart={async (p) => {
        setBusy(true);
        await addToCart(p.id, 1);
        setBusy(false);
      }}
      onToggleWishlist={(p) => void toggleWishlist(p.id, isWished(p, known))}
    />
  );
});

/**
 * The element's component: loads one product by id. An id that is not a positive whole number
 * (or none) is not found without a request; an id the server does not know, after one.
 */
export function ProductCardById({ productId }: { productId?: number }) {
  const id = positiveId(productId);
  return id === null ? <ProductNotFound /> : <LoadedProductCard id={id} />;
}

function LoadedProductCard({ id }: { id: number }) {
  const [state] = useAsync(() => getApi().product(id), [id]);
  if (state.status === 'loading') return <Skeleton height={420} />;
  if (state.status === 'error') return isNotFound(state.error) ? <ProductNotFound /> : <ErrorState title={MSG.productDetailFailed} />;
  return <ProductCard product={state.data.data} />;
}
