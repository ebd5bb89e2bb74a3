/**
 * SO Elite, the paid membership (SPEC §7, issue 13): the plan's payment link and its status, the
 * membership check and the member's periods. The gateway's callback for these payments is
 * routes/payments.ts's (dispatched by txnid to elite/payments.ts recordElitePayment).
 */
import { Hono, type Context } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  EliteCheckResponse,
  EliteLinkRequest,
  EliteListQuery,
  EliteListResponse,
  ElitePaymentParams,
  MSG,
  PaymentLinkResponse,
  PollStatusResponse,
} from '@so/contract';
import type { UserRow } from '../accounts/sessions.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Deps } from '../deps.ts';
import { listMemberships } from '../elite/membership.ts';
import { ELITE_PRODUCTINFO, eliteReference, elitePaymentByTxnid, insertElitePayment, type ElitePaymentRow } from '../elite/payments.ts';
import { conflict, notFound } from '../http/errors.ts';
import { storeOrigin } from '../http/origins.ts';
import { requireLogin } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { createGateway } from '../payments/gateway.ts';
import { returnUrlOf } from './payments.ts';

export function eliteRoutes({ db, config }: Deps): Hono {
  const api = new Hono({ strict: false });
  const login = requireLogin(db);
  const gateway = createGateway(config.payments);

  /** The answer of a payment link: the gateway's payer page for `payment` (udf1 = its ELITE-… reference). */
  const linkAnswer = (c: Context, user: UserRow, payment: ElitePaymentRow) => {
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
    return c.json<Infer<typeof PaymentLinkResponse>>({ status: true, message: ANSWER.paymentLinkCreated, payment_url: paymentUrl, txn_id: payment.txnid });
  };

  // The txnid is the idempotency key: asked again by its owner, the same payment and link; by
  // anyone else, or already used by an order payment, 409. The price is the store's setting.
  api.post('/get-subscription-payment-link', login, validate('json', EliteLinkRequest), async (c) => {
    const { user } = c.var.auth;
    const { txnid } = c.req.valid('json');
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
    return linkAnswer(c, user, payment);
  });

  // Polled every second by /subscription-payment (SPEC §4): true once paid. Owner only.
  api.get('/user/get-subscription-payment/:txnid', login, validate('param', ElitePaymentParams), async (c) => {
    const payment = await elitePaymentByTxnid(db, c.req.valid('param').txnid);
    if (!payment || payment.user_id !== c.var.auth.user.id) throw notFound(ANSWER.elitePaymentNotFound);
    const answer: Infer<typeof PollStatusResponse> =
      payment.status === 'success'
        ? { status: true, message: ANSWER.elitePaymentPaid, payment_status: 'success' }
        : payment.status === 'failure'
          ? { status: false, message: MSG.paymentFailed, payment_status: 'failure' }
          : { status: false, message: ANSWER.elitePaymentPending, payment_status: 'pending' };
    return c.json(answer);
  });

  // The session's user carries is_sose_elite_user computed from the periods (USER_COLUMNS).
  api.get('/user/elite_check', login, async (c) =>
    c.json<Infer<typeof EliteCheckResponse>>({ status: true, is_sose_elite_user: c.var.auth.user.is_sose_elite_user }),
  );

  api.get('/user/profile_elite_users', login, validate('query', EliteListQuery), async (c) => {
    const { page, page_size: pageSize } = c.req.valid('query');
    const { count, records } = await listMemberships(db, c.var.auth.user.id, page, pageSize);
    return c.json<Infer<typeof EliteListResponse>>({
      status: true,
      message: count === 0 ? MSG.subscriptionNotFound : ANSWER.eliteMemberships,
      count,
      total_pages: Math.ceil(count / pageSize),
      data: records,
    });
  });

  return api;
}
