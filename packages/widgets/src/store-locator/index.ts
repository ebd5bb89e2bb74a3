export { StoreLocator, STORE_CITY_PARAM } from './StoreLocator.tsx';
export { StoreLocatorView, StoreLocatorSkeleton, StoreLocatorError, StoreCard, sectionsOf, type CitySection, type StoreLocatorViewProps } from './StoreLocatorView.tsx';
export { formatClock, formatHours } from './hours.ts';
export { STORE_LOCATOR_COPY } from './copy.ts';
export { default as storeLocatorStyles } from './store-locator.css?inline';
