/**
 * Gift vouchers (@so/contract GIFT_VOUCHERS; docs/rules.md#vouchers-and-gift-vouchers), open to visitors:
 * - POST /getvoucgerpaymentlink/ {amount, sender_name, sender_email, receiver_name,
 *   receiver_email, message?, txnid, recaptcha} → {status, message, data: the payment link,
 *   txn_id}. Every field first (all messages at once), then the captcha (a missing or wrong one:
 *   400 "reCAPTCHA verification failed"). The txnid is the idempotency key: asked again with the
 *   same fields it answers the same purchase and link (without a new captcha: a retry after a lost
 *   answer); with other fields, or when an order or SO Elite payment has it, 409.
 * The link is the configured gateway's payer page for the amount, productinfo 'Gift', udf1
 * GIFT-{txnid}. The gateway's callback (routes/payments.ts) records the payment and, on success,
 * issues the code and mails it (gift-vouchers/purchases.ts).
 */
import type { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, GIFT_VOUCHER_PRODUCTINFO, GIFT_VOUCHERS, MSG, PAISE_PER_RUPEE, type VoucherLinkResponse } from '@so/contract';
import { requireCaptcha } from '../accounts/captcha.ts';
import { clientAddress } from '../accounts/sessions.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Deps } from '../deps.ts';
import { giftPurchaseByTxnid, giftReference, insertGiftPurchase, samePurchase, type GiftPurchaseRow, type NewGiftPurchase } from '../gift-vouchers/purchases.ts';
import { conflict } from '../http/errors.ts';
import { storeOrigin } from '../http/origins.ts';
import { route, routeApp } from '../http/route.ts';
import { createGateway } from '../payments/gateway.ts';
import { returnUrlOf } from './payments.ts';

export function giftVoucherRoutes({ db, config }: Deps): Hono {
  const app = routeApp(db);
  const { accounts } = config;
  const gateway = createGateway(config.payments);

  /** The answer of a payment link: the gateway's payer page for `purchase` (the sender pays). */
  const linkAnswer = (purchase: GiftPurchaseRow): Infer<typeof VoucherLinkResponse> => {
    const paymentUrl = gateway.paymentUrl(storeOrigin(config), {
      txnid: purchase.txnid,
      amountPaise: purchase.amount_paise,
      productinfo: GIFT_VOUCHER_PRODUCTINFO,
      firstname: purchase.sender_name,
      email: purchase.sender_email,
      phone: '',
      udf1: giftReference(purchase.txnid),
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
    });
    return { status: true, message: ANSWER.paymentLinkCreated, data: paymentUrl, txn_id: purchase.txnid };
  };

  route(app, GIFT_VOUCHERS.giftVoucherLink, async (c, { body }) => {
    const address = clientAddress(c, accounts);
    const wanted: NewGiftPurchase = {
      txnid: body.txnid,
      amountPaise: body.amount * PAISE_PER_RUPEE,
      senderName: body.sender_name,
      senderEmail: body.sender_email,
      receiverName: body.receiver_name,
      receiverEmail: body.receiver_email,
      message: body.message,
      returnUrl: returnUrlOf(c, config),
      clientAddress: address,
    };
    const earlier = await giftPurchaseByTxnid(db, body.txnid);
    if (earlier) {
      if (!samePurchase(earlier, wanted)) throw conflict(ANSWER.txnidTaken);
      return linkAnswer(earlier);
    }
    await requireCaptcha(db, accounts, body.recaptcha, address, MSG.recaptchaFailed);
    let purchase: GiftPurchaseRow;
    try {
      purchase = await insertGiftPurchase(db, gateway, wanted);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same txnid sent at the same moment (answered when it is the same purchase), or an
      // order's or SO Elite's txnid.
      const again = await giftPurchaseByTxnid(db, body.txnid);
      if (!again || !samePurchase(again, wanted)) throw conflict(ANSWER.txnidTaken);
      purchase = again;
    }
    return linkAnswer(purchase);
  });

  return app.hono;
}
