export { Shop } from './Shop.tsx';
export { ShopView, type ShopViewProps, BANNER_WIDTH, BANNER_HEIGHT } from './ShopView.tsx';
export { groupBySection, type ProductGroup } from './sections.ts';
export { readShopQuery, listParams, queryParams, shopRoute, shopHeading, isSortValue, type ShopQuery } from './query.ts';
export { SHOP_COPY } from './copy.ts';
export { default as shopStyles } from './shop.css?inline';
