/** The profile's switches for offers and back-in-stock alerts: consent per channel, recorded with its time. */
export { Preferences } from './Preferences.tsx';
export { PreferencesView, consentInWords, type PreferencesViewProps } from './PreferencesView.tsx';
export { ALERT_COPY } from './copy.ts';
