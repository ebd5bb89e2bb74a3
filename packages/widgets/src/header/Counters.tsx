import { $cartCount, $wishlistCount, ensureVisitor, refreshCounters } from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect } from 'react';
import { CountersView } from './CountersView.tsx';

/** Cart and wishlist counter links alone, for franchise sites' own headers. */
export function Counters() {
  const cart = useStore($cartCount);
  const wishlist = useStore($wishlistCount);
  useEffect(() => {
    void ensureVisitor()
      .then(() => refreshCounters())
      .catch(() => undefined);
  }, []);
  return <CountersView cart={cart} wishlist={wishlist} />;
}
