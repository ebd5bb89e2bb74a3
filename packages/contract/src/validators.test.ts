import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { isEmail, isOtp, isPaymentMethod, isPhone, isPinCode, isPostalCode, isStrongPassword, postalCodeError, takesPinCode } from './validators.ts';
import { DEFAULT_COUNTRY, PIN_CODE_DIGITS, POSTAL_CODE_MAX_LENGTH, POSTAL_CODE_MIN_LENGTH } from './constants.ts';

describe('field rules', () => {
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

  it("an Indian address has a PIN code of 6 digits, the first 1 to 9; another country's a postal code of its own form", () => {
    expect(PIN_CODE_DIGITS).toBe(6);
    expect([POSTAL_CODE_MIN_LENGTH, POSTAL_CODE_MAX_LENGTH]).toEqual([3, 10]);
    expect(takesPinCode(DEFAULT_COUNTRY.id)).toBe(true);
    expect(takesPinCode(null)).toBe(true);
    expect(takesPinCode(241)).toBe(false);
    for (const pin of ['380015', '110001', ' 400001 ']) expect(isPinCode(pin), pin).toBe(true);
    for (const pin of ['012345', '38001', '3800150', '38001a', '380 015', '']) expect(isPinCode(pin), pin).toBe(false);
    expect(postalCodeError('', DEFAULT_COUNTRY.id)).toBe(MSG.pinRequired);
    expect(postalCodeError('012345', DEFAULT_COUNTRY.id)).toBe(MSG.pinInvalid);
    expect(postalCodeError('38006', undefined)).toBe(MSG.pinInvalid);
    expect(postalCodeError('380006', DEFAULT_COUNTRY.id)).toBeUndefined();
    // Elsewhere: letters, digits, spaces and hyphens (the United Kingdom, Canada, the United States, Japan).
    for (const code of ['SW1A 1AA', 'K1A 0B6', '35203', '100-0001', '012']) expect(isPostalCode(code), code).toBe(true);
    for (const code of ['12', 'SW1A_1AA', '-1234', '12345678901', 'ab#1']) expect(isPostalCode(code), code).toBe(false);
    expect(postalCodeError('', 241)).toBe(MSG.postalCodeRequired);
    expect(postalCodeError('35#03', 241)).toBe(MSG.postalCodeInvalid);
    expect(postalCodeError('SW1A 1AA', 225)).toBeUndefined();
    expect(MSG.pinInvalid).toMatch(/PIN code/);
  });

  it('knows the two payment methods', () => {
    expect(isPaymentMethod('COD')).toBe(true);
    expect(isPaymentMethod('Online')).toBe(true);
    expect(isPaymentMethod('cod')).toBe(false);
    expect(isPaymentMethod(1)).toBe(false);
  });
});
