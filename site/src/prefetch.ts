import { getApi } from '@so/stores';
import { listParams, readShopQuery } from '@so/widgets/shop-query';
import { isRecordId } from './routes.ts';

/**
 * Asks for the main data of the page being opened while the elements' code is still loading;
 * the element's own identical request then shares the answer (the API client shares catalogue
 * reads for a few seconds), which saves the page one round trip before its largest image.
 */
export function prefetchRoute(url: URL): void {
  const api = getApi();
  seedRouteData(api);
  const ignore = () => undefined;
  // Only an id the route takes (App sends any other to /page-not-found): no request for it.
  const product = /^\/products\/([^/]+)(?:\/|$)/.exec(url.pathname);
  if (url.pathname === '/') {
    api.banners().catch(ignore);
    api.homeSections('Upper').catch(ignore);
  } else if (url.pathname === '/shop') {
    api.productList(listParams(readShopQuery(url))).catch(ignore);
  } else if (product && isRecordId(product[1]) && !url.pathname.includes('/reviews/')) {
    api.product(Number(product[1])).catch(ignore);
  }
}

/**
 * The store's server answers a route's index.html with that route's first catalogue reads inline
 * (packages/server/src/http/page-head.ts); the API client takes them instead of asking again.
 */
function seedRouteData(api: ReturnType<typeof getApi>): void {
  const script = document.getElementById('so-route-data');
  if (!script) return;
  script.remove();
  try {
    const answers: unknown = JSON.parse(script.textContent ?? '[]');
    if (Array.isArray(answers)) api.seed(answers as Parameters<typeof api.seed>[0]);
  } catch {
    // Not usable: the page asks for its data itself.
  }
}
