/** Texts of the store locator that only this page uses (the shared "No stores found" is MSG.noStoresFound). */
export const STORE_LOCATOR_COPY = {
  title: 'Store Locator',
  intro: 'Visit an SO Organic store near you.',
  loading: 'Loading stores',
  loadFailed: 'Stores could not be loaded',
  city: 'City',
  allCities: 'All cities',
  storesIn: (city: string) => `Stores in ${city}`,
  landmark: (landmark: string) => `Landmark: ${landmark}`,
  hours: 'Open',
  call: (store: string) => `Call ${store}: `,
  email: (store: string) => `E-mail ${store}: `,
  map: 'View on map',
  mapOf: (store: string) => `: ${store}, opens in a new tab`,
  virtualTour: 'Virtual tour',
  tourOf: (store: string) => `: ${store}, opens in a new tab`,
} as const;
