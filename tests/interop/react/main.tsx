/**
 * A React 19 host of the published package (packages/widgets/dist, aliased as
 * `@organic-store/widgets` by ../hosts.ts). `?mode=components` renders the package's React
 * components; `?mode=elements` renders its custom elements with React's own JSX, passing
 * `productId` in camelCase from the first render (React 19 sets an attribute while the element
 * is not yet defined, a property once it is). Events are heard on `document`.
 */
import { CartDrawer, Counters, ProductCardById, Store, installGlobalStyles } from '@organic-store/widgets';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { logSoEvents, storeOrigin } from '../events.ts';

const STORE = storeOrigin();
const FIRST = 1003;
const SECOND = 1005;

function ComponentsHost() {
  const [productId, setProductId] = useState(FIRST);
  return (
    <>
      <Store apiBase={`${STORE}/api`} storeUrl={STORE} partner="DEMO" />
      <header id="counters">
        <Counters />
      </header>
      <section id="card">
        <ProductCardById productId={productId} />
      </section>
      <button type="button" onClick={() => setProductId(SECOND)}>
        Show another product
      </button>
      <CartDrawer />
    </>
  );
}

function ElementsHost() {
  const [productId, setProductId] = useState(FIRST);
  // The loader after the first commit: React has met the tags undefined, and wrote `productId`
  // as an attribute, which the element reads when it is defined (upgrade).
  useEffect(() => {
    void import('@organic-store/widgets/loader');
  }, []);
  // The host routes the store's links itself: cancelling so:navigate keeps the shopper here.
  const [routed, setRouted] = useState<string | null>(null);
  useEffect(() => {
    const route = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      event.preventDefault();
      setRouted(String((event.detail as { href: string }).href));
    };
    document.addEventListener('so:navigate', route);
    return () => document.removeEventListener('so:navigate', route);
  }, []);
  return (
    <>
      <so-store api-base={`${STORE}/api`} store-url={STORE} partner="DEMO" />
      <header id="counters">
        <so-header-counters />
      </header>
      <section>
        <so-product-card id="card" productId={productId} />
      </section>
      <button type="button" onClick={() => setProductId(SECOND)}>
        Show another product
      </button>
      <so-cart-drawer />
      {routed && <p id="routed">The host routed {routed}</p>}
    </>
  );
}

const list = document.getElementById('so-events');
if (list) logSoEvents(list);

const mode = new URLSearchParams(location.search).get('mode');
if (mode !== 'elements') installGlobalStyles();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<StrictMode>{mode === 'elements' ? <ElementsHost /> : <ComponentsHost />}</StrictMode>);
}
