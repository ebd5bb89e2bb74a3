/**
 * Sample data for the account stories and tests only (never used by a running widget).
 */
import type { Address, Country, Profile } from '@so/api';

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
