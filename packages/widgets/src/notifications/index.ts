/** Consent to offers and back-in-stock alerts (the profile's switches) and Notify me (the product page). */
export { Preferences } from './Preferences.tsx';
export { PreferencesView, consentInWords, type PreferencesViewProps } from './PreferencesView.tsx';
export { NotifyMe } from './NotifyMe.tsx';
export { NotifyMeView, type NotifyMeViewProps } from './NotifyMeView.tsx';
export { NOTIFY_COPY } from './copy.ts';
