import { type Banner, type BlogSummary, type HomeSection, type Product, type Statistic, MSG } from '@so/contract';
import { AWARDS_AUTOPLAY_MS } from '@so/ui';
import { Deferred, ErrorState, Skeleton, useStaged, type AsyncState } from '@so/ui';
import type { ReactNode } from 'react';
import { BannerCarousel, BannerSkeleton } from './BannerCarousel.tsx';
import { BlogsSection } from './BlogsSection.tsx';
import { HOME_COPY } from './copy.ts';
import { InfoSection } from './InfoSection.tsx';
import { ProductRail } from './ProductRail.tsx';
import { Statistics } from './Statistics.tsx';

/** A block that carries its own visibility flag and optional title (statistics, blogs). */
export interface FlaggedList<T> {
  label: string | null;
  visible: boolean;
  items: T[];
}

/** Every independently loaded block of the home page, in page order. */
export interface HomeData {
  banners: AsyncState<Banner[]>;
  upper: AsyncState<HomeSection[]>;
  productSections: AsyncState<HomeSection[]>;
  newArrivals: AsyncState<Product[]>;
  mustTry: AsyncState<Product[]>;
  bestSellers: AsyncState<Product[]>;
  statistics: AsyncState<FlaggedList<Statistic>>;
  lower: AsyncState<HomeSection[]>;
  lowerSections: AsyncState<HomeSection[]>;
  blogs: AsyncState<FlaggedList<BlogSummary>>;
}
export type HomeBlock = keyof HomeData;

export interface HomeViewProps {
  data: HomeData;
  /** The visually hidden h1. */
  storeName?: string;
  renderProduct: (product: Product) => ReactNode;
  /** Retry one failed product block. */
  onRetry?: (block: HomeBlock) => void;
  /** Draw the first screen alone first and the blocks below in the next task (the page does; stories show all at once). */
  firstScreenFirst?: boolean;
}

/** Fixed skeleton heights (px) so content arriving later shifts nothing above it. */
export const SKELETON_HEIGHT = { section: 320, rail: 470, statistics: 150, blogs: 380 } as const;

/** Only sections the store marked visible on the website are shown. */
export function visibleSections(sections: readonly HomeSection[]): HomeSection[] {
  return sections.filter((section) => section.is_visible_on_website);
}

function BlockSkeleton({ height }: { height: number }) {
  return (
    <div className="home__placeholder" aria-hidden="true" style={{ minHeight: height }}>
      <Skeleton width="40%" height={28} />
      <Skeleton height={height - 48} />
    </div>
  );
}

/**
 * One block: a fixed-height skeleton while loading; when its call fails, product blocks show
 * the store's error with a retry button, content blocks are left out (the page still renders).
 */
function Block<T>({
  state,
  height,
  onRetry,
  showError = false,
  title,
  children,
}: {
  state: AsyncState<T>;
  height: number;
  onRetry?: () => void;
  showError?: boolean;
  /** Heading kept above the error, so the shopper knows which block failed. */
  title?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <BlockSkeleton height={height} />;
  if (state.status === 'error') {
    if (!showError) return null;
    return (
      <section className="home__failed">
        {title && <h2 className="home__heading">{title}</h2>}
        <ErrorState title={MSG.productsLoadFailed} description={MSG.productsReload} onRetry={onRetry} />
      </section>
    );
  }
  return <>{children(state.data)}</>;
}

/** Headings compared as a shopper reads them (case and spacing aside). */
const headingKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A product rail's heading: its own title, unless a section above already carries that heading
 * (the store's "New Arrivals" tiles and the "New Arrivals" list): one heading per section.
 */
export function railTitle(title: string, above: readonly (string | null | undefined)[]): string {
  const taken = new Set(above.filter((t): t is string => Boolean(t)).map(headingKey));
  return taken.has(headingKey(title)) ? MSG.shopRail(title) : title;
}

function infoSections(sections: readonly HomeSection[], eagerFirst = false, onlyFirst = false) {
  const visible = visibleSections(sections);
  return (onlyFirst ? visible.slice(0, 1) : visible).map((section, i) =>
    section.key === 'awards' ? (
      <InfoSection key={section.id} section={section} layout="carousel" autoplayMs={AWARDS_AUTOPLAY_MS} />
    ) : (
      <InfoSection key={section.id} section={section} eager={eagerFirst && i === 0} />
    ),
  );
}

/** The home page, composed from independently loaded blocks. */
export function HomeView({ data, storeName = HOME_COPY.storeName, renderProduct, onRetry, firstScreenFirst = false }: HomeViewProps) {
  // The first screen first: once the upper sections are there, the banner and the first of them
  // (the page's largest image) are drawn alone (stage 1), everything below in the next task
  // (stage 2), so a slow phone paints the first screen sooner and no task grows long. Below the
  // first screen, nothing is seen to move.
  const rest = useStaged(data.upper.status === 'loading' ? 1 : 2, firstScreenFirst ? 1 : 2, 1) === 2;
  const retry = (block: HomeBlock) => (onRetry ? () => onRetry(block) : undefined);
  // The headings shown above the three product lists: the upper sections' and the product sections'.
  const headingsAbove = [data.upper, data.productSections].flatMap((state) => (state.status === 'ready' ? visibleSections(state.data).map((s) => s.label) : []));
  const rail = (block: 'newArrivals' | 'mustTry' | 'bestSellers', ownTitle: string) => {
    const title = railTitle(ownTitle, headingsAbove);
    return (
      <Block state={data[block]} height={SKELETON_HEIGHT.rail} showError title={title} onRetry={retry(block)}>
        {(products) => (
          <Deferred className="home__deferred-rail">
            <ProductRail title={title} products={products} renderProduct={renderProduct} />
          </Deferred>
        )}
      </Block>
    );
  };
  // Blocks appear top-down: nothing is shown below a block that is still loading, so when its
  // content arrives (taller or shorter than its skeleton) nothing on screen moves (CLS).
  const order: readonly AsyncState<unknown>[] = [
    data.upper, data.productSections, data.newArrivals, data.mustTry, data.bestSellers,
    data.statistics, data.lower, data.lowerSections, data.blogs,
  ];
  const firstPending = order.findIndex((state) => state.status === 'loading');
  const shown = (index: number) => (index === 0 || rest) && (firstPending === -1 || index <= firstPending);
  return (
    <div className="home" part="home">
      <h1 className="visually-hidden">{storeName}</h1>
      {data.banners.status === 'loading' ? (
        <BannerSkeleton />
      ) : data.banners.status === 'ready' ? (
        <BannerCarousel banners={data.banners.data} />
      ) : null}
      <div className="container home__sections">
        {shown(0) && (
          <Block state={data.upper} height={SKELETON_HEIGHT.section}>
            {(sections) => infoSections(sections, true, !rest)}
          </Block>
        )}
        {shown(1) && (
        <Block state={data.productSections} height={SKELETON_HEIGHT.rail} showError onRetry={retry('productSections')}>
          {(sections) =>
            visibleSections(sections).map((section) => (
              <Deferred key={section.id} className="home__deferred-rail">
                <ProductRail title={section.label ?? ''} products={section.products ?? []} renderProduct={renderProduct} />
              </Deferred>
            ))
          }
        </Block>
        )}
        {shown(2) && rail('newArrivals', HOME_COPY.newArrivals)}
        {shown(3) && rail('mustTry', HOME_COPY.mustTry)}
        {shown(4) && rail('bestSellers', HOME_COPY.bestSellers)}
        {shown(5) && (
          <Block state={data.statistics} height={SKELETON_HEIGHT.statistics}>
            {(block) => (block.visible ? <Statistics label={block.label} items={block.items} /> : null)}
          </Block>
        )}
        {shown(6) && (
          <Block state={data.lower} height={SKELETON_HEIGHT.section}>
            {(sections) => infoSections(sections)}
          </Block>
        )}
        {shown(7) && (
          <Block state={data.lowerSections} height={SKELETON_HEIGHT.section}>
            {(sections) => infoSections(sections)}
          </Block>
        )}
        {shown(8) && (
          <Block state={data.blogs} height={SKELETON_HEIGHT.blogs}>
            {(block) => (block.visible ? <BlogsSection label={block.label} blogs={block.items} /> : null)}
          </Block>
        )}
      </div>
    </div>
  );
}
