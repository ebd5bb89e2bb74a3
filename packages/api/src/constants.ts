/**
 * SPEC §9 business constants. Every number the product depends on lives here once;
 * the server, the client and the widgets import it from this module.
 */

/** Header values (SPEC §1, §9). */
export const COMPANY_ID = 16;
export const COIN_WALLET_COMPANY_ID = 17;
export const COIN_WALLET_WEBSITE_ID = 16;
export const GIFT_PACKING_CATEGORY_ID = 490;

/** Header names, configurable in one place (DESIGN: the HTTP contract). */
export const HEADER_COMPANY_ID = 'Company-Id';
export const HEADER_VISITOR_ID = 'Visitor-Id';
export const HEADER_AUTHORIZATION = 'Authorization';

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

/** Validation limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;
export const DEFAULT_CALLING_CODE = '+91';
export const OTP_DIGITS = 6;
export const PROFILE_MOBILE_MIN_LENGTH = 12;
export const PROFILE_MOBILE_MAX_LENGTH = 13;

/** Timings in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 500;
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

/** Carousels. */
export const BANNER_AUTOPLAY_MS = 10_000;
export const AWARDS_AUTOPLAY_MS = 2_500;
export const LOGIN_IMAGE_AUTOPLAY_MS = 3_000;
/** Slides per view by viewport width: 5 desktop, 3 below 1024, 2 below 768, 1 below 480. */
export const CAROUSEL_SLIDES = [
  { below: 480, slides: 1 },
  { below: 768, slides: 2 },
  { below: 1024, slides: 3 },
] as const;
export const CAROUSEL_SLIDES_DESKTOP = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const TABLET_BREAKPOINT_PX = 1024;

/** Celebration overlay (SPEC §4). */
export const CELEBRATION_DELAY_MS = 2_000;
export const CELEBRATION_TEXT_DELAY_MS = 500;
export const CELEBRATION_AUTO_CLOSE_MS = 5_000;
export const CONFETTI_DESKTOP = 140;
export const CONFETTI_MOBILE = 80;

export const SCROLL_TO_TOP_AFTER_PX = 250;

/** Lists and pages. */
export const SHOP_SKELETON_COUNT = 20;
/** Products per shop page: one skeleton placeholder per product the page will show. */
export const SHOP_PAGE_SIZE = SHOP_SKELETON_COUNT;
export const PAGINATION_OUTER = 3;
export const PAGINATION_INNER = 3;
export const WALLET_PAGINATION_SIBLINGS = 2;
export const REVIEW_PREVIEW_COUNT = 3;
export const REVIEW_PAGE_SIZE = 30;
export const ORDER_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const ORDER_PAGE_SIZE_DEFAULT = 10;
export const ELITE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ELITE_PAGE_SIZE_DEFAULT = 12;
export const WALLET_PAGE_SIZE = 20;
export const CART_QUANTITY_CAP_UNKNOWN_STOCK = 20;
export const CHECKOUT_ADDRESSES_SHOWN = 2;
export const RATING_SCALE = 5;
export const REVIEW_DEFAULT_RATING = 4;

/** Sort options of the shop (SPEC §9). */
export const SORT_OPTIONS = [
  { value: 'base_price', label: 'Catalog Price Low to High' },
  { value: '-base_price', label: 'Catalog Price High to Low' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** Product tags (SPEC §3). */
export const PRODUCT_TAGS = ['Sugar Free', 'Best Seller', 'New Products'] as const;

/** Stated delivery time on the product page. */
export const STATED_DELIVERY = '4-7 days';

/** Defaults for addresses (SPEC §3). */
export const DEFAULT_CITY = { id: 117, name: 'Ahmedabad' } as const;
export const DEFAULT_STATE = { id: 1198, name: 'Gujarat' } as const;
export const DEFAULT_COUNTRY = { id: 104, name: 'India' } as const;

/** Layout. */
export const PAGE_MAX_WIDTH_PX = 1920;
export const THEME_FONT = 'Inter';
export const TIMEZONE = 'Asia/Kolkata';

/** Pages that hide header and footer when opened with ?mobile=true (SPEC §2). */
export const MOBILE_EMBEDDABLE_PAGES = [
  'subscription-plans', 'faq', 'terms-and-conditions', 'shipping-policy',
  'return-and-refund-policy', 'exports', 'organic-living', 'franchise', 'about-us',
  'privacy-policy', 'gift-voucher', 'event', 'bussiness',
] as const;

/** The 15 featured categories, matched by categoryId (SPEC §3). */
export const FEATURED_CATEGORY_IDS = [
  101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115,
] as const;
