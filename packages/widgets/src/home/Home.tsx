import type { Product } from '@so/contract';
import { getApi } from '@so/stores';
import { useAsync } from '@so/ui';
import { ProductCard } from '../product-card/index.ts';
import { useGiftVoucherOutcome } from './gift-voucher-outcome.ts';
import { HomeView, type HomeBlock } from './HomeView.tsx';

const renderProduct = (product: Product) => <ProductCard product={product} />;

/**
 * The connected home page: each block has its own call, so one failure never breaks the page.
 * A gift voucher's buyer lands here from the gateway and is told how the payment went.
 */
export function Home({ storeName }: { storeName?: string }) {
  useGiftVoucherOutcome();
  const [banners, reloadBanners] = useAsync(() => getApi().banners().then((r) => r.data), []);
  const [upper, reloadUpper] = useAsync(() => getApi().homeSections('Upper').then((r) => r.data), []);
  const [productSections, reloadProductSections] = useAsync(() => getApi().homeSections('Product').then((r) => r.data), []);
  const [newArrivals, reloadNewArrivals] = useAsync(() => getApi().newArrivals().then((r) => r.data), []);
  const [mustTry, reloadMustTry] = useAsync(() => getApi().mustTry().then((r) => r.data), []);
  const [bestSellers, reloadBestSellers] = useAsync(() => getApi().bestOfAllTime().then((r) => r.data), []);
  const [statistics, reloadStatistics] = useAsync(
    () => getApi().statistics().then((r) => ({ label: r.label ?? null, visible: r.is_visible_on_website, items: r.data })),
    [],
  );
  const [lower, reloadLower] = useAsync(() => getApi().homeSections('Lower').then((r) => r.data), []);
  const [lowerSections, reloadLowerSections] = useAsync(() => getApi().lowerSections().then((r) => r.data), []);
  const [blogs, reloadBlogs] = useAsync(
    () => getApi().homeBlogs().then((r) => ({ label: null, visible: r.is_visible_on_website, items: r.data })),
    [],
  );
  const reload: Record<HomeBlock, () => void> = {
    banners: reloadBanners,
    upper: reloadUpper,
    productSections: reloadProductSections,
    newArrivals: reloadNewArrivals,
    mustTry: reloadMustTry,
    bestSellers: reloadBestSellers,
    statistics: reloadStatistics,
    lower: reloadLower,
    lowerSections: reloadLowerSections,
    blogs: reloadBlogs,
  };
  return (
    <HomeView
      data={{ banners, upper, productSections, newArrivals, mustTry, bestSellers, statistics, lower, lowerSections, blogs }}
      storeName={storeName || undefined}
      renderProduct={renderProduct}
      onRetry={(block) => reload[block]()}
      firstScreenFirst
    />
  );
}
