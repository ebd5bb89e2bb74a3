import { describe, expect, it } from 'vitest';
import { NOTIFY_MAX_TRIES, NOTIFY_RETRY_MINUTES } from './constants.ts';
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
