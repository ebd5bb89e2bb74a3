import { describe, expect, it } from 'vitest';
import { TXNID_PATTERN } from '@so/contract';
import { newCheckoutKey } from './txnid.ts';

describe('newCheckoutKey', () => {
  it('makes a different key each time, letters and digits only, at most 25 characters', () => {
    const a = newCheckoutKey();
    const b = newCheckoutKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9A-Z]{1,25}$/);
  });

  it("is a txnid the server's request rule accepts", () => {
    expect(TXNID_PATTERN.test(newCheckoutKey())).toBe(true);
  });
});
