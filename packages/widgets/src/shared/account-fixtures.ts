/**
 * Sample data for the account stories and tests only (never used by a running widget).
 */
import { CONSENT_CHANNELS, type Address, type ChannelConsent, type Country, type NotifyChannel, type OrderSummary, type Preferences, type Profile, type WalletEntry } from '@so/contract';

export function sampleAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 31,
    address_tags: 'Home',
    full_name: 'Asha Patel',
    mobile: '+919800000002',
    mobile_without_ext: '9800000002',
    another_mobile: null,
    another_mobile_without_ext: null,
    address_line_1: '12, Shanti Kunj Society',
    address_line_2: 'Near Vastrapur Lake',
    landmark: 'Opposite Himalaya Mall',
    city_obj: { id: 117, name: 'Ahmedabad' },
    state_obj: { id: 1198, name: 'Gujarat' },
    country_obj: { id: 104, name: 'India' },
    postal_code: '380015',
    is_default: true,
    ...overrides,
  };
}

export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    first_name: 'Asha',
    last_name: 'Patel',
    company: 'Patel Naturals',
    email: 'asha@soorganic.test',
    mobile_no: '+919800000002',
    profile_pic: null,
    is_subscribed: true,
    contact_id: 501,
    is_wallet: true,
    user_id: 77,
    addresses: [
      sampleAddress(),
      sampleAddress({
        id: 32,
        address_tags: 'Office',
        full_name: 'Asha Patel',
        mobile: '+919800000012',
        mobile_without_ext: '9800000012',
        address_line_1: '4th floor, Shivalik Plaza',
        address_line_2: 'IIM Road, Panjrapol',
        landmark: null,
        postal_code: '380006',
        is_default: false,
      }),
    ],
    ...overrides,
  };
}

export const sampleCountries: Country[] = [
  { id: 104, country_name: 'India', calling_code: '+91' },
  { id: 13, country_name: 'Australia', calling_code: '+61' },
  { id: 231, country_name: 'United States', calling_code: '+1' },
  { id: 233, country_name: 'United Arab Emirates', calling_code: '+971' },
];

export const sampleStates: Record<number, { id: number; name: string }[]> = {
  104: [
    { id: 1198, name: 'Gujarat' },
    { id: 1215, name: 'Maharashtra' },
  ],
  233: [
    { id: 3391, name: 'Dubai' },
    { id: 3390, name: 'Abu Dhabi' },
  ],
};

export const sampleCities: Record<number, { id: number; name: string }[]> = {
  1198: [
    { id: 117, name: 'Ahmedabad' },
    { id: 118, name: 'Surat' },
  ],
  1215: [{ id: 301, name: 'Mumbai' }],
  3391: [{ id: 9001, name: 'Dubai' }],
};

export function sampleOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 9,
    order_id: 'SO100009',
    order_date: '2026-03-05T10:30:00+05:30',
    sale_status: 'Quotation Sent',
    final_total: 192400,
    pay_type: 'COD',
    order_status: 'Pending',
    ...overrides,
  };
}

/** n orders, newest first, with a mix of statuses and payment types. */
export function sampleOrders(n: number, firstNumber = 100000 + n): OrderSummary[] {
  const statuses = ['Pending', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled'];
  return Array.from({ length: n }, (_, i) =>
    sampleOrderSummary({
      id: firstNumber - i,
      order_id: `SO${firstNumber - i}`,
      order_date: new Date(Date.UTC(2026, 2, 28 - (i % 27), 6, 0)).toISOString(),
      final_total: 25100 + i * 13750,
      pay_type: i % 2 === 0 ? 'COD' : 'Online',
      order_status: statuses[i % statuses.length],
    }),
  );
}

/** Coin history, newest first: earned on COD orders, spent on one. */
export const sampleWalletEntries: WalletEntry[] = [
  { id: 4, order_id: 'SO100004', pos_order: { order_id: 'SO100004' }, new_added_coin: 0, used_coin: 40, available_coin: 80, created_at: '2026-03-20T12:00:00Z' },
  { id: 3, order_id: 'SO100003', pos_order: { order_id: 'SO100003' }, new_added_coin: 19, used_coin: 0, available_coin: 120, created_at: '2026-03-12T09:15:00Z' },
  { id: 2, order_id: 'SO100002', pos_order: { order_id: 'SO100002' }, new_added_coin: 61, used_coin: 0, available_coin: 101, created_at: '2026-02-27T18:40:00Z' },
  { id: 1, order_id: 'SO100001', pos_order: null, new_added_coin: 40, used_coin: 0, available_coin: 40, created_at: '2026-02-01T08:00:00Z' },
];

/** When the sample consents were given. */
export const CONSENT_SINCE = '2026-11-20T10:00:00.000Z';

/** The server's alert preferences: `on` switched on (from the profile, CONSENT_SINCE), the rest never asked. */
export function samplePreferences(on: readonly NotifyChannel[] = []): Preferences {
  const consents: ChannelConsent[] = CONSENT_CHANNELS.map((channel) =>
    on.includes(channel) ? { channel, granted: true, recorded_at: CONSENT_SINCE, source: 'profile' } : { channel, granted: false, recorded_at: null, source: null },
  );
  return { consents, history: on.map((channel) => ({ channel, granted: true, recorded_at: CONSENT_SINCE, source: 'profile' as const })) };
}
