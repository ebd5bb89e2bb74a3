import { ApiError } from '@so/api';
import { GIFT_VOUCHER_PRESETS, GiftVoucherRequest, MSG, type GiftVoucherInput } from '@so/contract';

/**
 * The gift voucher form's rules: an amount (a preset of GIFT_VOUCHER_PRESETS or a custom
 * whole number of rupees in the contract's range), the recipient's and the sender's names and
 * e-mails required, the message optional, the captcha solved. Each field is checked with the
 * server's own rule (@so/contract GiftVoucherRequest), so checking here first changes nothing but
 * the wait and the messages are the server's.
 */

/** The typed fields, named as POST /getvoucgerpaymentlink/ names them. */
export type VoucherTextField = 'receiver_name' | 'receiver_email' | 'sender_name' | 'sender_email' | 'message';
/** The amount chosen: a preset (whole rupees), 'custom' (the typed amount), or nothing yet. */
export type AmountChoice = (typeof GIFT_VOUCHER_PRESETS)[number] | 'custom' | null;

export interface VoucherValues {
  choice: AmountChoice;
  /** The custom amount as typed (used when `choice` is 'custom'). */
  custom: string;
  receiver_name: string;
  receiver_email: string;
  sender_name: string;
  sender_email: string;
  message: string;
}

/** Where a message can stand: the amount, a typed field, or the captcha. */
export type VoucherErrorField = 'amount' | VoucherTextField | 'captcha';
export type VoucherErrors = Partial<Record<VoucherErrorField, string>>;

/** The typed fields in the form's order. */
export const VOUCHER_TEXT_FIELDS: readonly VoucherTextField[] = ['receiver_name', 'receiver_email', 'sender_name', 'sender_email', 'message'];

export const emptyVoucher = (): VoucherValues => ({
  choice: null,
  custom: '',
  receiver_name: '',
  receiver_email: '',
  sender_name: '',
  sender_email: '',
  message: '',
});

export const hasErrors = (errors: VoucherErrors): boolean => Object.values(errors).some(Boolean);

const rules = GiftVoucherRequest.schema;

/** The amount as the form would send it (whole rupees), or the message why it cannot be sent. */
export function voucherAmount(values: VoucherValues): { amount: number } | { error: string } {
  const raw = values.choice === 'custom' ? values.custom : values.choice === null ? '' : values.choice;
  const [failure, amount] = rules.amount.validate(raw, { coerce: true });
  return failure ? { error: failure.message } : { amount };
}

/** The message for one typed field (the server's), or undefined when it is right. */
export function voucherFieldError(field: VoucherTextField, values: VoucherValues): string | undefined {
  const value = values[field];
  // The message is optional: blank is fine (the server's rule takes null or text).
  const [failure] = rules[field].validate(field === 'message' && !value.trim() ? null : value, { coerce: true });
  return failure?.message;
}

/** Every field's message at once, in the form's order (the captcha's is the form's to add). */
export function validateVoucher(values: VoucherValues): VoucherErrors {
  const errors: VoucherErrors = {};
  const amount = voucherAmount(values);
  if ('error' in amount) errors.amount = amount.error;
  for (const field of VOUCHER_TEXT_FIELDS) {
    const error = voucherFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The body of POST /getvoucgerpaymentlink/: the amount in whole rupees, the names and
 * e-mails trimmed, the message (null when blank), the purchase's txnid and the captcha's
 * solution; null while anything is missing or wrong.
 */
export function voucherBody(values: VoucherValues, txnid: string, recaptcha: string | null): GiftVoucherInput | null {
  const amount = voucherAmount(values);
  if (!recaptcha || 'error' in amount || hasErrors(validateVoucher(values))) return null;
  const message = values.message.trim();
  return {
    amount: amount.amount,
    sender_name: values.sender_name.trim(),
    sender_email: values.sender_email.trim(),
    receiver_name: values.receiver_name.trim(),
    receiver_email: values.receiver_email.trim(),
    message: message || null,
    txnid,
    recaptcha,
  };
}

/** The server's field names (400 `errors`) → where the form shows them. */
const SERVER_FIELDS: Readonly<Record<string, VoucherErrorField>> = {
  amount: 'amount',
  sender_name: 'sender_name',
  sender_email: 'sender_email',
  receiver_name: 'receiver_name',
  receiver_email: 'receiver_email',
  message: 'message',
  recaptcha: 'captcha',
};

/** Why a send failed: field messages for their fields, or a failure for the toast. */
export interface VoucherFailure {
  /** The server's messages by field (a refused captcha is the captcha's message). */
  errors: VoucherErrors;
  /** 409: the txnid belongs to another purchase (a new one is needed for the next try). */
  txnidTaken: boolean;
}

/** Reads a failed POST /getvoucgerpaymentlink/: a 400's field messages and captcha refusal, a 409. */
export function voucherFailure(error: unknown): VoucherFailure {
  if (!(error instanceof ApiError)) return { errors: {}, txnidTaken: false };
  const errors: VoucherErrors = {};
  if (error.status === 400) {
    for (const [key, text] of Object.entries(error.fieldErrors)) {
      const field = SERVER_FIELDS[key];
      if (field && text) errors[field] ??= text;
    }
    // The captcha is checked after the fields: its refusal is a message without field errors.
    if (!hasErrors(errors) && error.message === MSG.recaptchaFailed) errors.captcha = MSG.recaptchaFailed;
  }
  return { errors, txnidTaken: error.status === 409 };
}
