/**
 * Texts of Notify me on an out-of-stock product's page that only it uses (so they are not in MSG,
 * which every page loads).
 */
export const NOTIFY_ME_COPY = {
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
