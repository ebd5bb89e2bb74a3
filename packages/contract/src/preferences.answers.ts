/**
 * The answers of a shopper's preferences (marketing consent per channel, its history) and of
 * back-in-stock alerts. No request schema lives here: a shopper's page loads this module whole.
 */
import { array, boolean, enums, type Infer, literal, nullable, optional, string, type } from 'superstruct';
import { NOTIFY_CHANNELS } from './notifications.ts';
import { CONSENT_SOURCES } from './preferences.ts';
import { Id } from './wire.ts';

/** One channel's consent as it stands: on or off, and when and how that was recorded (null: never asked). */
export const ChannelConsent = type({
  channel: enums(NOTIFY_CHANNELS),
  granted: boolean(),
  recorded_at: nullable(string()),
  source: nullable(enums(CONSENT_SOURCES)),
});
export type ChannelConsent = Infer<typeof ChannelConsent>;

/** One recorded change of consent (the history is kept, never overwritten). */
export const ConsentRecord = type({
  channel: enums(NOTIFY_CHANNELS),
  granted: boolean(),
  recorded_at: string(),
  source: enums(CONSENT_SOURCES),
});
export type ConsentRecord = Infer<typeof ConsentRecord>;

export const Preferences = type({ consents: array(ChannelConsent), history: array(ConsentRecord) });
export type Preferences = Infer<typeof Preferences>;

export const PreferencesResponse = type({ status: boolean(), message: optional(string()), data: Preferences });

export const UnsubscribeResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ channel: enums(NOTIFY_CHANNELS), granted: literal(false) }),
});

/** A back-in-stock wish: the channels the shopper will be told by (none: nothing switched on yet). */
export const StockAlertResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ product_id: Id, channels: array(enums(NOTIFY_CHANNELS)) }),
});
export type StockAlert = Infer<typeof StockAlertResponse>['data'];
