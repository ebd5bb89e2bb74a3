import {
  type FilterOption,
  type ProductListResponse,
  MSG,
  MOBILE_BREAKPOINT_PX,
  SORT_OPTIONS,
  type SortValue,
} from '@so/contract';
import { PAGINATION_INNER, PAGINATION_OUTER, SHOP_SKELETON_COUNT } from '@so/ui';
import { mediaUrl } from '@so/stores';
import { Dialog, EmptyState, ErrorState, Pagination, useStyles, type AsyncState } from '@so/ui';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { CardGrid, CardGridSkeleton, cardGridStyles } from '../shared/CardGrid.tsx';
import { SHOP_COPY } from './copy.ts';
import { shopHeading, type ShopQuery } from './query.ts';
import { groupBySection } from './sections.ts';

/** Category banners are 4:1; fixed dimensions reserve the space before the image loads. */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 400;

export interface ShopViewProps {
  query: ShopQuery;
  list: AsyncState<ProductListResponse>;
  tags: readonly FilterOption[];
  foams: readonly FilterOption[];
  brands: readonly FilterOption[];
  /** The href of a result page (real shop URL); clicks call onPage. */
  hrefFor: (page: number) => string;
  onSort: (sort: SortValue | undefined) => void;
  onTag: (tag: number | undefined) => void;
  onFoam: (foam: number | undefined) => void;
  onBrand: (brand: FilterOption | undefined) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** Clears the sort and every filter (the phone's filter sheet). */
  onClearFilters?: () => void;
  /** Receives the results region, so the connected shop can scroll it into view. */
  resultsRef?: Ref<HTMLDivElement>;
  /**
   * A phone (below MOBILE_BREAKPOINT_PX): the filters open from one "Filter and sort" button as
   * a sheet, so the first products show on the first screen.
   */
  compact?: boolean;
}

/** How many of the sort and filters the shopper chose (the category and search come from links). */
export function chosenFilters(query: ShopQuery): number {
  return [query.sort, query.tag, query.foam, query.brand].filter((v) => v !== undefined).length;
}

/**
 * The products the list holds, as the answer says it: its `count` ("24 products") when given;
 * otherwise (the API promises only `total_pages`) the page among the pages. Null while loading.
 */
export function listCount(list: AsyncState<ProductListResponse>, page: number): { total: number | null; parts: string[] } | null {
  if (list.status !== 'ready' || list.data.data.data.length === 0) return null;
  const total = list.data.data.count ?? null;
  const totalPages = Math.max(1, list.data.total_pages);
  const pageOf = SHOP_COPY.pageOf(Math.min(page, totalPages), totalPages);
  if (total === null) return { total, parts: [pageOf] };
  return { total, parts: totalPages > 1 ? [MSG.productCount(total), pageOf] : [MSG.productCount(total)] };
}

function FilterSelect({
  label,
  value,
  options,
  allLabel,
  currentLabel,
  className = '',
  onChange,
}: {
  className?: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  allLabel: string;
  /** The label of the selected value while the options are still loading. */
  currentLabel?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // Keep a selected value that the options do not (yet) list, so the select never lies.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <div className={`field shop__filter ${className}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {!known && <option value={value}>{currentLabel ?? value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const toOptions = (list: readonly FilterOption[]) => list.map((o) => ({ value: String(o.id), label: o.name }));
const toId = (value: string) => (value ? Number(value) : undefined);

function Banner({ banners, alt }: { banners: ProductListResponse['category_banners']; alt: string }) {
  const web = banners?.web_banner || banners?.mobile_banner;
  const mobile = banners?.mobile_banner || web;
  if (!web || !mobile) return null;
  return (
    <picture className="shop__banner" part="banner">
      <source media={`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`} srcSet={mediaUrl(mobile)} width={BANNER_WIDTH} height={BANNER_HEIGHT} />
      <img src={mediaUrl(web)} alt={alt} width={BANNER_WIDTH} height={BANNER_HEIGHT} loading="eager" fetchPriority="high" decoding="async" />
    </picture>
  );
}

function Results({ list, query, hrefFor, onPage, onRetry }: Pick<ShopViewProps, 'list' | 'query' | 'hrefFor' | 'onPage' | 'onRetry'>) {
  useStyles(cardGridStyles);
  if (list.status === 'loading') return <CardGridSkeleton count={SHOP_SKELETON_COUNT} label={SHOP_COPY.loading} />;
  if (list.status === 'error')
    return (
      <ErrorState title={MSG.productsLoadFailed} description={MSG.productsReload} onRetry={onRetry} />
    );
  const products = list.data.data.data;
  if (products.length === 0) return <EmptyState>{MSG.noProductsFound}</EmptyState>;
  const totalPages = Math.max(1, list.data.total_pages);
  // Decision: with a price sort the list is shown flat. Section groups would split the
  // server's price order into runs (cheap…dear, cheap…dear), which reads as a broken sort.
  const groups = query.sort ? [{ key: 'all', name: null, products }] : groupBySection(products);
  let offset = 0;
  const body: ReactNode[] = groups.map((group, index) => {
    const start = offset;
    offset += group.products.length;
    return group.name ? (
      <section key={group.key} className="shop__section" aria-label={group.name}>
        <h2 className="shop__section-title">{group.name}</h2>
        <CardGrid products={group.products} offset={start} />
      </section>
    ) : (
      // Before any section (a flat, sorted list) the cards' names are the h2s under the page's h1.
      <CardGrid key={group.key} products={group.products} offset={start} headingLevel={index === 0 ? 2 : 3} />
    );
  });
  return (
    <>
      <div className="card-grid-wrap" part="grid">
        {body}
      </div>
      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={hrefFor}
        onPage={onPage}
        label={SHOP_COPY.pages}
        outer={PAGINATION_OUTER}
        inner={PAGINATION_INNER}
      />
    </>
  );
}

/** The sort and the three filters, in a row on wide screens and in the sheet on a phone. */
function Filters({ query, tags, foams, brands, onSort, onTag, onFoam, onBrand }: Pick<ShopViewProps, 'query' | 'tags' | 'foams' | 'brands' | 'onSort' | 'onTag' | 'onFoam' | 'onBrand'>) {
  return (
    <div className="shop__filters" part="filters" role="group" aria-label={SHOP_COPY.filters}>
      <FilterSelect
        label={SHOP_COPY.sortBy}
        className="shop__filter--sort"
        value={query.sort ?? ''}
        options={SORT_OPTIONS}
        allLabel={SHOP_COPY.featured}
        onChange={(v) => onSort(SORT_OPTIONS.find((o) => o.value === v)?.value)}
      />
      <FilterSelect label={SHOP_COPY.tag} value={query.tag ? String(query.tag) : ''} options={toOptions(tags)} allLabel={SHOP_COPY.all} onChange={(v) => onTag(toId(v))} />
      <FilterSelect label={SHOP_COPY.foam} value={query.foam ? String(query.foam) : ''} options={toOptions(foams)} allLabel={SHOP_COPY.all} onChange={(v) => onFoam(toId(v))} />
      <FilterSelect
        label={SHOP_COPY.brand}
        value={query.brand ? String(query.brand) : ''}
        options={toOptions(brands)}
        allLabel={SHOP_COPY.all}
        currentLabel={query.brandName}
        onChange={(v) => onBrand(brands.find((b) => String(b.id) === v))}
      />
    </div>
  );
}

/**
 * The phone's "Filter and sort" button and its sheet (a modal dialog: focus moves in and stays,
 * Escape or Show products closes it, focus returns to the button). A choice applies at once;
 * the list behind reloads while the sheet stays open.
 */
function FilterSheet(props: ShopViewProps & { count: { total: number | null } | null }) {
  const { query, onClearFilters, count, list } = props;
  const [open, setOpen] = useState(false);
  const chosen = chosenFilters(query);
  return (
    <>
      <button type="button" className="btn btn--ghost shop__filter-button" aria-haspopup="dialog" onClick={() => setOpen(true)} part="filter-button">
        {chosen > 0 ? MSG.filterAndSortChosen(chosen) : MSG.filterAndSort}
      </button>
      <Dialog open={open} title={MSG.filterAndSort} onClose={() => setOpen(false)} className="shop__sheet">
        <Filters {...props} />
        <div className="shop__sheet-actions">
          {onClearFilters && (
            <button type="button" className="btn btn--ghost" onClick={onClearFilters} disabled={chosen === 0}>
              {MSG.clearFilters}
            </button>
          )}
          <button type="button" className="btn" onClick={() => setOpen(false)} aria-busy={list.status === 'loading'}>
            {MSG.showProducts(list.status === 'ready' ? (count?.total ?? (list.data.data.data.length === 0 ? 0 : null)) : null)}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** The /shop page: heading, category banner, filters (a sheet on phones), the count, products grouped by section, pagination. */
export function ShopView(props: ShopViewProps) {
  const { query, list, resultsRef, compact = false } = props;
  const heading = shopHeading(query);
  const banners = list.status === 'ready' ? list.data.category_banners : null;
  const count = listCount(list, query.page);
  const countLine = (
    <p className="shop__count" aria-live="polite">
      {count?.parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </p>
  );
  return (
    <div className={`shop container${compact ? ' shop--compact' : ''}`}>
      <h1 className="shop__title">{heading}</h1>
      <Banner banners={banners} alt={query.categoryName ?? ''} />
      {compact ? (
        <div className="shop__bar">
          {countLine}
          <FilterSheet {...props} count={count} />
        </div>
      ) : (
        <>
          <Filters {...props} />
          {countLine}
        </>
      )}
      <div className="shop__results" ref={resultsRef} tabIndex={-1}>
        <Results {...props} />
      </div>
    </div>
  );
}
