import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Product } from '@so/contract';
import { AWARDS_AUTOPLAY_MS } from '@so/ui';
import type { AsyncState } from '@so/ui';
import { ProductCardView } from '../product-card/index.ts';
import { sampleProducts } from '../shared/fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { BannerCarousel, BannerSkeleton } from './BannerCarousel.tsx';
import { BlogsSection } from './BlogsSection.tsx';
import { HOME_COPY } from './copy.ts';
import {
  sampleBanners,
  sampleBlogs,
  sampleLowerBlocks,
  sampleLowerSections,
  sampleProductSections,
  sampleStatistics,
  sampleUpperSections,
} from './home.fixtures.ts';
import styles from './home.css?inline';
import { HomeView, type HomeData } from './HomeView.tsx';
import { InfoSection } from './InfoSection.tsx';
import { ProductRail } from './ProductRail.tsx';
import { Statistics } from './Statistics.tsx';

const renderProduct = (product: Product) => (
  <ProductCardView product={product} wished={false} onAddToCart={() => undefined} onToggleWishlist={() => undefined} />
);
const ready = <T,>(data: T): AsyncState<T> => ({ status: 'ready', data });
const error: AsyncState<never> = { status: 'error', error: new globalThis.Error('Network error') };
const loading: AsyncState<never> = { status: 'loading' };

const full: HomeData = {
  banners: ready(sampleBanners(3)),
  upper: ready(sampleUpperSections),
  productSections: ready(sampleProductSections),
  newArrivals: ready(sampleProducts(8)),
  mustTry: ready(sampleProducts(6)),
  bestSellers: ready(sampleProducts(7)),
  statistics: ready({ label: 'Our Journey in Numbers', visible: true, items: sampleStatistics }),
  lower: ready(sampleLowerSections),
  lowerSections: ready(sampleLowerBlocks),
  blogs: ready({ label: null, visible: true, items: sampleBlogs }),
};
const every = (state: AsyncState<never>): HomeData => ({
  banners: state, upper: state, productSections: state, newArrivals: state, mustTry: state,
  bestSellers: state, statistics: state, lower: state, lowerSections: state, blogs: state,
});

const meta: Meta<typeof HomeView> = {
  title: 'Home/Home page',
  component: HomeView,
  decorators: [withStyles(styles)],
  args: { data: full, renderProduct, onRetry: () => undefined },
};
export default meta;
type Story = StoryObj<typeof HomeView>;

export const Full: Story = {};
export const Loading: Story = { args: { data: every(loading) } };
/** Every call failed: the page keeps its h1 and shows a retryable error per product block. */
export const Error: Story = { args: { data: every(error) } };
/** Some calls failed: only those blocks are affected. */
export const PartlyFailed: Story = { args: { data: { ...full, mustTry: error, upper: error, statistics: error } } };
export const Empty: Story = {
  args: {
    data: {
      banners: ready([]),
      upper: ready(sampleUpperSections.map((s) => ({ ...s, is_visible_on_website: false }))),
      productSections: ready([]),
      newArrivals: ready([]),
      mustTry: ready([]),
      bestSellers: ready([]),
      statistics: ready({ label: null, visible: false, items: sampleStatistics }),
      lower: ready([]),
      lowerSections: ready([]),
      blogs: ready({ label: null, visible: false, items: sampleBlogs }),
    },
  },
};

// ─── Section components ────────────────────────────────────────────────
export const BannerLoading: Story = { render: () => <BannerSkeleton /> };
export const BannerSingle: Story = { render: () => <BannerCarousel banners={sampleBanners(1)} /> };
export const BannerMany: Story = { render: () => <BannerCarousel banners={sampleBanners(4)} /> };
export const SectionAbout: Story = { render: () => <div className="container"><InfoSection section={sampleUpperSections[0]} /></div> };
export const SectionLinkedImages: Story = { render: () => <div className="container"><InfoSection section={sampleUpperSections[1]} /></div> };
export const SectionTextOnly: Story = {
  render: () => <div className="container"><InfoSection section={{ ...sampleUpperSections[2], images: [] }} /></div>,
};
export const SectionAwardsCarousel: Story = {
  render: () => (
    <div className="container">
      <InfoSection section={sampleLowerSections[0]} layout="carousel" autoplayMs={AWARDS_AUTOPLAY_MS} />
    </div>
  ),
};
export const RailFull: Story = {
  render: () => <div className="container"><ProductRail title={HOME_COPY.newArrivals} products={sampleProducts(8)} renderProduct={renderProduct} /></div>,
};
export const RailFew: Story = {
  render: () => <div className="container"><ProductRail title={HOME_COPY.mustTry} products={sampleProducts(2)} renderProduct={renderProduct} /></div>,
};
export const RailError: Story = { args: { data: { ...every(loading), banners: ready([]), newArrivals: error } } };
export const StatisticsTiles: Story = { render: () => <div className="container"><Statistics label="Our Journey in Numbers" items={sampleStatistics} /></div> };
export const Blogs: Story = { render: () => <div className="container"><BlogsSection blogs={sampleBlogs} /></div> };
