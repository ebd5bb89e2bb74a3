export { ApiError, createApi, type Api, type ApiConfig, type ProductListParams, type AddressInput, type OrderRequest } from './client.ts';
export * from './constants.ts';
export { MSG } from './messages.ts';
export { formatDate, formatPaise, paiseToRupees, rupeesToPaise } from './money.ts';
export type {
  Address,
  AverageRating,
  Banner,
  BlogSummary,
  CartItem,
  CartResponse,
  CartTotals,
  Category,
  Country,
  DeliveryOption,
  EventItem,
  FilterOption,
  HomeSection,
  OrderDetail,
  OrderLine,
  OrderSummary,
  Product,
  ProductListResponse,
  ProductSubscription,
  Profile,
  RatingListResponse,
  RelatedResponse,
  Review,
  SectionImage,
  SessionUser,
  Statistic,
  Store,
  WalletEntry,
} from './schemas.ts';
export * from './rules.ts';
