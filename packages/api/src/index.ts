/**
 * The typed client of the store's API, derived from the contract's endpoint table. Wire schemas,
 * rules and messages: `@so/contract`. The staff's calls are `@so/api/staff` (the dashboard's only).
 */
export { ApiError, createApi, type Api, type ApiConfig, type ProductListParams, type AddressInput, type OrderRequest } from './client.ts';
