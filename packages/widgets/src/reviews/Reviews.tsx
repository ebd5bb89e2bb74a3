import { MSG } from '@so/contract';
import { $location, getApi, setQuery } from '@so/stores';
import { ErrorState, useAsync, useStore } from '@so/ui';
import { isNotFound, positiveId } from '../shared/ids.ts';
import { ProductNotFound } from '../shared/ProductNotFound.tsx';
import { ReviewsSkeleton, ReviewsView } from './ReviewsView.tsx';

/** The page number in a URL's `page` query (1 when absent or not a positive whole number). */
export function pageFrom(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Not found, for the reviews page. */
function ReviewsNotFound() {
  return (
    <div className="rv container">
      <ProductNotFound />
    </div>
  );
}

/**
 * The all-reviews page of one product; its page lives in the URL query `page`. A product id that
 * is not a positive whole number (or none) is not found without a request; one the server does
 * not know, after its answer.
 */
export function Reviews({ productId }: { productId?: number }) {
  const id = positiveId(productId);
  return id === null ? <ReviewsNotFound /> : <ProductReviews id={id} />;
}

function ProductReviews({ id }: { id: number }) {
  const location = useStore($location);
  const page = pageFrom(location);
  const [state, retry] = useAsync(() => getApi().reviews(id, page), [id, page]);
  if (state.status === 'loading') return <ReviewsSkeleton />;
  if (state.status === 'error' && isNotFound(state.error)) return <ReviewsNotFound />;
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
