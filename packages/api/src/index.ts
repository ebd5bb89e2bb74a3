/** The typed client for every call of SPEC §7. Wire schemas, rules and messages: `@so/contract`. */
export { ApiError, createApi, type Api, type ApiConfig, type ProductListParams, type AddressInput, type OrderRequest } from './client.ts';
/** The staff's calls (issue 18): only the owner's dashboard imports them. */
export { staffApi, type StaffApi, type StaffOrdersFilter, type StaffProductChange, type StaffVoucherInput, type LeadKind, type ContentBody, type Paging } from './staff.ts';
