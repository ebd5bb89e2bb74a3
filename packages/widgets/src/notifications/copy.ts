/**
 * Texts of the alert settings (the profile's switches) and of Notify me that only these views use
 * (so they are not in MSG, which every page loads).
 */
export const NOTIFY_COPY = {
  preferencesTitle: 'Offers and back-in-stock alerts',
  preferencesIntro:
    'Messages about your orders, deliveries and account always reach you. Offers and back-in-stock alerts come only by the channels you switch on here, and you can switch each off again at any time.',
  preferencesLoadFailed: 'Your alert settings could not be loaded.',
  /** A channel's consent in words, beside its switch (`at`: when it was recorded, formatted). */
  consentState: (on: boolean, at: string | null) => (on ? `On since ${at ?? ''}`.trim() : at ? `Off since ${at}` : 'Off'),
  consentHistory: 'Consent history',
  consentSources: { profile: 'profile switch', unsubscribe_link: 'unsubscribe link in an e-mail' },
  consentRecord: (channel: string, on: boolean, at: string, how: string) => `${at}: ${channel} ${on ? 'switched on' : 'switched off'} (${how})`,
  notifyMe: 'Notify me',
  notifyMeSaving: 'Saving…',
  /** Before and after Notify me, when alerts are on for `channels` (already joined: "e-mail and SMS"). */
  notifyMeBy: (channels: string) => `We will tell you by ${channels} when it is back in stock.`,
  notifyMeSaved: (channels: string) => `Saved: we will tell you by ${channels} once it is back in stock.`,
  notifyMeNeedsChannel: 'To be told, switch on e-mail, SMS or WhatsApp alerts in your profile.',
  notifyMeSavedNoChannel:
    'Your wish is saved, but no alerts are switched on, so we cannot tell you yet. Switch on e-mail, SMS or WhatsApp under Offers and back-in-stock alerts in your profile.',
  openAlertSettings: 'Open alert settings',
} as const;
