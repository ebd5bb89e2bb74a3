/**
 * The e-mails of a paid gift voucher: to the recipient, the code with the amount, the
 * sender's name and message, how to redeem it and the gift voucher's terms (the only place the code is
 * ever shown); to the sender, a receipt without the code. Written to the outbox in the
 * transaction that issues the code (purchases.ts), so they exist exactly when the voucher does.
 */
import { DOC, formatWholeRupees, GIFT_VOUCHER_TERMS } from '@so/contract';
import type { Email } from '../accounts/outbox.ts';
import { layoutTextEmail } from '../notify/email-layout.ts';

/** A purchase as the e-mails (and every reader of gift_voucher_purchases) know it: the buyer's fields of the row. */
export interface GiftVoucherMailFacts {
  txnid: string;
  amount_paise: number;
  sender_name: string;
  sender_email: string;
  receiver_name: string;
  receiver_email: string;
  message: string | null;
}

/** The recipient's e-mail (with the code), then the sender's receipt (without it), each with its HTML in the store's layout. */
export function giftVoucherEmails(purchase: GiftVoucherMailFacts, code: string, storeUrl: string): Email[] {
  return giftVoucherTexts(purchase, code, storeUrl).map((email) => ({ ...email, html: layoutTextEmail(email.subject, email.body).html }));
}

function giftVoucherTexts(purchase: GiftVoucherMailFacts, code: string, storeUrl: string): Email[] {
  const amount = formatWholeRupees(purchase.amount_paise);
  const mail = DOC.giftVoucher;
  return [
    {
      kind: 'gift_voucher',
      key: `gift_voucher:${purchase.txnid}:recipient`,
      to: purchase.receiver_email,
      subject: mail.recipientSubject(purchase.sender_name, amount),
      body: mail.recipientBody({
        recipient: purchase.receiver_name,
        sender: purchase.sender_name,
        amount,
        code,
        message: purchase.message,
        storeUrl,
        terms: GIFT_VOUCHER_TERMS,
      }),
    },
    {
      kind: 'gift_voucher',
      key: `gift_voucher:${purchase.txnid}:sender`,
      to: purchase.sender_email,
      subject: mail.senderSubject(purchase.receiver_name),
      body: mail.senderBody({
        sender: purchase.sender_name,
        recipient: purchase.receiver_name,
        recipientEmail: purchase.receiver_email,
        amount,
        txnid: purchase.txnid,
        withMessage: purchase.message !== null,
        terms: GIFT_VOUCHER_TERMS,
      }),
    },
  ];
}
