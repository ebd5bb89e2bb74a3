/**
 * A shopper's preferences: consent to marketing messages (offers and back-in-stock alerts) per
 * channel, and how each consent was given or withdrawn. Transactional messages (codes, orders,
 * deliveries) need no consent and always go (docs/rules.md#notifications).
 */
import { MSG } from './messages.ts';
import type { NotifyChannel } from './notifications.ts';

/** How a consent was recorded: the profile's switch, or the one-click link of a marketing e-mail. */
export const CONSENT_SOURCES = ['profile', 'unsubscribe_link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The channels shown as switches, in order. */
export const CONSENT_CHANNELS: readonly NotifyChannel[] = ['email', 'sms', 'whatsapp'];

/** The channels switched on, in CONSENT_CHANNELS order. */
export function consentedChannels(consents: readonly { channel: NotifyChannel; granted: boolean }[]): NotifyChannel[] {
  return CONSENT_CHANNELS.filter((channel) => consents.some((c) => c.channel === channel && c.granted));
}

/** Channels in a sentence: "e-mail", "e-mail and SMS", "e-mail, SMS and WhatsApp". */
export function channelList(channels: readonly NotifyChannel[]): string {
  const words = channels.map((channel) => MSG.channelWords[channel]);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
