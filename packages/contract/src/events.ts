/**
 * The events contract (version EVENTS_VERSION): every `so:*` CustomEvent the store's elements
 * dispatch, with the shape of its `detail`. Events bubble and are composed, so a host page hears
 * them on the element that saw the action, on any ancestor, on `document` and on `window`.
 * Money in a detail is integer paise (`…Paise`); ids are the API's ids.
 *
 * A change that renames an event or removes or retypes a detail field is a new version;
 * adding an event or an optional field is not. packages/widgets/EVENTS.md is the readable form.
 */
import { type Infer, boolean, enums, validate, integer, literal, min, nullable, object, optional, string, type Struct } from 'superstruct';

export const EVENTS_VERSION = 1;

const id = /* @__PURE__ */ min(integer(), 1);
const count = /* @__PURE__ */ min(integer(), 0);

/** What a payment at the gateway was for. */
export const PAYMENT_KINDS = ['order', 'subscription', 'elite', 'gift-voucher'] as const;
/** Which enquiry form was sent. */
export const ENQUIRY_KINDS = ['contact', 'b2b', 'export'] as const;

/** The schemas, built on first use (a bundle that only dispatches events leaves them out). */
const eventSchemas = () => ({
  /** A product was added to the cart (after the server accepted it). */
  'so:add-to-cart': object({ productId: id, quantity: id, cartCount: count }),
  /** A cart line was removed (after the server accepted it). */
  'so:remove-from-cart': object({ productId: id, quantity: count, cartCount: count }),
  /** A product was added to or removed from the wishlist. */
  'so:wishlist-toggle': object({ productId: id, wished: boolean(), wishlistCount: count }),
  /** A shopper logged in (password, OTP, sign-up or a login carried over from a partner site). */
  'so:login': object({ userId: id }),
  /** The shopper logged out (of this device or of all devices). */
  'so:logout': object({ everywhere: boolean() }),
  /** The shopper went on from the cart to checkout (Process Checkout). */
  'so:checkout-start': object({ items: count, totalPaise: count }),
  /** An order was placed (cash on delivery, or created and handed to the gateway). */
  'so:order-placed': object({ orderId: string(), totalPaise: count, payment: enums(['cod', 'online']) }),
  /** The gateway's answer was shown to the shopper. */
  'so:payment-result': object({ kind: enums(PAYMENT_KINDS), status: enums(['success', 'failure']), reference: nullable(string()) }),
  /** A product subscription (Subscribe & Save) was created. */
  'so:subscription-created': object({ subscriptionId: id, productId: id }),
  /** A Vaidya appointment was booked. */
  'so:booking-made': object({ date: string(), time: string() }),
  /** An enquiry form was sent. */
  'so:enquiry-sent': object({ kind: enums(ENQUIRY_KINDS) }),
  /** Asks the mini cart to open. Cancelable: a host that shows its own cart calls preventDefault(). */
  'so:open-cart': object({ productId: optional(id) }),
  /**
   * An element wants to go to a store route. Cancelable: a host (or the store's own site) that
   * routes it calls preventDefault(); otherwise the browser loads `url` (the store's page).
   */
  'so:navigate': object({ href: string(), url: string(), replace: boolean() }),
  /** An element changed only the query of the current page (shop filters, paging). */
  'so:query': object({ href: string(), replace: boolean() }),
  /** The version of this contract, sent once by `<so-store>` when it is ready. */
  'so:ready': object({ version: literal(EVENTS_VERSION) }),
});

export const SoEventDetails = /* @__PURE__ */ eventSchemas();

export type SoEventName = keyof typeof SoEventDetails;
export type SoEventDetail<K extends SoEventName> = Infer<(typeof SoEventDetails)[K]>;
/** `document.addEventListener('so:add-to-cart', (e) => e.detail.productId)` is typed with this. */
export type SoEventMap = { [K in SoEventName]: CustomEvent<SoEventDetail<K>> };

/** Events a host may cancel with preventDefault(), and what then does not happen. */
export const CANCELABLE_EVENTS: Partial<Record<SoEventName, string>> = {
  'so:open-cart': 'the mini cart stays closed',
  'so:navigate': 'the page stays; the host routes the shopper itself',
};

export const SO_EVENT_NAMES = /* @__PURE__ */ Object.keys(SoEventDetails) as SoEventName[];

/** Any one event's detail schema, as `validate` takes it. */
type Describe = Struct<unknown, unknown>;

function isSoEventName(name: string): name is SoEventName {
  return Object.prototype.hasOwnProperty.call(SoEventDetails, name);
}

/**
 * What is wrong with a dispatched `so:*` event by this contract (a name it does not list, a
 * detail of another shape, not bubbling or not composed, cancelable or not as listed), or null
 * when it keeps to it. The tests hold every dispatch to it.
 */
export function soEventProblem(event: Event): string | null {
  const name = event.type;
  if (!isSoEventName(name)) return `${name} is not in the events contract`;
  if (!event.bubbles || !event.composed) return `${name} must bubble and be composed`;
  if (event.cancelable !== name in CANCELABLE_EVENTS) return `${name} must ${name in CANCELABLE_EVENTS ? '' : 'not '}be cancelable`;
  const detail: unknown = 'detail' in event ? event.detail : undefined;
  // One schema of the union: validate only needs it to check a value of unknown shape.
  const schema = SoEventDetails[name] as unknown as Describe;
  const [failure] = validate(detail, schema);
  return failure ? `${name} detail: ${failure.message}` : null;
}
