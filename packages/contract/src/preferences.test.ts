import { describe, expect, it } from 'vitest';
import { CONSENT_HISTORY_SHOWN } from './constants.ts';
import { MARKETING_NOTIFICATION_KINDS } from './notifications.ts';
import { channelList, CONSENT_CHANNELS, consentedChannels } from './preferences.ts';
import { UNSUBSCRIBE_TOKEN_PATTERN } from './preferences.requests.ts';

describe('consent to offers and back-in-stock alerts', () => {
  it('shows the latest 20 records of the history and a switch for e-mail, SMS and WhatsApp', () => {
    expect(CONSENT_HISTORY_SHOWN).toBe(20);
    expect(CONSENT_CHANNELS).toEqual(['email', 'sms', 'whatsapp']);
  });

  it('treats back-in-stock alerts as marketing, and order messages as not', () => {
    expect(MARKETING_NOTIFICATION_KINDS).toEqual(['back_in_stock']);
    expect(MARKETING_NOTIFICATION_KINDS).not.toContain('subscription');
  });

  it('names the channels switched on in a sentence, in the switches’ order', () => {
    const on = (channels: string[]) =>
      CONSENT_CHANNELS.map((channel) => ({ channel, granted: channels.includes(channel) }));
    expect(channelList(consentedChannels(on(['sms', 'email'])))).toBe('e-mail and SMS');
    expect(channelList(consentedChannels(on(['whatsapp', 'sms', 'email'])))).toBe('e-mail, SMS and WhatsApp');
    expect(channelList(consentedChannels(on(['whatsapp'])))).toBe('WhatsApp');
    expect(consentedChannels(on([]))).toEqual([]);
  });

  it('knows an unsubscribe token’s form: version, account, channel, signature', () => {
    expect(UNSUBSCRIBE_TOKEN_PATTERN.test(`u1.42.email.${'a'.repeat(43)}`)).toBe(true);
    expect(UNSUBSCRIBE_TOKEN_PATTERN.test(`u1.42.fax.${'a'.repeat(43)}`)).toBe(false);
    expect(UNSUBSCRIBE_TOKEN_PATTERN.test(`u1.0.email.${'a'.repeat(43)}`)).toBe(false);
    expect(UNSUBSCRIBE_TOKEN_PATTERN.test('u1.42.email.short')).toBe(false);
  });
});
