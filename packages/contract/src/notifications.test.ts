import { describe, expect, it } from 'vitest';
import { NOTIFY_MAX_TRIES, NOTIFY_RETRY_MINUTES } from './constants.ts';
import { DOC } from './documents.ts';
import { STORE_NAME } from './messages.ts';
import { notifyRetryMinutes } from './notifications.ts';

describe('the retry schedule of notifications', () => {
  it('tries a message five times over about an hour, waiting longer each time', () => {
    expect(NOTIFY_MAX_TRIES).toBe(5);
    const waits = [1, 2, 3, 4].map((tries) => notifyRetryMinutes(tries));
    expect(waits).toEqual([...NOTIFY_RETRY_MINUTES]);
    for (let i = 1; i < NOTIFY_RETRY_MINUTES.length; i++) expect(NOTIFY_RETRY_MINUTES[i]).toBeGreaterThan(NOTIFY_RETRY_MINUTES[i - 1]);
    const lastTryAfter = NOTIFY_RETRY_MINUTES.reduce((sum, minutes) => sum + minutes, 0);
    expect(lastTryAfter).toBeGreaterThanOrEqual(50);
    expect(lastTryAfter).toBeLessThanOrEqual(70);
  });

  it('gives up after the fifth failed try', () => {
    expect(notifyRetryMinutes(5)).toBeNull();
    expect(notifyRetryMinutes(6)).toBeNull();
    expect(notifyRetryMinutes(0)).toBeNull();
  });
});

/** A message kind's SMS: its variables' names and its text of them. */
interface SmsTemplate {
  vars: readonly string[];
  sms: (...vars: string[]) => string;
}
const isSmsTemplate = (value: unknown): value is SmsTemplate => typeof value === 'object' && value !== null && 'sms' in value && 'vars' in value;

describe("the shoppers' message texts (DOC.shopper)", () => {
  const templates: { name: string; template: SmsTemplate }[] = Object.entries(DOC.shopper).flatMap(([name, value]) => (isSmsTemplate(value) ? [{ name, template: value }] : []));

  it('covers every step a shopper is told of', () => {
    expect(templates).toHaveLength(14);
  });

  it.each(templates)('$name: the SMS names the store and carries each variable once, in the order the template registers them', ({ template }) => {
    const markers = template.vars.map((_name, i) => `<var${i + 1}>`);
    const sms = template.sms(...markers);
    expect(sms).toContain(STORE_NAME);
    const positions = markers.map((marker) => sms.indexOf(marker));
    for (const [i, position] of positions.entries()) {
      expect(position).toBeGreaterThanOrEqual(0);
      expect(sms.indexOf(markers[i], position + 1)).toBe(-1);
      if (i > 0) expect(position).toBeGreaterThan(positions[i - 1]);
    }
  });
});
