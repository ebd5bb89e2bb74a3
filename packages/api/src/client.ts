/**
 * The typed client for every call of the store's API (docs/api.md). One factory, one normalised
 * error (`ApiError`), every response validated (and coerced: rupees → paise) by its schema.
 */
import { createFetch, ofetch, type FetchOptions } from 'ofetch';
import { create, StructError, type Struct } from 'superstruct';
import {
  ACCOUNT,
  ADDRESSES,
  APPOINTMENTS,
  CART,
  CATALOGUE,
  COINS,
  COMPANY_ID,
  CONTENT,
  DOCUMENTS,
  ELITE,
  ENQUIRIES,
  GIFT_VOUCHERS,
  HOME,
  NOTIFICATIONS,
  ORDERS,
  PARTNERS,
  PAYMENTS,
  PLACES,
  REVIEWS,
  SUBSCRIPTIONS,
  WISHLIST,
  GIFT_PACKING_CATEGORY_ID,
  HEADER_AUTHORIZATION,
  HEADER_COMPANY_ID,
  HEADER_PARTNER,
  HEADER_VISITOR_ID,
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBodyInput,
  type EndpointParams,
  type EndpointQuery,
  MSG,
} from '@so/contract';
import * as S from '@so/contract';

export interface ApiConfig {
  /** Base of every path, e.g. "/api" or "https://store.example/api". */
  baseURL: string;
  companyId?: number;
  /** The visitor id to send, fetching one first if needed (cart, wishlist and account calls). */
  visitorId?: () => string | null | Promise<string | null>;
  /**
   * The visitor id if one is already known, without waiting. Catalogue calls use it: a visitor
   * with no id yet has nothing wished, so the first page need not wait for GET /user/visitor/.
   */
  knownVisitorId?: () => string | null;
  /** The session token, or null for visitors. */
  token?: () => string | null;
  /**
   * The partner code of the page (`<so-store partner="CODE">`), sent as the `Partner` header of
   * every call when it answers one. The server credits the partner only when the page's origin is
   * one of the partner's; an unknown code is ignored there (check it with `partner(code)`;
   * docs/rules.md#partners).
   */
  partner?: () => string | null;
  /** Injected fetch (tests). */
  fetch?: typeof globalThis.fetch;
}

/** The one error every call throws: `message` is the server's, or MSG.somethingWentWrong (MSG.tryAgainLater when the server is not reached). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
  /** Field errors a form can show beside its fields (`errors` or DRF-style top-level lists). */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (this.body && typeof this.body === 'object') {
      const errors = (this.body as { errors?: unknown }).errors;
      if (errors && typeof errors === 'object') {
        for (const [key, value] of Object.entries(errors)) {
          out[key] = Array.isArray(value) ? String(value[0]) : String(value);
        }
      }
    }
    return out;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; non_field_errors?: unknown; error?: unknown; detail?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.non_field_errors) && typeof b.non_field_errors[0] === 'string') return b.non_field_errors[0];
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.detail === 'string' && b.detail) return b.detail;
  }
  return fallback;
}

/** The product list's filters, sort and page (the table's query of CATALOGUE.productList; each may be left out). */
export type ProductListParams = Partial<EndpointQuery<typeof CATALOGUE.productList>>;

export type Query = Record<string, string | number | boolean | undefined | null>;

function cleanQuery(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/** An address as the address methods send it (the body of the table's address entries). */
export type AddressInput = EndpointBodyInput<typeof ADDRESSES.addAddress>;

/** What placing an order sends (POST /orders/): the table's body, no amounts (the server prices the order). */
export type OrderRequest = EndpointBodyInput<typeof ORDERS.createOrder>;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A form's fields (multipart bodies): empty values are left out. */
export type FormFields = Record<string, string | number | boolean | null | undefined>;

/**
 * What a call of an endpoint sends: its path parameters, query and body as the entry's schemas
 * read them. A query's fields may be left out (the schema's defaults apply) or given as the text
 * the query string carries anyway; an entry without a query schema may still be sent one the
 * server ignores.
 */
export type CallInput<E> = (EndpointParams<E> extends undefined ? { params?: undefined } : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined ? { query?: Query } : { query?: { [K in keyof EndpointQuery<E>]?: EndpointQuery<E>[K] | string | null } }) &
  (EndpointBodyInput<E> extends undefined ? { body?: undefined } : { body: E extends { form: true } ? FormFields : EndpointBodyInput<E> });

/** What a call of an entry sends, unchecked: `call` types it from the entry, `send` takes text as forms hold it. */
export interface SentInput {
  params?: Readonly<Record<string, string | number>>;
  query?: object;
  body?: unknown;
}

export function createApi(config: ApiConfig) {
  const base = config.baseURL.replace(/\/+$/, '');
  const fetcher = (config.fetch ? createFetch({ fetch: config.fetch }) : ofetch).create({ baseURL: base });

  /** How a call sends the visitor id: wait for one, send it if known, or not at all. */
  type VisitorMode = 'wait' | 'known' | false;

  async function headers(visitor: VisitorMode): Promise<Record<string, string>> {
    const h: Record<string, string> = { [HEADER_COMPANY_ID]: String(config.companyId ?? COMPANY_ID) };
    const id = visitor === 'wait' ? await config.visitorId?.() : visitor === 'known' ? config.knownVisitorId?.() : null;
    if (id) h[HEADER_VISITOR_ID] = id;
    const token = config.token?.();
    if (token) h[HEADER_AUTHORIZATION] = `Token ${token}`;
    const partner = config.partner?.();
    if (partner) h[HEADER_PARTNER] = partner;
    return h;
  }

  async function raw(method: Method, path: string, options: { query?: Query; body?: unknown; visitor?: VisitorMode } = {}) {
    const opts: FetchOptions<'json'> = {
      method,
      headers: await headers(options.visitor ?? 'wait'),
      query: cleanQuery(options.query),
      ignoreResponseError: true,
      retry: 0,
    };
    if (options.body !== undefined) opts.body = options.body as FetchOptions['body'];
    let response;
    try {
      response = await fetcher.raw(path, opts);
    } catch (error) {
      throw new ApiError(MSG.tryAgainLater, 0, error instanceof Error ? error.message : null);
    }
    return response;
  }

  /**
   * Catalogue reads (GET, visitor id only if known) are shared for a few seconds: the host page
   * can ask for a route's data while the element's code is still loading, and the element's
   * identical request then takes that answer instead of another round trip. Failures are not kept.
   */
  const shared = new Map<string, { at: number; answer: Promise<unknown> }>();
  const SHARE_MS = 10_000;
  /** Answers given with the page (`seed`), each taken at most once, within SHARE_MS. */
  const seeded = new Map<string, { at: number; body: unknown }>();

  const shareKey = (path: string, query: Query | undefined) => {
    const clean = cleanQuery(query) ?? {};
    return `${path}?${Object.keys(clean).sort().map((k) => `${k}=${clean[k]}`).join('&')}`;
  };

  /**
   * A seeded answer for `key`, still fresh. The server answers the page as nobody (is_wished
   * false) and that holds for every asker: a visitor's or customer's wishes are laid over the
   * products from their wishlist (stores' $wished, loaded on every page), as the server's own
   * catalogue cache does, so a returning visitor gets the page as fast as a new one.
   */
  function takeSeed(key: string, now: number): { body: unknown } | null {
    const seed = seeded.get(key);
    if (!seed) return null;
    seeded.delete(key);
    return now - seed.at < SHARE_MS ? seed : null;
  }

  async function send<T>(
    schema: Struct<T, unknown>,
    method: Method,
    path: string,
    options: { query?: Query; body?: unknown; visitor?: VisitorMode; allowFalse?: boolean },
  ): Promise<T> {
    const response = await raw(method, path, options);
    return accept(schema, path, response.status, response._data, options, response.ok);
  }

  /** A response body checked (`status: false` is a failure unless allowed) and validated by its schema. */
  function accept<T>(schema: Struct<T, unknown>, path: string, status: number, body: unknown, options: { allowFalse?: boolean }, ok = true): T {
    const failed =
      !ok ||
      (!options.allowFalse && body !== null && typeof body === 'object' && (body as { status?: unknown }).status === false);
    if (failed) throw new ApiError(messageOf(body, MSG.somethingWentWrong), status, body ?? null);
    try {
      return create(body, schema);
    } catch (error) {
      const detail = error instanceof StructError ? `${error.path.join('.') || 'response'}: ${error.message}` : String(error);
      throw new ApiError(`Unexpected response from ${path} (${detail})`, status, body ?? null);
    }
  }

  async function blob(path: string, query?: Query): Promise<Blob> {
    const response = await fetcher.raw(path, {
      method: 'GET',
      headers: await headers('wait'),
      query: cleanQuery(query),
      responseType: 'blob',
      ignoreResponseError: true,
      retry: 0,
    });
    if (!response.ok) {
      let body: unknown = null;
      try {
        body = JSON.parse(await (response._data as Blob).text());
      } catch {
        body = null;
      }
      throw new ApiError(messageOf(body, MSG.somethingWentWrong), response.status, body);
    }
    return response._data as Blob;
  }

  const form = (fields: FormFields): FormData => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) data.append(key, String(value));
    }
    return data;
  };

  const VISITOR_MODES = { wait: 'wait', known: 'known', none: false } as const;

  /**
   * A call of an entry of the table: the path from the entry's template and `params`, its
   * visitor id mode, body encoding (JSON or a form) and answer (its schema validates it; a file
   * comes as a Blob) all from the entry. A catalogue read (GET with visitor `known`) is shared for
   * a few seconds and may be answered by a seeded answer.
   */
  function sendEntry<E extends Endpoint>(entry: E, input: SentInput = {}): Promise<EndpointAnswer<E>> {
    const path = endpointPath(entry.path, input.params);
    const query = input.query as Query | undefined;
    if (entry.file) return blob(path, query).then((file) => create(file, entry.answer));
    const fields = input.body;
    const body = entry.form && fields && typeof fields === 'object' ? form(Object.fromEntries(Object.entries(fields))) : fields;
    const schema: Struct<EndpointAnswer<E>, unknown> = entry.answer;
    const options = { query, body, visitor: VISITOR_MODES[entry.visitor ?? 'wait'], allowFalse: entry.allowFalse ?? false };
    if (entry.method !== 'GET' || options.visitor !== 'known') return send(schema, entry.method, path, options);
    const key = shareKey(path, query);
    const now = Date.now();
    const hit = shared.get(key);
    if (hit && now - hit.at < SHARE_MS) return hit.answer as Promise<EndpointAnswer<E>>;
    const seed = takeSeed(key, now);
    const answer = seed ? Promise.resolve().then(() => accept(schema, path, 200, seed.body, options)) : send(schema, entry.method, path, options);
    shared.set(key, { at: now, answer });
    answer.catch(() => shared.delete(key));
    return answer;
  }

  /** A call of an entry, its input typed by the entry's schemas (a renamed field fails the type check). */
  function call<E extends Endpoint>(entry: E, ...[input]: Partial<CallInput<E>> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]): Promise<EndpointAnswer<E>> {
    return sendEntry(entry, input ?? undefined);
  }

  return {
    baseURL: base,

    /** A call of an endpoint of the table, as every method below makes it (the staff's calls build on it). */
    call,

    /**
     * A call of an entry whose input is not type-checked here: the dashboard's forms send the text
     * they hold, and the server's schemas read it (refusing, field by field, what they cannot).
     */
    send: sendEntry,

    /**
     * Answers the page came with (the store's server inlines a route's first catalogue reads in
     * index.html): the first identical catalogue GET within a few seconds takes its answer instead
     * of a round trip. The server made those calls with no visitor id and no session, so a call
     * made with either ignores them and asks the server.
     */
    seed: (answers: readonly { path: string; query?: Query; body: unknown }[]) => {
      const at = Date.now();
      for (const answer of answers) seeded.set(shareKey(answer.path, answer.query), { at, body: answer.body });
    },

    // ─── Authentication and user ─────────────────────────────────────────
    visitor: () => call(ACCOUNT.visitor),
    sendOtp: (mobile_no: string) => call(ACCOUNT.sendOtp, { body: { mobile_no } }),
    verifyOtp: (mobile_no: string, otp: string) => call(ACCOUNT.verifyOtp, { body: { mobile_no, otp } }),
    signin: (email: string, password: string) => call(ACCOUNT.signin, { body: { email, password } }),
    /** `recaptcha` may be left out when the store shows no captcha. */
    signup: (body: EndpointBodyInput<typeof ACCOUNT.signup>) => call(ACCOUNT.signup, { body }),
    requestPasswordReset: (email: string, recaptcha: string) => call(ACCOUNT.requestPasswordReset, { body: { email, recaptcha } }),
    confirmPasswordReset: (resetUUID: string, new_password: string, confirm_password: string) =>
      call(ACCOUNT.confirmPasswordReset, { params: { uuid: resetUUID }, body: { new_password, confirm_password } }),
    /** Ends this session on the server (its token answers 401 afterwards). */
    logout: () => call(ACCOUNT.logout),
    /** Ends every session of the account, on every device. */
    logoutAll: () => call(ACCOUNT.logoutAll),
    changePassword: (old_password: string, new_password: string, confirm_password: string) =>
      call(ACCOUNT.changePassword, { body: { old_password, new_password, confirm_password } }),
    /** The self-hosted captcha's challenge (the widget solves it; the server verifies it). */
    captchaChallenge: () => call(ACCOUNT.captchaChallenge),
    metaTags: (page_url: string) => call(ACCOUNT.metaTags, { query: { page_url } }),
    profile: () => call(ACCOUNT.profile),
    /** Only the fields sent change; the e-mail is read-only. */
    updateProfile: (body: EndpointBodyInput<typeof ACCOUNT.updateProfile>) => call(ACCOUNT.updateProfile, { body }),
    deactivate: () => call(ACCOUNT.deactivate),
    /** Consent to offers and back-in-stock alerts per channel, with its recorded history. */
    preferences: () => call(NOTIFICATIONS.preferences),
    /** Switches one channel's offers and back-in-stock alerts on or off (recorded with its time). */
    updatePreferences: (channel: S.NotifyChannel, granted: boolean) => call(NOTIFICATIONS.updatePreferences, { body: { channel, granted } }),
    /** The one-click unsubscribe of a marketing e-mail's link (no login). */
    unsubscribe: (token: string) => call(NOTIFICATIONS.unsubscribe, { query: { token } }),
    /** Notify me when an out-of-stock product is back: answers the channels the shopper will be told by. */
    notifyMe: (productId: number) => call(NOTIFICATIONS.notifyMe, { body: { product_id: productId } }),
    eliteCheck: () => call(ELITE.eliteCheck),
    eliteUsers: (query?: CallInput<typeof ELITE.eliteUsers>['query']) => call(ELITE.eliteUsers, { query }),
    addresses: () => call(ADDRESSES.addresses),
    addAddress: (body: AddressInput) => call(ADDRESSES.addAddress, { body }),
    updateContactAddress: (contactId: number, body: AddressInput) =>
      call(ADDRESSES.updateContactAddress, { query: { contact_id: contactId }, body }),
    updateAddress: (id: number, body: AddressInput) => call(ADDRESSES.updateAddress, { params: { id }, body }),
    deleteAddress: (id: number) => call(ADDRESSES.deleteAddress, { params: { id } }),
    countries: (filter_search?: string) => call(PLACES.countries, { query: { filter_search } }),
    states: (countryId: number) => call(PLACES.states, { params: { countryId } }),
    cities: (stateId: number) => call(PLACES.cities, { params: { stateId } }),

    // ─── Catalogue ───────────────────────────────────────────────────────
    categories: () => call(CATALOGUE.categories, { query: { list: true } }),
    productList: (params: ProductListParams = {}) => call(CATALOGUE.productList, { query: { ...params } }),
    productTags: () => call(CATALOGUE.productTags),
    productFoams: (category_id?: number) => call(CATALOGUE.productFoams, { query: { category_id } }),
    brands: () => call(CATALOGUE.brands),
    product: (productId: number) => call(CATALOGUE.product, { params: { productId } }),
    reviews: (productId: number, page = 1) => call(REVIEWS.reviews, { params: { productId }, query: { page } }),
    /** The name shown is the account's: a `name` sent is not read. */
    writeReview: (productId: number, body: { id?: number; name?: string; rating: number; review: string }) =>
      call(REVIEWS.writeReview, { params: { productId }, body }),
    deliveryOptions: () => call(CATALOGUE.deliveryOptions),
    relatedProducts: (product_id: number) => call(CATALOGUE.relatedProducts, { query: { product_id } }),
    giftPacking: () => call(CATALOGUE.giftPacking, { query: { categoryID: GIFT_PACKING_CATEGORY_ID } }),

    // ─── Home ────────────────────────────────────────────────────────────
    banners: () => call(HOME.banners, { query: { sequence: 'Upper' } }),
    homeSections: (type: 'Upper' | 'Lower' | 'Product') => call(HOME.homeSections, { query: { type } }),
    lowerSections: () => call(HOME.lowerSections),
    newArrivals: () => call(HOME.newArrivals),
    mustTry: () => call(HOME.mustTry),
    bestOfAllTime: () => call(HOME.bestOfAllTime),
    homeBlogs: () => call(HOME.homeBlogs),
    statistics: () => call(HOME.statistics),

    // ─── Cart and wishlist ───────────────────────────────────────────────
    cart: () => call(CART.cart),
    addToCart: (pid: number, quantity: number) => call(CART.addToCart, { body: { pid, quantity } }),
    updateCartItem: (itemId: number, quantity: number) => call(CART.updateCartItem, { params: { itemId }, body: { quantity } }),
    removeCartItem: (itemId: number) => call(CART.removeCartItem, { params: { itemId } }),
    toggleWishlist: (pid: number) => call(WISHLIST.toggleWishlist, { body: { pid } }),
    wishlist: () => call(WISHLIST.wishlist),
    validateVoucher: (voucher_code: string) => call(CART.validateVoucher, { query: { voucher_code } }),
    cartPdf: (logo_url?: string) => call(DOCUMENTS.cartPdf, { query: { logo_url } }),

    // ─── Coins ───────────────────────────────────────────────────────────
    walletHistory: (contactId: number, query?: { page?: number; page_size?: number }) => call(COINS.walletHistory, { params: { contactId }, query }),
    /** `voucher_code`: the voucher applied on the cart, so the server caps the coins at the total after it. */
    sendCoinOtp: (user_id: number, used_coin: number, voucher_code?: string) => call(COINS.sendCoinOtp, { body: { user_id, used_coin, voucher_code } }),
    verifyCoinOtp: (user_id: number, used_coin: number, otp: string) => call(COINS.verifyCoinOtp, { body: { user_id, used_coin, otp } }),
    /** Kept for compatibility: the server checks the order is the caller's, moves no coins and answers the balance. */
    updateUserWallet: (contactId: number, order_id: string) => call(COINS.updateUserWallet, { params: { contactId }, body: { order_id } }),
    /** Kept for compatibility, like updateUserWallet: the order must be the caller's; the balance is answered. */
    coinSnapshot: (contact_id: number, order_id: string) => call(COINS.coinSnapshot, { body: { contact_id, order_id } }),

    // ─── Orders and payment ──────────────────────────────────────────────
    createOrder: (body: OrderRequest) => call(ORDERS.createOrder, { body }),
    /** Places the order, paid online (sent as a form); the server prices it: no amounts are sent. */
    orderPaymentLink: (fields: EndpointBodyInput<typeof PAYMENTS.orderPaymentLink>) => call(PAYMENTS.orderPaymentLink, { body: fields }),
    /** A new payment attempt for an unpaid order (sent as a form). */
    editOrderPaymentLink: (fields: EndpointBodyInput<typeof PAYMENTS.editOrderPaymentLink>) => call(PAYMENTS.editOrderPaymentLink, { body: fields }),
    orders: (query?: { page?: number; page_size?: number }) => call(ORDERS.orders, { query }),
    order: (orderId: string) => call(ORDERS.order, { params: { orderId } }),
    invoicePdf: (orderId: string) => call(DOCUMENTS.invoicePdf, { query: { source_doc: orderId } }),

    // ─── Subscriptions ───────────────────────────────────────────────────
    /** The discount is the store's setting and the server prices the subscription: no amounts are sent. */
    createSubscription: (body: EndpointBodyInput<typeof SUBSCRIPTIONS.createSubscription>) => call(SUBSCRIPTIONS.createSubscription, { body }),
    /** The subscription's first order, priced, taxed and shipped by the server. */
    createSubscriptionOrder: (body: EndpointBodyInput<typeof SUBSCRIPTIONS.createSubscriptionOrder>) => call(SUBSCRIPTIONS.createSubscriptionOrder, { body }),
    subscriptions: (product_id?: number) => call(SUBSCRIPTIONS.subscriptions, { query: { product_id } }),
    updateSubscription: (
      id: number,
      body: { product: number; quantity: number; delivery_options: number; active: boolean } | { shifted_delivery_date: string },
    ) => call(SUBSCRIPTIONS.updateSubscription, { params: { id }, body }),
    /** The SO Elite plan's price and months, the Subscribe and Save discount. */
    plansInfo: () => call(SUBSCRIPTIONS.plansInfo),
    /** SO Elite's payment link, and its status poll. */
    subscriptionPaymentLink: (txnid: string) => call(ELITE.subscriptionPaymentLink, { body: { txnid } }),
    subscriptionPaymentStatus: (txnid: string) => call(ELITE.subscriptionPaymentStatus, { params: { txnid } }),

    // ─── Other ───────────────────────────────────────────────────────────
    stores: () => call(CONTENT.stores),
    blogs: (query: { page?: number; publish_filter?: string }) => call(CONTENT.blogs, { query }),
    blog: (id: number) => call(CONTENT.blog, { params: { id } }),
    /** The contact page's inquiry (`recaptcha`: the solved captcha); answers MSG.inquirySent. */
    inquiry: (body: S.InquiryInput) => call(ENQUIRIES.inquiry, { body }),
    /** The weekly Vaidya slots (week_day_number 0 = Sunday … 6 = Saturday, starting_hour in Asia/Kolkata), by weekday then hour. */
    appointmentSlots: () => call(APPOINTMENTS.appointmentSlots),
    /**
     * Books a Vaidya appointment (login required; start_datetime from appointmentStartOf(day, hour),
     * tomorrow or later); answers MSG.appointmentBooked's text. A full slot is an ApiError 409 with
     * MSG.appointmentSlotTaken.
     */
    bookAppointment: (body: S.AppointmentInput) => call(APPOINTMENTS.bookAppointment, { body }),
    events: (status: 'all_events' | 'upcoming_events' | 'past_events' | 'this_month', category?: 'Physical Event' | 'Online') =>
      call(CONTENT.events, { query: { status, category } }),
    /** The event detail of /event/{id}: 404 when unknown or unpublished. */
    event: (id: number) => call(CONTENT.event, { params: { id } }),
    /** A content page's text written by the store's staff (reference server): 404 when it has none (show the built-in text). */
    contentPage: (slug: S.ContentPageSlug) => call(CONTENT.contentPage, { params: { slug } }),
    /**
     * A gift voucher's payment link (no login needed; `amount` in whole rupees, a preset of
     * GIFT_VOUCHER_PRESETS or a custom amount from GIFT_VOUCHER_MIN_RUPEES to GIFT_VOUCHER_MAX_RUPEES;
     * `recaptcha`: the solved captcha; `txnid`: kept for a retry, which answers the same link).
     * `data` is the payer page to open in a new window. After paying, the gateway sends the payer
     * to /?gift_voucher=success|failure (GIFT_VOUCHER_RETURN_PARAM).
     */
    giftVoucherLink: (body: S.GiftVoucherInput) => call(GIFT_VOUCHERS.giftVoucherLink, { body }),
    // ─── Partners and the cart handoff ───────────────────────────────────
    /**
     * A partner by code: its name and own store (`store_id` of GET /stores/, or null). An unknown
     * or inactive code is an ApiError 404: ignore the code (with a console warning).
     */
    partner: (code: string) => call(PARTNERS.partner, { params: { code } }),
    /**
     * A handoff of this visitor's cart (and the offer of its login) to the store's own site: add `data.token` to a
     * store link as `?so_handoff=<token>` (HANDOFF_PARAM). Single use, for HANDOFF_TTL_SECONDS.
     */
    createHandoff: () => call(PARTNERS.createHandoff),
    /**
     * Takes a handed-over cart into this shopper's own (on the store's own site): keep
     * `data.visitor_id` as the visitor id (the one sent, or a new one when none was known); the
     * session, if any, stays. When `data.pending_login` is not null, ask the shopper whether to
     * continue as `pending_login.account` and, only if they say yes, call confirmHandoff. A used,
     * forged or out-of-date token is an ApiError 400 with MSG.handoffExpired (keep the cart as is).
     * Sends the visitor id only if one is known: the store's page waits for this very call to learn it.
     */
    redeemHandoff: (token: string) => call(PARTNERS.redeemHandoff, { body: { token } }),
    /**
     * The shopper confirmed a redeem answer's `pending_login`: a login answer (a new session).
     * Once, with the same visitor id, without a session; else an ApiError 400 with MSG.handoffLoginExpired.
     */
    confirmHandoff: (confirmation: string) => call(PARTNERS.confirmHandoff, { body: { confirmation } }),

    /** The B2B enquiry (answer1..4 answer B2B_QUESTIONS); answers MSG.dataCreated. */
    b2bLead: (body: S.B2bLeadInput) => call(ENQUIRIES.b2bLead, { body }),
    /** The export enquiry (question1..11 as shown, EXPORT_QUESTIONS, with answer1..11); answers MSG.dataCreated. */
    exportLead: (body: S.ExportLeadInput) => call(ENQUIRIES.exportLead, { body }),
  };
}

export type Api = ReturnType<typeof createApi>;
