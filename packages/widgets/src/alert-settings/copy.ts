/**
 * Texts of the profile's offers and back-in-stock alert switches that only this view uses (so they
 * are not in MSG, which every page loads).
 */
export const ALERT_COPY = {
  preferencesTitle: 'Offers and back-in-stock alerts',
  preferencesIntro:
    'Messages about your orders, deliveries and account always reach you. Offers and back-in-stock alerts come only by the channels you switch on here, and you can switch each off again at any time.',
  preferencesLoadFailed: 'Your alert settings could not be loaded.',
  /** A channel's consent in words, beside its switch (`at`: when it was recorded, formatted). */
  consentState: (on: boolean, at: string | null) => (on ? `On since ${at ?? ''}`.trim() : at ? `Off since ${at}` : 'Off'),
  consentHistory: 'Consent history',
  consentSources: { profile: 'profile switch', unsubscribe_link: 'unsubscribe link in an e-mail' },
  consentRecord: (channel: string, on: boolean, at: string, how: string) => `${at}: ${channel} ${on ? 'switched on' : 'switched off'} (${how})`,
} as const;
