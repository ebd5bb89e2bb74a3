import { MOBILE_BREAKPOINT_PX } from '@so/contract';
import { $cartCount, $session, $wishlistCount, ensureVisitor, getApi, logout, navigate, refreshCounters } from '@so/stores';
import { HEADER_COPY } from './copy.ts';
import { useAsync, useMediaQuery, useStore } from '@so/ui';
import { useEffect, useState } from 'react';
import { HeaderView } from './HeaderView.tsx';
import { useSuggestions } from './useSuggestions.ts';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** The store header wired to the API (categories, search) and the session and counter stores. */
export function Header({ storeName }: { storeName?: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const session = useStore($session);
  const cart = useStore($cartCount);
  const wishlist = useStore($wishlistCount);
  const [query, setQuery] = useState('');
  const suggestions = useSuggestions(query);
  const [categories, retry] = useAsync(() => getApi().categories().then((res) => res.data), []);

  useEffect(() => {
    void ensureVisitor()
      .then(() => refreshCounters())
      .catch(() => undefined);
  }, []);

  return (
    <HeaderView
      storeName={storeName || undefined}
      mobile={mobile}
      categories={categories}
      onRetryCategories={retry}
      query={query}
      onQueryChange={setQuery}
      suggestions={suggestions}
      onNavigate={(href) => navigate(href)}
      cart={cart}
      wishlist={wishlist}
      loggedIn={Boolean(session?.token)}
      staff={Boolean(session?.is_staff || session?.is_superuser)}
      onLogout={() => logout(HEADER_COPY.loggedOut)}
    />
  );
}
