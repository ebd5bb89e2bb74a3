/**
 * The requests of a shopper's preferences and back-in-stock alerts, built from the field parsers
 * (`fields.ts`). The server validates each request with them; the browser's builds leave them
 * out. No answer schema lives here (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { field, IdField, OneOf, refuse } from './fields.ts';
import { MSG } from './messages.ts';
import { NOTIFY_CHANNELS } from './notifications.ts';

/** An unsubscribe token's form (its signature is checked by the server): `u1.<user id>.<channel>.<signature>`. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^u1\.[1-9][0-9]{0,9}\.(sms|email|whatsapp)\.[A-Za-z0-9_-]{43}$/;

/** A yes/no that must be there. */
const Granted = field<boolean>('granted', (value) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return refuse(ANSWER.mustBeOneOf('granted', ['true', 'false']));
});

/** PATCH /notifications/preferences/: switch one channel's offers and back-in-stock alerts on or off. */
export const PreferenceUpdateRequest = type({ channel: OneOf('channel', NOTIFY_CHANNELS), granted: Granted });
export type PreferenceUpdateRequest = Infer<typeof PreferenceUpdateRequest>;

export const UnsubscribeQuery = type({
  token: field<string>('token', (value) => (typeof value === 'string' && UNSUBSCRIBE_TOKEN_PATTERN.test(value) ? value : refuse(MSG.unsubscribeInvalid))),
});

export const StockAlertRequest = type({ product_id: IdField('product_id') });
export type StockAlertRequest = Infer<typeof StockAlertRequest>;
