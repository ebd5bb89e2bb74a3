import { MSG } from '@so/contract';
import { $location, getApi, setQuery } from '@so/stores';
import { ErrorState, useAsync, useStore } from '@so/ui';
import { ReviewsSkeleton, ReviewsView } from './ReviewsView.tsx';

/** The page number in a URL's `page` query (1 when absent or not a positive whole number). */
export function pageFrom(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The all-reviews page of one product; its page lives in the URL query `page`. */
export function Reviews({ productId }: { productId?: number }) {
  const id = Number(productId);
  const location = useStore($location);
  const page = pageFrom(location);
  const [state, retry] = useAsync(
    () => (id > 0 ? getApi().reviews(id, page) : Promise.reject(new Error('product-id is required'))),
    [id, page],
  );
  if (!(id > 0)) return null;
  if (state.status === 'loading') return <ReviewsSkeleton />;
  if (state.status === 'error')
    return (
      <div className="rv container">
        <ErrorState title={MSG.productDetailFailed} onRetry={retry} />
      </div>
    );
  const hrefFor = (p: number) => {
    const url = new URL(location.href);
    url.searchParams.set('page', String(p));
    return url.pathname + url.search + url.hash;
  };
  return <ReviewsView productId={id} data={state.data} page={page} hrefFor={hrefFor} onPage={(p) => setQuery({ page: p })} />;
}
