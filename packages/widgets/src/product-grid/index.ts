export { ProductGrid, gridQuery, DEFAULT_LIMIT, type ProductGridProps } from './ProductGrid.tsx';
export { ProductGridView, type ProductGridViewProps } from './ProductGridView.tsx';
export { default as productGridStyles } from './product-grid.css?inline';
