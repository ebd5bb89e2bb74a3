import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';
import {
  badgeText,
  canPayOrder,
  canReviewOrder,
  coinsEarned,
  inStock,
  maxOrderable,
  meetsMinimumOrder,
  payMinutesLeft,
  shippingPaise,
  suggestionsToShow,
} from './rules.ts';

describe('business constants', () => {
  it('keeps the documented numbers', () => {
    expect(C.COMPANY_ID).toBe(16);
    expect(C.COIN_WALLET_COMPANY_ID).toBe(17);
    expect(C.COIN_WALLET_WEBSITE_ID).toBe(16);
    expect(C.GIFT_PACKING_CATEGORY_ID).toBe(490);
    expect(C.MINIMUM_ORDER_PAISE).toBe(25000);
    expect(C.SHIPPING_FLAT_PAISE).toBe(10000);
    expect(C.COUNTER_POLL_MS).toBe(500);
    expect(C.SHOP_PAGE_SIZE).toBe(20);
    expect(C.REVIEW_PAGE_SIZE).toBe(30);
    expect(C.ORDER_PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(C.ELITE_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(C.ELITE_PAGE_SIZE_DEFAULT).toBe(10);
    expect(C.ELITE_PAGE_SIZES).toContain(C.ELITE_PAGE_SIZE_DEFAULT);
    expect(C.ELITE_PLAN_PRICE_DEFAULT_PAISE).toBe(19900);
    expect(C.ELITE_PLAN_MONTHS_DEFAULT).toBe(1);
    expect(C.SUBSCRIPTION_DISCOUNT_PERCENT_DEFAULT).toBe(5);
    expect(C.UNPAID_ORDER_MINUTES_DEFAULT).toBe(30);
    expect(C.UNPAID_ORDERS_PER_ACCOUNT_DEFAULT).toBe(3);
    expect(C.SUBSCRIPTION_SHIFT_LEAD_DAYS).toBe(7);
    expect(C.SUBSCRIPTION_SHIFT_WINDOW_DAYS).toBe(15);
    expect(C.SUBSCRIPTION_PROGRESS_SCALE_DAYS).toBe(30);
    expect(C.SUBSCRIPTION_URGENT_DAYS).toBe(3);
    expect(C.ADD_SUBSCRIPTION_DELAY_MS).toBe(500);
    expect(C.SUBSCRIPTION_TOAST_MS).toBe(3000);
    expect(C.TIMEZONE_UTC_OFFSET).toBe('+05:30');
    expect(C.WALLET_PAGE_SIZE).toBe(20);
    expect(C.CART_QUANTITY_CAP_UNKNOWN_STOCK).toBe(20);
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.OTP_DIGITS).toBe(6);
    expect(C.FEATURED_CATEGORY_IDS).toHaveLength(15);
    expect(C.SORT_OPTIONS.map((o) => o.value)).toEqual(['base_price', '-base_price']);
    expect(C.DEFAULT_CITY).toEqual({ id: 117, name: 'Ahmedabad' });
    expect(C.DEFAULT_STATE).toEqual({ id: 1198, name: 'Gujarat' });
    expect(C.DEFAULT_COUNTRY).toEqual({ id: 104, name: 'India' });
  });

  it('keeps the policies and delivery promises', () => {
    expect(C.REPLACEMENT_GUARANTEE_DAYS).toBe(5);
    expect(C.RETURN_REQUEST_DAYS).toBe(15);
    expect(C.ELITE_CANCELLATION_WEEKS).toBe(3);
    expect(C.DELIVERY_WORKING_DAYS_AHMEDABAD).toBe(2);
    expect(C.DELIVERY_WORKING_DAYS_ELSEWHERE).toEqual({ min: 5, max: 6 });
    expect(C.DELIVERY_WORKING_DAYS_TERMS_MAX).toBe(7);
    expect(C.DELIVERY_COUNTRY).toBe('India');
    expect(C.RAPID_DELIVERY_CITIES).toEqual(['Ahmedabad', 'Mumbai', 'Bangalore', 'Kolkata', 'Gandhinagar', 'Bhavnagar']);
    expect(C.PREMIUM_CONSULT_REPLY_HOURS).toEqual({ min: 2, max: 3 });
    expect(C.APPOINTMENT_HORIZON_DAYS_DEFAULT).toBe(30);
    expect(C.APPOINTMENT_OPEN_PER_ACCOUNT_DEFAULT).toBe(2);
  });

  it('keeps the reminder days and hour and the customer-care contacts', () => {
    expect(C.ELITE_EXPIRY_NOTICE_DAYS).toBe(7);
    expect(C.REMINDER_HOUR_IST).toBe(9);
    expect(C.STORE_CARE_PHONE).toBe('+91 79 4890 2020');
    expect(C.STORE_CARE_EMAIL).toBe('care@soorganicstore.in');
  });
});

describe('badgeText', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i → %s', (count, text) => expect(badgeText(count)).toBe(text));
});

describe('suggestionsToShow', () => {
  it('shows up to 4, or 3 plus See more when more than 4 match', () => {
    expect(suggestionsToShow(0)).toEqual({ shown: 0, seeMore: false });
    expect(suggestionsToShow(4)).toEqual({ shown: 4, seeMore: false });
    expect(suggestionsToShow(5)).toEqual({ shown: 3, seeMore: true });
  });
});

describe('stock', () => {
  it('treats null and 0 as out of stock', () => {
    expect(inStock(null)).toBe(false);
    expect(inStock(0)).toBe(false);
    expect(inStock(3)).toBe(true);
  });
  it('caps at stock, or 20 when stock is unknown', () => {
    expect(maxOrderable(7)).toBe(7);
    expect(maxOrderable(null)).toBe(0);
    expect(maxOrderable(undefined)).toBe(20);
  });
});

describe('minimum order', () => {
  it('needs a final total strictly above ₹250', () => {
    expect(meetsMinimumOrder(25000, ['Ghee'])).toBe(false);
    expect(meetsMinimumOrder(25001, ['Ghee'])).toBe(true);
  });
  it("exempts orders with a product whose name contains 'book'", () => {
    expect(meetsMinimumOrder(10000, ['Ayurveda Cook Book'])).toBe(true);
  });
});

describe('shipping', () => {
  it('is ₹100 flat, free for elite members and Ahmedabad', () => {
    expect(shippingPaise(false, 'Mumbai')).toBe(10000);
    expect(shippingPaise(true, 'Mumbai')).toBe(0);
    expect(shippingPaise(false, 'ahmedabad ')).toBe(0);
  });
});

describe('coins earned', () => {
  it('is floor(final total / 100), none when coins were redeemed', () => {
    expect(coinsEarned(99999, 0)).toBe(9);
    expect(coinsEarned(100000, 0)).toBe(10);
    expect(coinsEarned(100000, 5)).toBe(0);
  });
});

describe('order page rules', () => {
  const now = new Date('2026-03-05T10:00:00Z');
  const online = { pay_type: 'Online', order_status: 'Pending', is_paid: false, pay_by: '2026-03-05T10:27:00Z' };

  it('offers Accept and Pay for an unpaid online order within its time only', () => {
    expect(canPayOrder(online, now)).toBe(true);
    expect(canPayOrder({ ...online, pay_by: null }, now)).toBe(true);
    expect(canPayOrder({ ...online, pay_by: '2026-03-05T10:00:00Z' }, now)).toBe(false);
    expect(canPayOrder({ ...online, is_paid: true }, now)).toBe(false);
    expect(canPayOrder({ ...online, order_status: 'Cancelled' }, now)).toBe(false);
    expect(canPayOrder({ ...online, order_status: 'Delivered' }, now)).toBe(false);
  });

  it('never offers Accept and Pay for cash on delivery, before or after dispatch', () => {
    for (const status of ['Pending', 'Confirmed', 'Dispatched', 'Delivered']) {
      expect(canPayOrder({ pay_type: 'COD', order_status: status, is_paid: false, pay_by: null }, now)).toBe(false);
    }
  });

  it('counts the minutes left to pay, rounded up, never below 0', () => {
    expect(payMinutesLeft('2026-03-05T10:27:00Z', now)).toBe(27);
    expect(payMinutesLeft('2026-03-05T10:00:01Z', now)).toBe(1);
    expect(payMinutesLeft('2026-03-05T09:59:00Z', now)).toBe(0);
    expect(payMinutesLeft(null, now)).toBeNull();
    expect(payMinutesLeft('not a time', now)).toBeNull();
  });

  it('offers Review Product only once the order is delivered', () => {
    expect(canReviewOrder({ order_status: 'Delivered' })).toBe(true);
    for (const status of ['Pending', 'Confirmed', 'Dispatched', 'Cancelled']) expect(canReviewOrder({ order_status: status })).toBe(false);
  });
});
