export { OrderDetail } from './OrderDetail.tsx';
export { OrderDetailView, OrderDetailSkeleton, OrderDetailError, OrderNotFound, OrderLogin, type OrderDetailViewProps } from './OrderDetailView.tsx';
export { ReviewProduct, ORDER_REVIEW_INITIAL_RATING } from './ReviewProduct.tsx';
export * from './order.ts';
export { fileSaver } from './download.ts';
export { ORDER_COPY } from './copy.ts';
export { default as orderDetailStyles } from './order-detail.css?inline';
