import { type Product, MSG } from '@so/contract';
import { EmptyState, ErrorState, Link, useStyles, type AsyncState } from '@so/ui';
import { CardGrid, CardGridSkeleton, cardGridStyles } from '../shared/CardGrid.tsx';
import { SHOP_COPY } from '../shop/index.ts';

export interface ProductGridViewProps {
  state: AsyncState<readonly Product[]>;
  /** How many cards at most (and how many placeholders while loading). */
  limit: number;
  /** The store's shop URL for the same filter. */
  viewAllHref: string;
}

/** An embeddable block of product cards with a "View all" link to the shop. */
export function ProductGridView({ state, limit, viewAllHref }: ProductGridViewProps) {
  useStyles(cardGridStyles);
  if (state.status === 'loading') return <CardGridSkeleton count={limit} label={SHOP_COPY.loading} />;
  if (state.status === 'error') return <ErrorState title={MSG.productsLoadFailed} />;
  if (state.data.length === 0) return <EmptyState>{MSG.noProductsFound}</EmptyState>;
  return (
    <div className="product-grid card-grid-wrap">
      <div part="grid">
        <CardGrid products={state.data.slice(0, limit)} />
      </div>
      <p className="product-grid__more">
        <Link to={viewAllHref} className="btn btn--ghost" part="view-all">
          {MSG.viewAll}
        </Link>
      </p>
    </div>
  );
}
