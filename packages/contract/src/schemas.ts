/**
 * Superstruct schemas for every response of the API. They are the HTTP contract: the client
 * validates every response with them and the reference server types its answers with them.
 *
 * Money crosses the wire as rupees (JSON numbers, or numeric strings from a production
 * backend); `Money` coerces either into integer paise, so everything inside is paise.
 */
import {
  any,
  array,
  boolean,
  coerce,
  defaulted,
  enums,
  integer,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';
import { rupeesToPaise } from './money.ts';

/** Rupees as they travel: a JSON number with at most two decimals. `Money` reads them into paise. */
export type Rupees = number;

/**
 * What a server writes for a schema whose output type is `T`: the same shape, with the money
 * fields `M` in rupees (the client's `Money` turns them into paise, so inside it they hold paise).
 */
export type Wire<T, M extends keyof T = never> = { [K in keyof T]: K extends M ? Rupees : T[K] };

/** Rupees on the wire → integer paise inside. */
export const Money = coerce(integer(), union([number(), string()]), (value) => rupeesToPaise(value));

/** An id that a production backend may send as a number or a numeric string. */
export const Id = coerce(integer(), string(), (value) => Number.parseInt(value, 10));

/** A text field a backend may send as null or leave out (both read as null). */
export const Text = defaulted(nullable(string()), null);

/** Every response carries `status`; failures carry a readable `message`. */
export const StatusOnly = type({ status: boolean(), message: optional(string()) });
export type StatusOnly = Infer<typeof StatusOnly>;

/** A page of a staff list (the reference server's /staff/… lists): `{status, count, total_pages, page, data}`. */
export const staffPage = <T, S>(item: Struct<T, S>) => type({ status: boolean(), count: integer(), total_pages: integer(), page: integer(), data: array(item) });

export const ErrorBody = type({
  status: literal(false),
  message: optional(string()),
  non_field_errors: optional(array(string())),
  errors: optional(record(string(), any())),
});

// ─── Authentication and user ──────────────────────────────────────────────

export const VisitorResponse = type({ status: boolean(), visitor_id: string() });

export const MetaTagsResponse = type({
  status: boolean(),
  title: optional(string()),
  description: optional(string()),
  keywords: optional(string()),
});
export type MetaTags = { title: string; description: string; keywords: string };

export const SessionUser = type({
  token: string(),
  first_name: Text,
  last_name: Text,
  email: Text,
  phone_no: Text,
  cart_counter: defaulted(integer(), 0),
  cart_totals: optional(nullable(type({ final_total: Money }))),
  wishlist_counter: defaulted(integer(), 0),
  allow_company_list: optional(any()),
  is_sose_elite_user: defaulted(boolean(), false),
  is_staff: defaulted(boolean(), false),
  is_superuser: defaulted(boolean(), false),
  id: Id,
});
export type SessionUser = Infer<typeof SessionUser>;

export const LoginResponse = type({
  status: boolean(),
  message: optional(string()),
  non_field_errors: optional(array(string())),
  allow_company_list: optional(any()),
  data: optional(SessionUser),
});

export const NamedRef = type({ id: Id, name: string() });

export const Address = type({
  id: Id,
  address_tags: defaulted(string(), 'No tag'),
  full_name: Text,
  mobile: Text,
  mobile_without_ext: optional(Text),
  another_mobile: optional(Text),
  another_mobile_without_ext: optional(Text),
  address_line_1: Text,
  address_line_2: Text,
  landmark: optional(Text),
  city_obj: optional(nullable(NamedRef)),
  state_obj: optional(nullable(NamedRef)),
  country_obj: optional(nullable(NamedRef)),
  postal_code: Text,
  is_default: defaulted(boolean(), false),
});
export type Address = Infer<typeof Address>;

export const Profile = type({
  first_name: Text,
  last_name: Text,
  company: Text,
  email: Text,
  mobile_no: Text,
  profile_pic: optional(Text),
  is_subscribed: defaulted(boolean(), false),
  contact_id: Id,
  is_wallet: defaulted(boolean(), false),
  user_id: Id,
  addresses: defaulted(array(Address), []),
});
export type Profile = Infer<typeof Profile>;

export const ProfileResponse = type({ status: boolean(), data: Profile });
export const ProfileUpdateResponse = type({
  status: boolean(),
  message: optional(string()),
  non_field_errors: optional(array(string())),
  data: optional(type({ first_name: Text, last_name: Text })),
});
export const EliteCheckResponse = type({ status: boolean(), is_sose_elite_user: boolean() });
export const EliteRecord = type({
  /** The reference server also sends the period's id. */
  id: optional(Id),
  user_data: type({ name: string() }),
  /** YYYY-MM-DD; end_date is the last day of the membership. */
  start_date: string(),
  end_date: string(),
  is_active: boolean(),
  is_expired: boolean(),
});
export type EliteRecord = Infer<typeof EliteRecord>;
export const EliteListResponse = type({
  status: boolean(),
  message: optional(string()),
  /** The reference server also sends the paging (page_size 10, 25, 50 or 100). */
  count: optional(integer()),
  total_pages: optional(integer()),
  data: array(EliteRecord),
});
export const AddressListResponse = type({ status: boolean(), data: array(Address) });
export const AddressSaveResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(Address),
});

export const Country = type({ id: Id, country_name: string(), calling_code: string() });
export type Country = Infer<typeof Country>;
export const CountriesResponse = type({ status: boolean(), data: type({ data: array(Country) }) });
export const StatesResponse = type({ status: boolean(), data: array(NamedRef) });
export const CitiesResponse = type({ status: boolean(), data: array(NamedRef) });

// ─── Catalogue ────────────────────────────────────────────────────────────

export interface Category {
  id: number;
  name: string;
  children: Category[];
  web_image: string | null;
  metatitle: string | null;
  metadescription: string | null;
  metakeywords: string | null;
}
export const Category: Struct<Category, unknown> = type({
  id: Id,
  name: string(),
  children: defaulted(
    array(lazy((): Struct<Category, unknown> => Category)),
    [],
  ),
  web_image: Text,
  metatitle: Text,
  metadescription: Text,
  metakeywords: Text,
});
export const CategoriesResponse = type({ status: boolean(), data: array(Category) });

export const StarDistribution = record(string(), integer());
export const AverageRating = type({
  average_rating: coerce(number(), string(), (v) => Number(v)),
  star_distribution: defaulted(StarDistribution, {}),
  review_count: defaulted(integer(), 0),
});
export type AverageRating = Infer<typeof AverageRating>;

export const Review = type({
  /** The review's id (what staff hide it by); a production backend may omit it. */
  id: optional(Id),
  name: string(),
  rating: integer(),
  review: Text,
  created_at: optional(string()),
  /** The author has an order of the product that is not cancelled (COD, or paid, or delivered). */
  verified_purchase: defaulted(boolean(), false),
});
export type Review = Infer<typeof Review>;

export const SectionInfo = type({ id: Id, name: string(), section_sequence: integer() });

/** Image variant facts the reference server adds; a production backend may omit them. */
export const ImageInfo = type({ width: integer(), height: integer(), srcset: optional(string()) });

export const Product = type({
  id: Id,
  name: string(),
  image1: Text,
  home_image: optional(Text),
  images: defaulted(array(string()), []),
  image_info: optional(nullable(ImageInfo)),
  brand: optional(nullable(Id)),
  brand_name: optional(Text),
  product_price: Money,
  base_price: Money,
  gst_amount: defaulted(Money, 0),
  available_stock_quantity: nullable(integer()),
  product_tag_list: defaulted(array(string()), []),
  average_rating: optional(nullable(AverageRating)),
  is_wished: defaulted(boolean(), false),
  benefits: defaulted(array(string()), []),
  section_info: optional(nullable(SectionInfo)),
  product_websites: optional(any()),
  website_description: optional(
    nullable(
      type({
        description: Text,
        metatitle: optional(Text),
        metadescription: optional(Text),
        metakeywords: optional(Text),
      }),
    ),
  ),
  rating_review_data: optional(nullable(array(Review))),
  category_id: optional(nullable(Id)),
  category_name: optional(Text),
  /**
   * The MRP (maximum retail price, inclusive of all taxes, rupees); `product_price`, the
   * price paid with GST, is at or below it. The reference server sends it; a production backend
   * may omit it (or send null), and then no MRP is shown.
   */
  mrp: optional(nullable(Money)),
  /**
   * The net quantity as the pack states it, e.g. "500 ml", "1 kg", "60 units". The
   * reference server sends it; a production backend may omit it.
   */
  net_quantity: optional(Text),
});
export type Product = Infer<typeof Product>;

export const CategoryBanners = type({ web_banner: Text, mobile_banner: Text });

export const ProductListResponse = type({
  status: boolean(),
  total_pages: defaulted(integer(), 1),
  message: optional(string()),
  data: type({ data: array(Product), count: optional(integer()) }),
  category_banners: optional(nullable(CategoryBanners)),
});
export type ProductListResponse = Infer<typeof ProductListResponse>;

export const FilterOption = type({ id: Id, name: string() });
export type FilterOption = Infer<typeof FilterOption>;
export const FilterOptionsResponse = type({ status: boolean(), data: array(FilterOption) });

export const SingleProductResponse = type({ status: boolean(), data: Product });

export const RatingListResponse = type({
  status: boolean(),
  product_name: string(),
  product_image: Text,
  average_rating: coerce(number(), string(), (v) => Number(v)),
  review_count: optional(integer()),
  star_distribution: optional(StarDistribution),
  total_pages: defaulted(integer(), 1),
  reviews: array(Review),
});
export type RatingListResponse = Infer<typeof RatingListResponse>;

export const DeliveryOption = type({ id: Id, name: string(), duration: integer() });
export type DeliveryOption = Infer<typeof DeliveryOption>;
export const DeliveryOptionsResponse = type({ status: boolean(), data: array(DeliveryOption) });

export const RelatedResponse = type({
  status: boolean(),
  RelatedOtherProducts: array(
    type({
      related_product_details: defaulted(array(Product), []),
      other_product_details: defaulted(array(Product), []),
      product_details: optional(nullable(Product)),
    }),
  ),
});
export type RelatedResponse = Infer<typeof RelatedResponse>;

export const GiftPackingResponse = type({ status: boolean(), data: type({ products: array(Product) }) });

// ─── Home ─────────────────────────────────────────────────────────────────

export const Banner = type({
  id: Id,
  image: string(),
  mobile_image: optional(Text),
  alt_text: Text,
  description: Text,
  category_id: optional(nullable(Id)),
  product_id: optional(nullable(Id)),
  products: optional(nullable(type({ name: string() }))),
});
export type Banner = Infer<typeof Banner>;
export const BannersResponse = type({ status: boolean(), data: array(Banner) });

export const SectionImage = type({
  image: string(),
  product: optional(nullable(Id)),
  product_name: optional(Text),
  category: optional(nullable(Id)),
  category_name: optional(Text),
  title: optional(Text),
});
export type SectionImage = Infer<typeof SectionImage>;

/**
 * A home section. `key` names which block of the home page it is (about, arrival, certificate,
 * ethical, awards, licences, non_gmo, services, or a product section).
 */
export const HomeSection = type({
  id: Id,
  key: optional(Text),
  label: Text,
  description: Text,
  image: optional(Text),
  images: defaulted(array(SectionImage), []),
  is_visible_on_website: boolean(),
  products: optional(array(Product)),
});
export type HomeSection = Infer<typeof HomeSection>;
export const HomeSectionsResponse = type({ status: boolean(), data: array(HomeSection) });
export const ProductsResponse = type({ status: boolean(), data: array(Product) });

export const Statistic = type({ name: string(), value: string() });
export type Statistic = Infer<typeof Statistic>;
export const StatisticsResponse = type({
  status: boolean(),
  is_visible_on_website: defaulted(boolean(), true),
  label: optional(Text),
  data: array(Statistic),
});

export const BlogSummary = type({
  id: Id,
  title: string(),
  banner_url: Text,
  published_at: Text,
  excerpt: optional(Text),
  /** The post's HTML (GET /blogs/{id}/; sanitised by the reference server when saved). */
  content: optional(Text),
  /** The post's own meta tags (reference server; absent: the page's). */
  meta_title: optional(Text),
  meta_description: optional(Text),
  meta_keywords: optional(Text),
});
export type BlogSummary = Infer<typeof BlogSummary>;
export const HomeBlogsResponse = type({
  status: boolean(),
  is_visible_on_website: defaulted(boolean(), true),
  data: array(BlogSummary),
});

// ─── Cart and wishlist ────────────────────────────────────────────────────

export const CartItem = type({
  id: Id,
  product: Id,
  product_id: Id,
  product_name: optional(Text),
  product_image: Text,
  quantity: integer(),
  selling_price: Money,
  total: Money,
  available_quantity: type({ Quantity: nullable(integer()) }),
});
export type CartItem = Infer<typeof CartItem>;

export const CartTotals = type({
  total: Money,
  discount_amt: Money,
  gst_amt: Money,
  final_total: Money,
  cart_counter: integer(),
  product_price: Money,
});
export type CartTotals = Infer<typeof CartTotals>;

export const CartResponse = type({
  status: boolean(),
  cart_counter: optional(integer()),
  voucher_code: optional(Text),
  data: type({
    cart_items: array(CartItem),
    total: Money,
    discount_amt: Money,
    gst_amt: Money,
    final_total: Money,
    cart_counter: integer(),
    product_price: Money,
    voucher_code: optional(Text),
  }),
});
export type CartResponse = Infer<typeof CartResponse>;

export const CartAddResponse = type({ status: boolean(), message: optional(string()), cart_counter: integer() });
export const CartPatchResponse = type({
  status: boolean(),
  message: optional(string()),
  cart_counter: optional(integer()),
  errors: optional(type({ quantity: optional(union([string(), array(string())])) })),
});
export const CartDeleteResponse = type({
  status: boolean(),
  error: optional(Text),
  message: optional(string()),
  total: optional(Money),
  gst_amt: optional(Money),
  discount_amt: optional(Money),
  final_total: optional(Money),
  cart_counter: optional(integer()),
});
export const WishlistToggleResponse = type({
  status: boolean(),
  message: string(),
  wishlist_counter: integer(),
});
export const WishlistResponse = type({
  status: boolean(),
  data: array(Product),
  wishlist_counter: integer(),
});
export const VoucherResponse = type({
  status: boolean(),
  message: optional(string()),
  total: optional(Money),
  gst_amt: optional(Money),
  discount_amt: optional(Money),
  final_total: optional(Money),
  /**
   * A gift voucher (reference server): its balance before this order; `discount_amt`
   * is what this order takes of it (the rest stays on it). Absent for other vouchers.
   */
  gift_balance: optional(Money),
});

// ─── Coins ────────────────────────────────────────────────────────────────

export const WalletEntry = type({
  id: Id,
  pos_order: optional(nullable(type({ order_id: optional(Text) }))),
  order_id: optional(Text),
  new_added_coin: defaulted(integer(), 0),
  used_coin: defaulted(integer(), 0),
  available_coin: defaulted(integer(), 0),
  date: optional(Text),
  created_at: optional(Text),
  created_on: optional(Text),
  timestamp: optional(Text),
  /** The reference server names the ledger entry: earned, redeemed, refund, reversal, adjustment. */
  kind: optional(string()),
});
export type WalletEntry = Infer<typeof WalletEntry>;
export const WalletHistoryResponse = type({
  status: boolean(),
  message: optional(string()),
  available_coin: optional(integer()),
  /** The reference server also sends the wallet's totals and paging (page size 20). */
  total_earned: optional(integer()),
  total_spent: optional(integer()),
  count: optional(integer()),
  total_pages: optional(integer()),
  SoseCoins: defaulted(array(WalletEntry), []),
});
export const CoinVerifyResponse = type({
  status: optional(boolean()),
  is_verified: boolean(),
  message: optional(string()),
  used_coin: optional(integer()),
});
/** PATCH /coin_app/get_user_wallet/{contactId}/ and POST /orders/coin-snapshot/. */
export const WalletUpdateResponse = type({ status: boolean(), message: optional(string()), available_coin: optional(integer()) });

// ─── Orders and payment ───────────────────────────────────────────────────

export const CreateOrderResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(type({ id: Id, order_id: string(), used_coin: defaulted(integer(), 0) })),
});
export const PaymentLinkResponse = type({
  status: boolean(),
  message: optional(string()),
  payment_url: optional(string()),
  txn_id: optional(string()),
  order_id: optional(union([string(), integer()])),
});
export const OrderSummary = type({
  id: Id,
  order_id: string(),
  order_date: string(),
  sale_status: string(),
  final_total: Money,
  pay_type: Text,
  order_status: optional(Text),
  is_paid: optional(boolean()),
  /** The reference server marks subscription orders with their subscription's id (null: a checkout order). */
  subscription_id: optional(nullable(Id)),
});
export type OrderSummary = Infer<typeof OrderSummary>;
export const OrderListResponse = type({
  status: boolean(),
  message: optional(string()),
  count: optional(integer()),
  total_pages: optional(integer()),
  data: array(OrderSummary),
});
export const OrderAddress = type({ id: Id, full_name: Text, mobile_no: Text, full_address: Text });
export const OrderLine = type({
  id: Id,
  product_id: optional(Id),
  product_name: string(),
  product_image: optional(Text),
  image1: optional(Text),
  home_image: optional(Text),
  quantity: integer(),
  selling_price: Money,
  tax_name: optional(Text),
  product_total: Money,
  is_rated: defaulted(boolean(), false),
  product_rating_by_user: optional(nullable(integer())),
});
export type OrderLine = Infer<typeof OrderLine>;
/**
 * A payment of the order being given back (the reference server's addition): a second payment of
 * an order already paid, or the payment of a cancelled order.
 */
export const OrderRefund = type({
  amount: Money,
  reason: string(),
  status: string(),
  created_at: string(),
});
export type OrderRefund = Infer<typeof OrderRefund>;

export const OrderDetail = type({
  id: optional(Id),
  order_id: string(),
  order_date: string(),
  delivery_date: Text,
  order_status: string(),
  sale_status: optional(string()),
  is_paid: boolean(),
  is_invoiced: boolean(),
  billing_address: nullable(OrderAddress),
  shipping_address: nullable(OrderAddress),
  product_total: Money,
  tax_amt: Money,
  shipping_amt: Money,
  discount_amt: Money,
  used_coin: defaulted(integer(), 0),
  coins_earned: optional(integer()),
  final_total: Money,
  is_gift: defaulted(boolean(), false),
  gift_message: optional(Text),
  applied_voucher_code: optional(Text),
  pay_type: optional(Text),
  product_info: defaulted(array(OrderLine), []),
  rated_product_info: defaulted(array(OrderLine), []),
  refunds: defaulted(array(OrderRefund), []),
  /** The subscription this order delivers (the reference server's addition; null: a checkout order). */
  subscription_id: optional(nullable(Id)),
  /**
   * An unpaid online order's deadline (ISO time; the reference server's addition): not paid by
   * then, the store cancels it. Null (or absent) when nothing is to be paid online.
   */
  pay_by: optional(nullable(string())),
});
export type OrderDetail = Infer<typeof OrderDetail>;
export const OrderDetailResponse = type({ status: boolean(), data: OrderDetail });

// ─── Subscriptions ────────────────────────────────────────────────────────

export const ProductSubscription = type({
  id: Id,
  product: Id,
  product_details: type({ id: Id, name: string(), image1: Text, home_image: optional(Text) }),
  quantity: integer(),
  delivery_options: Id,
  delivery_options_details: defaulted(array(DeliveryOption), []),
  discount_percent: defaulted(coerce(number(), string(), (v) => Number(v)), 0),
  active: boolean(),
  start_date: Text,
  next_delivery_date: Text,
  shifted_delivery_date: optional(Text),
  subscription_price: optional(Money),
  total_price: optional(Money),
});
export type ProductSubscription = Infer<typeof ProductSubscription>;
export const SubscriptionsResponse = type({
  status: boolean(),
  message: optional(string()),
  data: union([array(ProductSubscription), type({ data: array(ProductSubscription) })]),
});
export const SubscriptionCreateResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(type({ id: Id })),
});
/** PATCH /subscriptions/{id}/: the reference server also answers the subscription as it is now. */
export const SubscriptionUpdateResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(ProductSubscription),
});

/**
 * GET /subscription-plans-info/ (reference server): the store's settings the plans page
 * and the subscribe dialog show: the SO Elite plan's price and months, and the Subscribe and Save
 * discount new subscriptions get.
 */
export const PlansInfoResponse = type({
  status: boolean(),
  data: type({ elite_plan_price: Money, elite_plan_months: integer(), subscription_discount_percent: number() }),
});

// ─── Other ────────────────────────────────────────────────────────────────

export const Store = type({
  /** The reference server's id (staff edits name it). */
  id: optional(Id),
  store_name: string(),
  image: Text,
  landmark: Text,
  address_line_1: Text,
  address_line_2: Text,
  state_obj: optional(nullable(NamedRef)),
  postal_code: Text,
  work_start_time: Text,
  work_end_time: Text,
  mobile_no: Text,
  email: Text,
  location_url: Text,
  virtual_location_url: Text,
  city: Text,
});
export type Store = Infer<typeof Store>;
export const StoresResponse = type({
  status: boolean(),
  store_section_data: array(type({ city: string(), stores: array(Store) })),
  cities: array(string()),
});
export const BlogFilter = type({ year: union([string(), integer()]), months: array(union([string(), integer()])) });
export const BlogsResponse = type({
  status: boolean(),
  blogs: array(BlogSummary),
  total_pages: defaulted(integer(), 1),
  filters: defaulted(array(BlogFilter), []),
});
export const BlogLink = nullable(type({ id: Id, title: string(), published_at: optional(Text) }));
export const BlogPostResponse = type({
  status: optional(boolean()),
  blogData: BlogSummary,
  nextPost: optional(BlogLink),
  previousPost: optional(BlogLink),
});
export const AppointmentSlot = type({ week_day_number: integer(), starting_hour: integer() });
export const AppointmentSlotsResponse = type({ status: boolean(), online_appointment_slot: array(AppointmentSlot) });
export const EventItem = type({
  id: Id,
  title: string(),
  event_image: Text,
  start_datetime: string(),
  /** Reference server only: 'Physical Event' | 'Online', the end, HTML description, venue or link. */
  category: optional(Text),
  end_datetime: optional(Text),
  description: optional(Text),
  venue: optional(Text),
  link: optional(Text),
});
export type EventItem = Infer<typeof EventItem>;
export const EventsResponse = type({ status: optional(boolean()), events: array(EventItem) });
/** GET /events/ecommerce/{id}/ (reference server only): one event. */
export const EventDetailResponse = type({ status: boolean(), event: EventItem });

/** What the staff's content edits answer: the saved record, published or not. */
export const StaffBlogResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, title: string(), content: Text, is_published: boolean(), on_home: boolean(), published_at: string() }),
});
export const StaffEventResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, title: string(), description: Text, is_published: boolean(), start_datetime: string() }),
});
/** GET /content-pages/{slug}/ (reference server): the store's own text of a content page. */
export const ContentPage = type({
  slug: string(),
  title: string(),
  content: string(),
  meta_title: optional(Text),
  meta_description: optional(Text),
  meta_keywords: optional(Text),
  updated_at: optional(Text),
});
export type ContentPage = Infer<typeof ContentPage>;
export const ContentPageResponse = type({ status: boolean(), page: ContentPage });
export const StaffContentPageResponse = type({ status: boolean(), message: optional(string()), data: type({ slug: string(), title: string(), content: string(), is_published: boolean() }) });
export const StaffStoreResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, store_name: string(), city: string(), is_published: boolean() }),
});
/**
 * POST /getvoucgerpaymentlink/: `data` is the payment link (the gateway's payer page for
 * the gift voucher's amount), opened in a new window; the reference server also answers the
 * purchase's `txn_id`. A refusal carries `message` (and `errors` by field).
 */
export const VoucherLinkResponse = type({ status: boolean(), message: optional(string()), data: optional(string()), txn_id: optional(string()) });
export type VoucherLinkResponse = Infer<typeof VoucherLinkResponse>;
export const PollStatusResponse = type({
  status: boolean(),
  message: optional(string()),
  /** The reference server also says why status is false: still pending, or failed (ask for a new link). */
  payment_status: optional(enums(['pending', 'success', 'failure'])),
});

/** A proof-of-work captcha challenge (ALTCHA's format), from GET /captcha/challenge/. */
export const CaptchaChallenge = type({
  algorithm: string(),
  challenge: string(),
  salt: string(),
  signature: string(),
  maxnumber: optional(integer()),
  /** Which captcha to show: this proof of work, Google reCAPTCHA (with its site key), or none. */
  provider: optional(enums(['altcha', 'recaptcha', 'off'])),
  site_key: optional(string()),
});
export type CaptchaChallenge = Infer<typeof CaptchaChallenge>;

/** Re-exported so callers can name plain object schemas without importing superstruct. */
export { object, enums };

// ─── Answers the server's contract test checks that had no schema yet (appended block) ─────

/** GET /user/address/{id}/: one of the caller's addresses. */
export const AddressResponse = type({ status: boolean(), data: Address });
