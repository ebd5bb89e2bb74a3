import type { Product } from '@so/contract';
import { $loggedIn, $wished, addToCart, getApi, setWishlistCount, toggleWishlist } from '@so/stores';
import { useAsync, useStore, type AsyncState } from '@so/ui';
import { useState } from 'react';
import { WishlistView } from './WishlistView.tsx';

/** GET /listwish/: the wished products; the header counter and the hearts follow the answer. */
async function loadWishlist(): Promise<Product[]> {
  const res = await getApi().wishlist();
  setWishlistCount(res.wishlist_counter);
  $wished.set({ ...$wished.get(), ...Object.fromEntries(res.data.map((p) => [p.id, true])) });
  return res.data;
}

/** The /wishlist page wired to the API and the cart and wishlist stores (visitors and users). */
export function Wishlist() {
  const loggedIn = useStore($loggedIn);
  const known = useStore($wished);
  const [state, retry] = useAsync(loadWishlist, [loggedIn]);
  const [busy, setBusy] = useState<number[]>([]);

  const run = async (product: Product, action: () => Promise<unknown>) => {
    setBusy((ids) => [...ids, product.id]);
    try {
      await action();
    } finally {
      setBusy((ids) => ids.filter((id) => id !== product.id));
    }
  };

  // A heart turned off anywhere on the page (here or in another element) takes the card away.
  const shown: AsyncState<readonly Product[]> =
    state.status === 'ready' ? { status: 'ready', data: state.data.filter((p) => known[p.id] !== false) } : state;

  return (
    <WishlistView
      state={shown}
      busy={busy}
      onRetry={retry}
      onRemove={(product) => void run(product, () => toggleWishlist(product.id, true))}
      onAddToCart={(product) => void run(product, () => addToCart(product.id, 1))}
      onMoveToCart={(product) =>
        void run(product, async () => {
          if (await addToCart(product.id, 1)) await toggleWishlist(product.id, true);
        })
      }
    />
  );
}
