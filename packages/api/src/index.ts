/** The typed client for every call of SPEC §7. Wire schemas, rules and messages: `@so/contract`. */
export { ApiError, createApi, type Api, type ApiConfig, type ProductListParams, type AddressInput, type OrderRequest } from './client.ts';
