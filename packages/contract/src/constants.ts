/**
 * Business constants (docs/rules.md). Every number the product depends on lives here once;
 * the server, the client and the widgets import it from this module. Presentation tuning
 * (carousels, confetti, pagination window, debounce) lives in `@so/ui` (tuning.ts).
 */

/** Header values. */
export const COMPANY_ID = 16;
export const COIN_WALLET_COMPANY_ID = 17;
export const COIN_WALLET_WEBSITE_ID = 16;
export const GIFT_PACKING_CATEGORY_ID = 490;

/** Header names, configurable in one place (DESIGN: the HTTP contract). */
export const HEADER_COMPANY_ID = 'Company-Id';
export const HEADER_VISITOR_ID = 'Visitor-Id';
export const HEADER_AUTHORIZATION = 'Authorization';

/**
 * Embedding: the header an embedded element's API client sends with the partner code of
 * `<so-store partner="CODE">`. The server records it only when the request's Origin is one of
 * that partner's allowed origins.
 */
export const HEADER_PARTNER = 'Partner';
/** A partner code: 1–32 of A–Z, 0–9, '_' and '-', starting with a letter or digit (compared in upper case). */
export const PARTNER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;
/** A visitor's partner attribution lasts this long after their last cart change from the partner's page (or until an order). */
export const PARTNER_ATTRIBUTION_DAYS = 30;
/** A cart handoff token (POST /handoff/) works once, within this many seconds. */
export const HANDOFF_TTL_SECONDS = 300;

/** Money: everything inside is integer paise. */
export const PAISE_PER_RUPEE = 100;
/** Minimum order: final total must be strictly above ₹250 (in paise). */
export const MINIMUM_ORDER_PAISE = 250 * PAISE_PER_RUPEE;
/** Products whose name contains this word are exempt from the minimum order. */
export const MINIMUM_ORDER_EXEMPT_WORD = 'book';
/** Flat shipping ₹100, free for elite members and Ahmedabad addresses. */
export const SHIPPING_FLAT_PAISE = 100 * PAISE_PER_RUPEE;
export const FREE_SHIPPING_CITY = 'Ahmedabad';
/** One coin is earned per full ₹100 of final total; 1 coin = ₹1. */
export const COIN_EARN_RUPEES_PER_COIN = 100;
export const COIN_VALUE_PAISE = 1 * PAISE_PER_RUPEE;
/** An OTP-verified coin redemption stays usable by one order for 30 minutes. */
export const COIN_REDEMPTION_VALID_MS = 30 * 60_000;
/**
 * An online order not paid within this many minutes is cancelled by the store (its stock, voucher
 * use, gift voucher balance and coins go back); the UNPAID_ORDER_MINUTES setting changes it.
 */
export const UNPAID_ORDER_MINUTES_DEFAULT = 30;
/** At most this many unpaid online orders may be open at once per account (UNPAID_ORDERS_PER_ACCOUNT). */
export const UNPAID_ORDERS_PER_ACCOUNT_DEFAULT = 3;
/**
 * SO Elite, the paid membership: the plan's price when the store's ELITE_PLAN_PRICE
 * setting is not set (₹199), and its length (membership one month; ELITE_PLAN_MONTHS).
 */
export const ELITE_PLAN_PRICE_DEFAULT_PAISE = 199 * PAISE_PER_RUPEE;
export const ELITE_PLAN_MONTHS_DEFAULT = 1;
/**
 * Notifications (SMS, e-mail, WhatsApp): a message whose provider fails is tried again after
 * these many minutes, one entry per retry, then given up (state failed): five tries over about an
 * hour (at 0, 1, 6, 21 and 61 minutes).
 */
export const NOTIFY_RETRY_MINUTES: readonly number[] = [1, 5, 15, 40];
/** Tries of one message in all: the first and one per NOTIFY_RETRY_MINUTES entry. */
export const NOTIFY_MAX_TRIES = NOTIFY_RETRY_MINUTES.length + 1;
/** Notifications: an SO Elite member is told this many days before the membership's last day (a daily pass). */
export const ELITE_EXPIRY_NOTICE_DAYS = 7;
/** Notifications: the daily reminders (SO Elite ending, tomorrow's Vaidya bookings) go out at this hour, India time. */
export const REMINDER_HOUR_IST = 9;
/**
 * The store's customer-care contacts: the footer's default support number and mailbox, the
 * contact lines of the content pages, and the footer of every e-mail the store sends. The owner
 * must confirm these against the store's real numbers before launch.
 */
export const STORE_CARE_PHONE = '+91 79 4890 2020';
export const STORE_CARE_EMAIL = 'care@soorganicstore.in';
/** Policies: an SO Elite plan may be cancelled within 3 weeks of its payment (by the store's support). */
export const ELITE_CANCELLATION_WEEKS = 3;
/**
 * Subscribe and Save: the discount when the store's SUBSCRIPTION_DISCOUNT_PERCENT
 * setting is not set, fixed on each subscription when it is created.
 */
export const SUBSCRIPTION_DISCOUNT_PERCENT_DEFAULT = 5;
/** A delivery may be shifted once, when it is 0 to 7 days away… */
export const SUBSCRIPTION_SHIFT_LEAD_DAYS = 7;
/** …to a date from the next delivery date up to 15 days after it. */
export const SUBSCRIPTION_SHIFT_WINDOW_DAYS = 15;
/** A subscription is cancelled at least 10 calendar days before a delivery. */
export const SUBSCRIPTION_CANCEL_NOTICE_DAYS = 10;
/** The next-delivery progress runs over 30 days (progress = 30 − days left)… */
export const SUBSCRIPTION_PROGRESS_SCALE_DAYS = 30;
/** …and a delivery 3 days away or nearer is urgent (shown red, and said in words). */
export const SUBSCRIPTION_URGENT_DAYS = 3;
/** The profile's Add Subscription goes to /shop after 500 ms. */
export const ADD_SUBSCRIPTION_DELAY_MS = 500;

/**
 * Gift vouchers: the amounts the page offers, in whole rupees, and the
 * range of an amount the buyer types in (whole rupees, both ends included; the presets lie in it).
 */
export const GIFT_VOUCHER_PRESETS = [100, 500, 1000, 2000] as const;
export const GIFT_VOUCHER_MIN_RUPEES = 100;
export const GIFT_VOUCHER_MAX_RUPEES = 10_000;
/**
 * A gift voucher's code: 12 characters from an alphabet without look-alikes (no 0 or O,
 * no 1, I or L), drawn at random, so it can be read out and typed without mistakes.
 */
export const GIFT_VOUCHER_CODE_LENGTH = 12;
export const GIFT_VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Validation limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_DIGITS = 10;
export const DEFAULT_CALLING_CODE = '+91';
export const OTP_DIGITS = 6;
export const PROFILE_MOBILE_MIN_LENGTH = 12;
export const PROFILE_MOBILE_MAX_LENGTH = 13;
/** India's PIN code: 6 digits, the first 1 to 9. */
export const PIN_CODE_DIGITS = 6;
/** Another country's postal code: 3 to 10 letters, digits, spaces or hyphens. */
export const POSTAL_CODE_MIN_LENGTH = 3;
export const POSTAL_CODE_MAX_LENGTH = 10;

/** Timings in milliseconds. */
export const COUNTER_POLL_MS = 500;
export const LOGIN_STATE_CHECK_MS = 1000;
export const ELITE_PAYMENT_POLL_MS = 1000;
export const TOAST_MIN_MS = 2000;
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_MAX_MS = 5000;
export const SUBSCRIPTION_TOAST_MS = 3000;
export const FIRST_WARNING_TOAST_MS = 2500;
export const PROFILE_UPDATED_TOAST_MS = 2000;

/** Search suggestions: up to 4; when more than 4 match, 3 plus "See more results". */
export const SEARCH_SUGGESTIONS_MAX = 4;
export const SEARCH_SUGGESTIONS_WITH_MORE = 3;
/** Counter badges show 99+ above this. */
export const COUNTER_BADGE_CAP = 99;

export const MOBILE_BREAKPOINT_PX = 768;

/** Lists and pages. */
/** Products per shop page (the shop shows one skeleton placeholder per product it will show). */
export const SHOP_PAGE_SIZE = 20;
export const REVIEW_PREVIEW_COUNT = 3;
export const REVIEW_PAGE_SIZE = 30;
export const ORDER_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const ORDER_PAGE_SIZE_DEFAULT = 10;
export const ELITE_PAGE_SIZES = [10, 25, 50, 100] as const;
/**
 * The Elite list's page size when none is chosen: the first of the sizes. A
 * default of 12 is not one of its listed sizes (the server would refuse it), so the list starts at 10.
 */
export const ELITE_PAGE_SIZE_DEFAULT = 10;
export const WALLET_PAGE_SIZE = 20;
export const CART_QUANTITY_CAP_UNKNOWN_STOCK = 20;
export const CHECKOUT_ADDRESSES_SHOWN = 2;
export const RATING_SCALE = 5;
export const REVIEW_DEFAULT_RATING = 4;

/** Sort options of the shop. */
export const SORT_OPTIONS = [
  { value: 'base_price', label: 'Catalog Price Low to High' },
  { value: '-base_price', label: 'Catalog Price High to Low' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/**
 * Policies and delivery promises, as the policy pages, the FAQ and the terms state them.
 * The FAQ of the original store also said 7 days for a return request; the store keeps one
 * window, 15 days, everywhere.
 */
export const REPLACEMENT_GUARANTEE_DAYS = 5;
export const RETURN_REQUEST_DAYS = 15;
/** Delivery in working days: Ahmedabad, elsewhere in India, and the terms page's outer limit. */
export const DELIVERY_WORKING_DAYS_AHMEDABAD = 2;
export const DELIVERY_WORKING_DAYS_ELSEWHERE = { min: 5, max: 6 } as const;
export const DELIVERY_WORKING_DAYS_TERMS_MAX = 7;
/** The store delivers in this country only (no delivery outside India). */
export const DELIVERY_COUNTRY = 'India';
/** Cities with rapid delivery. */
export const RAPID_DELIVERY_CITIES = ['Ahmedabad', 'Mumbai', 'Bangalore', 'Kolkata', 'Gandhinagar', 'Bhavnagar'] as const;
/** A premium Vaidya consultation is answered within 2 to 3 hours. */
export const PREMIUM_CONSULT_REPLY_HOURS = { min: 2, max: 3 } as const;
/** Vaidya appointments: a day can be booked at most this many days after today, Asia/Kolkata (APPOINTMENT_HORIZON_DAYS' default). */
export const APPOINTMENT_HORIZON_DAYS_DEFAULT = 30;
/** Vaidya appointments: upcoming bookings one account may hold at once (APPOINTMENT_OPEN_PER_ACCOUNT's default). */
export const APPOINTMENT_OPEN_PER_ACCOUNT_DEFAULT = 2;

/**
 * Age groups: the appointment form's (an inquiry carries one too, '00 to 06' unless sent).
 * Shared by the appointment (appointments.ts) and the contact inquiry (enquiries.ts).
 */
export const AGE_GROUPS = ['00 to 06', '06 to 12', '12 to 18', '18 to 45', '45 to 60', '60+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Product tags. */
export const PRODUCT_TAGS = ['Sugar Free', 'Best Seller', 'New Products'] as const;

/** Stated delivery time on the product page. */
export const STATED_DELIVERY = '4-7 days';

/** Defaults for addresses. */
export const DEFAULT_CITY = { id: 117, name: 'Ahmedabad' } as const;
export const DEFAULT_STATE = { id: 1198, name: 'Gujarat' } as const;
export const DEFAULT_COUNTRY = { id: 104, name: 'India' } as const;

/** Layout. */
export const TIMEZONE = 'Asia/Kolkata';
/** Its offset from UTC (+05:30, no daylight saving). */
export const TIMEZONE_UTC_OFFSET = '+05:30';

/** Pages that hide header and footer when opened with ?mobile=true. */
export const MOBILE_EMBEDDABLE_PAGES = [
  'subscription-plans', 'faq', 'terms-and-conditions', 'shipping-policy',
  'return-and-refund-policy', 'exports', 'organic-living', 'franchise', 'about-us',
  'privacy-policy', 'gift-voucher', 'event', 'bussiness',
] as const;

/** The 15 featured categories, matched by categoryId. */
export const FEATURED_CATEGORY_IDS = [
  101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115,
] as const;

/** Blogs, events and stores. Blog list page size (the store's choice). */
export const BLOG_PAGE_SIZE = 9;
/** GET /events/ecommerce/?status= (absent: all_events). */
export const EVENT_STATUSES = ['all_events', 'upcoming_events', 'past_events', 'this_month'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** GET /events/ecommerce/?category= (absent: both). */
export const EVENT_CATEGORIES = ['Physical Event', 'Online'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
/** Content pages whose text staff may replace (PUT /staff/content-pages/{slug}/; each its own route). */
export const CONTENT_PAGE_SLUGS = [
  'about-us', 'organic-living', 'franchise', 'so-coin', 'faq', 'inspire-and-support', 'contact-us',
  'subscribe-and-save', 'terms-and-conditions', 'shipping-policy', 'return-and-refund-policy', 'privacy-policy',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/**
 * A believable catalogue: the units a product's net quantity is declared in (as the
 * Legal Metrology rules have packaged goods show it), each with what it measures and how many of
 * that measure's smallest unit (g, ml, one piece) it holds. Pack sizes compare within one measure.
 */
export const NET_QUANTITY_UNITS = {
  g: { measure: 'mass', inSmallest: 1 },
  kg: { measure: 'mass', inSmallest: 1000 },
  ml: { measure: 'volume', inSmallest: 1 },
  L: { measure: 'volume', inSmallest: 1000 },
  pieces: { measure: 'count', inSmallest: 1 },
  units: { measure: 'count', inSmallest: 1 },
} as const;
export type NetQuantityUnit = keyof typeof NET_QUANTITY_UNITS;

/** Search engines and link previews: the currency of every price the store states (ISO 4217; JSON-LD priceCurrency, product:price:currency). */
export const STORE_CURRENCY = 'INR';
/** The longest meta description (characters) search engines show whole; longer descriptions are cut at a word. */
export const META_DESCRIPTION_MAX = 160;

/** Where a contact inquiry, a B2B or export lead or a Vaidya appointment stands. */
export const LEAD_STATUSES = ['new', 'answered', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

// ─── Request limits and the values requests may name ─────────────────────

/** Largest id a path or field may name (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
/** Names: first, last, full, company. */
export const MAX_NAME_LENGTH = 150;
/** One line of an address, a landmark. */
export const MAX_ADDRESS_LINE_LENGTH = 250;
export const MAX_ADDRESSES = 50;
export const MAX_REVIEW_LENGTH = 2000;
export const MAX_GIFT_MESSAGE_LENGTH = 500;
/** An order's idempotency key (`client_key`). */
export const MAX_CLIENT_KEY_LENGTH = 100;
/** A public order number (SO100001) as a path or field. */
export const MAX_ORDER_NUMBER_LENGTH = 40;
/** Longest country search. */
export const MAX_COUNTRY_FILTER_LENGTH = 100;
/** Longest product search or category name. */
export const MAX_SEARCH_LENGTH = 500;
/** Longest page address a meta-tags lookup reads (longer ones are cut). */
export const MAX_PAGE_URL_LENGTH = 500;
/** Longest captcha solution (an ALTCHA payload or a reCAPTCHA token). */
export const MAX_CAPTCHA_LENGTH = 4096;
/** Most units one cart line may ask for at once. */
export const MAX_CART_QUANTITY = 1_000_000;
/** Largest stock staff may set. */
export const MAX_STOCK = 1_000_000;
export const WALLET_PAGE_SIZE_MAX = 50;
export const STAFF_PAGE_SIZE_DEFAULT = 20;
export const STAFF_PAGE_SIZE_MAX = 100;

/** A payment's transaction id: PayU's letters, digits, '-' and '_', at most 64. */
export const TXNID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A password reset link's id. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tags a saved address may carry. */
export const ADDRESS_TAGS = ['No tag', 'Home', 'Office', 'Other'] as const;
export type AddressTag = (typeof ADDRESS_TAGS)[number];
/**
 * Where an order is; Delivered, Returned (to origin: the courier brought it back) and Cancelled
 * are final. ORDER_MOVES says where each may go.
 */
export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Dispatched', 'Out for Delivery', 'Delivered', 'Returned', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The fulfilment state machine: the statuses each status may move to. Confirmed → Dispatched only
 * by shipping the order (courier and AWB); a shipped order is never cancelled, it is delivered or
 * returned to origin.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Dispatched', 'Cancelled'],
  Dispatched: ['Out for Delivery', 'Delivered', 'Returned'],
  'Out for Delivery': ['Delivered', 'Returned'],
  Delivered: [],
  Returned: [],
  Cancelled: [],
};
/** The statuses of an order on its way: shipped, its shipment still correctable. */
export const SHIPPED_STATUSES: readonly OrderStatus[] = ['Dispatched', 'Out for Delivery'];
/**
 * What happened to an order, with its time (the shopper's timeline and the staff's history):
 * `shipment_corrected` and `restocked` are the staff's only.
 */
export const ORDER_EVENT_KINDS = ['placed', 'paid', 'confirmed', 'shipped', 'shipment_corrected', 'out_for_delivery', 'delivered', 'returned', 'cancelled', 'restocked'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
/** The events a shopper's order detail carries (the staff's own left out). */
export const SHOPPER_ORDER_EVENTS: readonly OrderEventKind[] = ['placed', 'paid', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'returned', 'cancelled'];
/** A shipment: the courier's name and the AWB (tracking number) as staff type them. */
export const MAX_COURIER_LENGTH = 60;
export const AWB_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
/** A parcel's weight in grams (1 g to 50 kg) and its boxes (1 to 20). */
export const MAX_SHIPMENT_GRAMS = 50_000;
export const MAX_SHIPMENT_BOXES = 20;
/** A refund's life: due → sending → requested (the gateway queued it) | refunded | failed (staff may send it again). */
export const REFUND_STATUSES = ['due', 'sending', 'requested', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Why a payment is refunded: the order was already paid, or it was cancelled. */
export const REFUND_REASONS = ['duplicate', 'cancelled'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const BANNER_SEQUENCES = ['Upper', 'Lower'] as const;
export const HOME_SECTION_TYPES = ['Upper', 'Lower', 'Product'] as const;

/** Are you taking any medicine? The wire values of the optional question. */
export const TAKING_MEDICINE_ANSWERS = ['yes', 'no'] as const;
export type TakingMedicine = (typeof TAKING_MEDICINE_ANSWERS)[number];

/** Consent records the preferences answer lists, newest first (the whole history stays in the database). */
export const CONSENT_HISTORY_SHOWN = 20;

// ─── GST tax invoices (docs/rules.md#gst-invoices) ─────────────────────────

/**
 * India's states and union territories with their two-digit GST state codes (the first two digits
 * of a GSTIN), as the GST portal lists them today: 28 states and 8 union territories. Codes no
 * longer given to a place are left out (25, Daman and Diu before its merger; 28, Andhra Pradesh
 * before Telangana's separation), as are 97 (other territory) and 99 (centre jurisdiction).
 */
export const GST_STATE_CODES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;
export type GstStateCode = (typeof GST_STATE_CODES)[number]['code'];
/** India's financial year starts in April (month 4) and ends in March, India time. */
export const FINANCIAL_YEAR_START_MONTH = 4;
/** An invoice number's sequence is zero-padded to at least 6 digits (SO/2026-27/000123). */
/** The longest invoice number GST allows (characters). */
export const GST_INVOICE_NUMBER_MAX_LENGTH = 16;
export const INVOICE_SEQUENCE_DIGITS = 6;
