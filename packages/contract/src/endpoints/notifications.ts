/**
 * Notifications: a shopper's consent to offers and back-in-stock alerts per channel (read,
 * change, and the one-click unsubscribe link of marketing e-mails), and the back-in-stock wish
 * of an out-of-stock product.
 */
import { CONSENT_HISTORY_SHOWN } from '../constants.ts';
import { MSG } from '../messages.ts';
import { PreferencesResponse, StockAlertResponse, UnsubscribeResponse } from '../preferences.answers.ts';
import { PreferenceUpdateRequest, StockAlertRequest, UnsubscribeQuery } from '../preferences.requests.ts';
import { endpoint } from './endpoint.ts';

export const NOTIFICATIONS = {
  preferences: endpoint({
    method: 'GET',
    path: '/notifications/preferences/',
    answer: PreferencesResponse,
    auth: 'login',
    summary: `The caller’s consent to offers and back-in-stock alerts per channel (\`email\`, \`sms\`, \`whatsapp\`): on or off, when and how it was recorded (\`profile\` or \`unsubscribe_link\`; null when never given), and the latest ${CONSENT_HISTORY_SHOWN} records of its history, newest first. Transactional messages need no consent.`,
  }),
  updatePreferences: endpoint({
    method: 'PATCH',
    path: '/notifications/preferences/',
    body: PreferenceUpdateRequest,
    answer: PreferencesResponse,
    auth: 'login',
    summary: `Switches one channel’s offers and back-in-stock alerts on or off (\`{channel, granted}\`), recorded with its time as a new history row (“${MSG.consentSaved('E-mail', true)}”); answers the preferences as \`preferences\` does.`,
  }),
  unsubscribe: endpoint({
    method: 'GET',
    path: '/notifications/unsubscribe/',
    query: UnsubscribeQuery,
    answer: UnsubscribeResponse,
    auth: 'anyone',
    visitor: 'none',
    summary: `The one-click unsubscribe link of marketing e-mails (\`token\`: signed for one account and channel; no login): withdraws that channel’s consent, recorded as \`unsubscribe_link\` with its time (“${MSG.unsubscribed('e-mail')}”). A browser (\`Accept: text/html\`) gets a small page saying so. A malformed, forged or unknown token 400 “${MSG.unsubscribeInvalid}”.`,
  }),
  notifyMe: endpoint({
    method: 'POST',
    path: '/notifications/back-in-stock/',
    body: StockAlertRequest,
    answer: StockAlertResponse,
    auth: 'login',
    loginPrompt: MSG.loginToNotifyMe,
    summary: `Notify me: records the caller’s wish to be told once when an out-of-stock product is back in stock (asking again keeps one wish); answers the channels they will be told by, their consented ones (none: the wish waits, and the shopper is asked to switch one on). A product in stock 400 “${MSG.stockAlertInStock}”, an unknown or hidden one 404.`,
  }),
};
