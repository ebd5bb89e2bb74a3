/**
 * The requests of orders and their payment: the path parameters, queries and bodies a call may
 * send, as superstruct schemas built from the field parsers (`fields.ts`). The server validates
 * each request with them (packages/server/src/http/validate.ts); the browser's builds leave them
 * out. No answer schema lives here: a module is bundled whole (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { MAX_CLIENT_KEY_LENGTH, MAX_GIFT_MESSAGE_LENGTH, MAX_SEARCH_LENGTH, ORDER_PAGE_SIZE_DEFAULT, ORDER_PAGE_SIZES } from './constants.ts';
import { mayBeAbsent } from './endpoints/endpoint.ts';
import { field, Flag, hasControlCharacters, IdField, MaybeTextField, OneOf, Page, PageSize, refuse, TextField, Txnid, UsedCoin } from './fields.ts';
import { MSG } from './messages.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './validators.ts';

/** The billing address of an order (MSG.selectBillingAddress when absent). */
export const BillingAddress = IdField('address', { invalid: MSG.selectBillingAddress });
/** The gift message: free text, null when blank. */
const GiftMessage = MaybeTextField({ label: 'The gift message', max: MAX_GIFT_MESSAGE_LENGTH, multiline: true });
/** Cash on delivery or online (any case). */
const PayType = OneOf<PaymentMethod>('pay_type', PAYMENT_METHODS, { message: ANSWER.selectPayment, anyCase: true });

/**
 * POST /orders/. No amount is read: the server prices the order itself. A gift order: `is_gift`,
 * a gift message (`udf5`) or `productinfo` 'Gift'.
 */
export const OrderRequest = type({
  udf5: GiftMessage,
  pay_type: PayType,
  address1: BillingAddress,
  used_coin: mayBeAbsent(UsedCoin),
  client_key: field<string | null>('client_key', (value) => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_CLIENT_KEY_LENGTH || hasControlCharacters(value)) {
      return refuse(ANSWER.badClientKey(MAX_CLIENT_KEY_LENGTH));
    }
    return value;
  }),
  udf4: MaybeTextField({ label: 'udf4', max: MAX_SEARCH_LENGTH }),
  is_gift: mayBeAbsent(Flag),
  productinfo: mayBeAbsent(TextField({ label: 'productinfo', max: MAX_SEARCH_LENGTH })),
});
export type OrderRequest = Infer<typeof OrderRequest>;

export const OrderListQuery = type({
  page: Page,
  page_size: PageSize(ORDER_PAGE_SIZES[0], ORDER_PAGE_SIZES[ORDER_PAGE_SIZES.length - 1], ORDER_PAGE_SIZE_DEFAULT),
});

/** POST /get-order-payment-link/ (multipart): places the order, paid online; `txnid` is its idempotency key. */
export const PaymentLinkRequest = type({
  txnid: Txnid,
  giftMessage: GiftMessage,
  billing_address: BillingAddress,
  // Left out: no coins.
  used_coin: mayBeAbsent(UsedCoin),
  voucherCode: MaybeTextField({ label: 'voucherCode', max: MAX_SEARCH_LENGTH }),
  // Left out: not a gift.
  is_a_gift: mayBeAbsent(Flag),
});
export type PaymentLinkRequest = Infer<typeof PaymentLinkRequest>;

/** PATCH /edit-order-payment-link/ (multipart): a new attempt for an unpaid order. */
export const EditPaymentLinkRequest = type({
  order_id: TextField({ label: 'order_id', max: MAX_SEARCH_LENGTH }),
  txnid: Txnid,
});
export type EditPaymentLinkRequest = Infer<typeof EditPaymentLinkRequest>;

/** The gateway's callback form: its text fields (the hash decides what counts). */
export const GatewayCallback = field<Record<string, string>>('callback', (value) => {
  const form: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') form[key] = entry;
  }
  return form;
});

export const InvoiceQuery = type({
  source_doc: TextField({ label: 'source_doc', max: MAX_SEARCH_LENGTH, required: ANSWER.sourceDocRequired }),
});
export const OrderNumberParams = type({ orderId: TextField({ label: 'orderId', max: MAX_SEARCH_LENGTH }) });
