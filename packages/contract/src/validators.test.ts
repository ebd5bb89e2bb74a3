import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { isEmail, isOtp, isPaymentMethod, isPhone, isStrongPassword, isZip, zipError } from './validators.ts';

describe('SPEC §5 field rules', () => {
  it.each([
    ['asha@soorganic.test', true],
    [' asha@soorganic.test ', true],
    ['asha@localhost', false],
    ['asha soorganic.test', false],
    ['a b@x.in', false],
    [`${'a'.repeat(250)}@x.in`, false],
  ])('e-mail %j → %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([
    ['Asha@12345', true],
    ['Asha@123', true],
    ['Asha@12', false],
    ['asha@12345', false],
    ['ASHA@12345', false],
    ['Asha@abcde', false],
    ['Asha12345', false],
    ['Asha~12345', true],
    [`Aa1-${'x'.repeat(125)}`, false],
  ])('password %j → %s', (value, ok) => expect(isStrongPassword(value)).toBe(ok));

  it('phone is exactly 10 digits, OTP exactly 6', () => {
    expect(isPhone('9800000002')).toBe(true);
    expect(isPhone('980000000')).toBe(false);
    expect(isPhone('98000000021')).toBe(false);
    expect(isOtp('123456')).toBe(true);
    expect(isOtp('12345a')).toBe(false);
  });

  it('ZIP is 3 to 10 digits, with its two messages', () => {
    expect(isZip('380015')).toBe(true);
    expect(isZip('38')).toBe(false);
    expect(zipError('')).toBe(MSG.zipRequired);
    expect(zipError('38a')).toBe(MSG.zipDigits);
    expect(zipError('380015')).toBeUndefined();
  });

  it('knows the two payment methods', () => {
    expect(isPaymentMethod('COD')).toBe(true);
    expect(isPaymentMethod('Online')).toBe(true);
    expect(isPaymentMethod('cod')).toBe(false);
    expect(isPaymentMethod(1)).toBe(false);
  });
});
