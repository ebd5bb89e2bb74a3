import type { Store } from '@so/contract';

/** A store as GET /stores/ sends it. */
export function sampleStore(overrides: Partial<Store> = {}): Store {
  return {
    store_name: 'SO Organic Store, Navrangpura',
    image: '/media/stores/1-800.webp',
    landmark: 'Opposite Navrangpura Bus Stand',
    address_line_1: 'Shop 4, Shivalik Complex',
    address_line_2: 'C G Road, Navrangpura',
    state_obj: { id: 7, name: 'Gujarat' },
    postal_code: '380009',
    work_start_time: '09:00:00',
    work_end_time: '20:00:00',
    mobile_no: '+91 98000 11111',
    email: 'navrangpura@soorganic.test',
    location_url: 'https://maps.google.com/?q=23.0365,72.5611',
    virtual_location_url: null,
    city: 'Ahmedabad',
    ...overrides,
  };
}

/** GET /stores/'s store_section_data: three stores in two cities. */
export const sampleSections: { city: string; stores: Store[] }[] = [
  {
    city: 'Ahmedabad',
    stores: [
      sampleStore(),
      sampleStore({
        store_name: 'SO Organic Store, Satellite',
        image: '/media/stores/2-800.webp',
        landmark: null,
        address_line_1: '12 Iscon Arcade',
        address_line_2: 'Satellite Road',
        postal_code: '380015',
        work_start_time: '10:00:00',
        work_end_time: '21:30:00',
        mobile_no: '+91 98000 22222',
        email: 'satellite@soorganic.test',
        location_url: 'https://maps.google.com/?q=23.0258,72.5074',
      }),
    ],
  },
  {
    city: 'Surat',
    stores: [
      sampleStore({
        store_name: 'SO Organic Store, Adajan',
        image: '/media/stores/3-800.webp',
        landmark: 'Near Star Bazaar',
        address_line_1: 'G-7 Green Plaza',
        address_line_2: 'Honey Park Road, Adajan',
        postal_code: '395009',
        mobile_no: '0261 2700000',
        email: 'adajan@soorganic.test',
        location_url: 'https://maps.google.com/?q=21.1959,72.7933',
        virtual_location_url: 'https://tour.example.org/so-adajan',
        city: 'Surat',
      }),
    ],
  },
];

export const sampleCities = ['Ahmedabad', 'Surat'];
