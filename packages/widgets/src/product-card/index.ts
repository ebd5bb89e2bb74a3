export { ProductCard, ProductCardById } from './ProductCard.tsx';
export { ProductCardView, type ProductCardViewProps } from './ProductCardView.tsx';
export { default as productCardStyles } from './product-card.css?inline';
