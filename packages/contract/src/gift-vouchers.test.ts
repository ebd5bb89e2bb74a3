import { describe, expect, it } from 'vitest';
import { is, validate, type Infer } from 'superstruct';
import { ANSWER } from './answers.ts';
import { GIFT_VOUCHER_CODE_ALPHABET, GIFT_VOUCHER_CODE_LENGTH, GIFT_VOUCHER_MAX_RUPEES, GIFT_VOUCHER_MIN_RUPEES, GIFT_VOUCHER_PRESETS } from './constants.ts';
import { GIFT_VOUCHER_TERMS, GiftVoucherAmount, GiftVoucherRequest, isGiftVoucherAmount } from './gift-vouchers.ts';
import { MSG } from './messages.ts';

function parse(input: unknown): { value?: Infer<typeof GiftVoucherRequest>; errors?: Record<string, string> } {
  const [error, value] = validate(input, GiftVoucherRequest, { coerce: true });
  if (!error) return { value };
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) errors[failure.path.join('.')] ??= failure.message;
  return { errors };
}

const GOOD = {
  amount: 500,
  sender_name: ' Asha Patel ',
  sender_email: 'Asha@Example.IN',
  receiver_name: 'Meera Joshi',
  receiver_email: 'meera@example.test',
  message: 'Happy birthday!',
  txnid: 'SOGIFT123',
  recaptcha: 'solved',
};

const RANGE = ANSWER.giftVoucherAmountRange('₹100', '₹10,000');

describe('gift voucher amounts', () => {
  it("offers the four presets, all inside the custom range of ₹100 to ₹10,000", () => {
    expect(GIFT_VOUCHER_PRESETS).toEqual([100, 500, 1000, 2000]);
    expect([GIFT_VOUCHER_MIN_RUPEES, GIFT_VOUCHER_MAX_RUPEES]).toEqual([100, 10_000]);
    for (const preset of GIFT_VOUCHER_PRESETS) expect(isGiftVoucherAmount(preset)).toBe(true);
  });

  it('takes a preset or a custom whole number of rupees, as a number or as text', () => {
    for (const [input, rupees] of [
      [100, 100],
      [2000, 2000],
      [750, 750],
      ['1500', 1500],
      [' 10000 ', 10_000],
      ['₹ 1,000', 1000],
      ['250.00', 250],
      [10_000, 10_000],
    ] as const) {
      const [error, value] = validate(input, GiftVoucherAmount, { coerce: true });
      expect(error?.message, String(input)).toBeUndefined();
      expect(value).toBe(rupees);
      expect(is(value, GiftVoucherAmount)).toBe(true);
    }
  });

  it('refuses a missing amount, a fraction of a rupee, text and amounts outside ₹100 to ₹10,000, each with its message', () => {
    for (const [input, message] of [
      [undefined, ANSWER.giftVoucherAmountRequired],
      [null, ANSWER.giftVoucherAmountRequired],
      ['', ANSWER.giftVoucherAmountRequired],
      [' ', ANSWER.giftVoucherAmountRequired],
      [500.5, ANSWER.giftVoucherAmountWhole],
      ['500.50', ANSWER.giftVoucherAmountWhole],
      ['five hundred', ANSWER.giftVoucherAmountWhole],
      ['-500', ANSWER.giftVoucherAmountWhole],
      [Number.NaN, ANSWER.giftVoucherAmountWhole],
      [true, ANSWER.giftVoucherAmountWhole],
      [[500], ANSWER.giftVoucherAmountWhole],
      [99, RANGE],
      [0, RANGE],
      [-100, RANGE],
      [10_001, RANGE],
      ['1000000', RANGE],
    ] as const) {
      const [error] = validate(input, GiftVoucherAmount, { coerce: true });
      expect(error?.message, String(input)).toBe(message);
    }
    expect(RANGE).toBe('The amount must be from ₹100 to ₹10,000');
  });
});

describe('GiftVoucherRequest', () => {
  it('reads a good purchase: names trimmed, e-mails lower-cased, the message optional', () => {
    expect(parse(GOOD).value).toEqual({ ...GOOD, sender_name: 'Asha Patel', sender_email: 'asha@example.in' });
    expect(parse({ ...GOOD, message: '' }).value?.message).toBeNull();
    const { message: _, ...withoutMessage } = GOOD;
    expect(parse(withoutMessage).value?.message).toBeNull();
    expect(parse({ ...GOOD, message: 'Line one\nLine two' }).value?.message).toBe('Line one\nLine two');
  });

  it('names every missing required field at once, in the form order', () => {
    expect(parse({ txnid: 'T1' }).errors).toEqual({
      amount: ANSWER.giftVoucherAmountRequired,
      sender_name: 'Sender name is required',
      sender_email: 'Sender email is required',
      receiver_name: 'Recipient name is required',
      receiver_email: 'Recipient email is required',
    });
  });

  it('refuses bad e-mails, an over-long message, a bad txnid and an impossible captcha', () => {
    expect(parse({ ...GOOD, sender_email: 'asha@', receiver_email: 'meera.example.test' }).errors).toEqual({ sender_email: MSG.invalidEmail, receiver_email: MSG.invalidEmail });
    expect(parse({ ...GOOD, message: 'm'.repeat(501) }).errors).toEqual({ message: ANSWER.tooLong('Message', 500) });
    expect(parse({ ...GOOD, txnid: 'has space' }).errors).toEqual({ txnid: ANSWER.badTxnid });
    expect(parse({ ...GOOD, txnid: undefined }).errors).toEqual({ txnid: ANSWER.badTxnid });
    expect(parse({ ...GOOD, recaptcha: 'x'.repeat(5000) }).errors).toEqual({ recaptcha: MSG.recaptchaFailed });
    // An absent captcha reads as '' (the server refuses it after the fields).
    const { recaptcha: _, ...withoutCaptcha } = GOOD;
    expect(parse(withoutCaptcha).value?.recaptcha).toBe('');
  });
});

describe('gift voucher codes and terms', () => {
  it('draws codes of 12 from 31 characters without look-alikes', () => {
    expect(GIFT_VOUCHER_CODE_LENGTH).toBe(12);
    expect(GIFT_VOUCHER_CODE_ALPHABET).toHaveLength(31);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(GIFT_VOUCHER_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(GIFT_VOUCHER_CODE_ALPHABET).size).toBe(31);
  });

  it("states the six terms", () => {
    const text = GIFT_VOUCHER_TERMS.join(' ');
    for (const term of ['no expiry', 'no fees', 'reloaded', 'refunded', 'transferred', 'only on our website or in our apps']) expect(text).toContain(term);
  });
});
