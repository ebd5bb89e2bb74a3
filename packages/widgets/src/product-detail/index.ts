export { ProductDetail, copyLink, relatedList } from './ProductDetail.tsx';
export { ProductDetailView, ProductDetailSkeleton, shareLinks, type ProductDetailViewProps } from './ProductDetailView.tsx';
export { Gallery, galleryImages } from './Gallery.tsx';
export { checkQuantity, type QuantityCheck } from './quantity.ts';
export { PRODUCT_COPY } from './copy.ts';
export { default as productDetailStyles } from './product-detail.css?inline';
export { WriteReview, withFreshReviews } from './WriteReview.tsx';
export { buyNow } from './buyNow.ts';
