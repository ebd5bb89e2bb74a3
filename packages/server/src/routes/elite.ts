/**
 * SO Elite, the paid membership (endpoint table ELITE; docs/rules.md#elite): the plan's payment
 * link and its status, the membership check and the member's periods. The gateway's callback for
 * these payments is routes/payments.ts's (dispatched by txnid to elite/payments.ts
 * recordElitePayment).
 */
import type { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, ELITE, MSG, PaymentLinkResponse, PollStatusResponse } from '@so/contract';
import type { UserRow } from '../accounts/sessions.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Deps } from '../deps.ts';
import { listMemberships } from '../elite/membership.ts';
import { ELITE_PRODUCTINFO, eliteReference, elitePaymentByTxnid, insertElitePayment, type ElitePaymentRow } from '../elite/payments.ts';
import { conflict, notFound } from '../http/errors.ts';
import { storeOrigin } from '../http/origins.ts';
import { route, routeApp } from '../http/route.ts';
import { createGateway } from '../payments/gateway.ts';
import { returnUrlOf } from './payments.ts';

export function eliteRoutes({ db, config }: Deps): Hono {
  const app = routeApp(db);
  const gateway = createGateway(config.payments);

  /** The answer of a payment link: the gateway's payer page for `payment` (udf1 = its ELITE-… reference). */
  const linkAnswer = (user: UserRow, payment: ElitePaymentRow): Infer<typeof PaymentLinkResponse> => {
    const paymentUrl = gateway.paymentUrl(storeOrigin(config), {
      txnid: payment.txnid,
      amountPaise: payment.amount_paise,
      productinfo: ELITE_PRODUCTINFO,
      firstname: user.first_name || ANSWER.customer,
      email: user.email,
      phone: user.mobile ?? '',
      udf1: eliteReference(payment.txnid),
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
    });
    return { status: true, message: ANSWER.paymentLinkCreated, payment_url: paymentUrl, txn_id: payment.txnid };
  };

  // The txnid is the idempotency key: asked again by its owner, the same payment and link; by
  // anyone else, or already used by an order payment, 409. The price is the store's setting.
  route(app, ELITE.subscriptionPaymentLink, async (c, { body }) => {
    const { user } = c.var.auth;
    const { txnid } = body;
    let payment = await elitePaymentByTxnid(db, txnid);
    if (!payment) {
      try {
        payment = await insertElitePayment(db, gateway, {
          txnid,
          userId: user.id,
          amountPaise: config.elite.pricePaise,
          months: config.elite.months,
          returnUrl: returnUrlOf(c, config),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same txnid made at the same moment (answered below by owner), or an order's txnid.
        payment = await elitePaymentByTxnid(db, txnid);
        if (!payment) throw conflict(ANSWER.txnidTaken);
      }
    }
    if (payment.user_id !== user.id) throw conflict(ANSWER.txnidTaken);
    return linkAnswer(user, payment);
  });

  // Polled by the wait page every ELITE_PAYMENT_POLL_MS (docs/rules.md#elite): status true once
  // paid; while pending or after a failure status false with a 200 (payment_status says which).
  // Its owner's only.
  route(app, ELITE.subscriptionPaymentStatus, async (c, { params }) => {
    const payment = await elitePaymentByTxnid(db, params.txnid);
    if (!payment || payment.user_id !== c.var.auth.user.id) throw notFound(ANSWER.elitePaymentNotFound);
    const answer: Infer<typeof PollStatusResponse> =
      payment.status === 'success'
        ? { status: true, message: ANSWER.elitePaymentPaid, payment_status: 'success' }
        : payment.status === 'failure'
          ? { status: false, message: MSG.paymentFailed, payment_status: 'failure' }
          : { status: false, message: ANSWER.elitePaymentPending, payment_status: 'pending' };
    return answer;
  });

  // The session's user carries is_sose_elite_user computed from the periods (USER_COLUMNS).
  route(app, ELITE.eliteCheck, (c) => ({ status: true, is_sose_elite_user: c.var.auth.user.is_sose_elite_user }));

  route(app, ELITE.eliteUsers, async (c, { query }) => {
    const { page, page_size: pageSize } = query;
    const { count, records } = await listMemberships(db, c.var.auth.user.id, page, pageSize);
    return {
      status: true,
      message: count === 0 ? MSG.subscriptionNotFound : ANSWER.eliteMemberships,
      count,
      total_pages: Math.ceil(count / pageSize),
      data: records,
    };
  });

  return app.hono;
}
