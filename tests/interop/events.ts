/**
 * What the framework hosts share: the `so:*` events they listen for on `document` (the events
 * contract, packages/contract/src/events.ts) and the visible list the interop spec reads.
 * A host app would import nothing like this; it stands for the host's own analytics.
 */
export const SO_EVENTS = [
  'so:add-to-cart',
  'so:remove-from-cart',
  'so:wishlist-toggle',
  'so:login',
  'so:logout',
  'so:checkout-start',
  'so:order-placed',
  'so:payment-result',
  'so:subscription-created',
  'so:booking-made',
  'so:enquiry-sent',
  'so:open-cart',
  'so:navigate',
  'so:query',
  'so:ready',
] as const;

/** Appends one `<li>` per `so:*` event heard on `document` to `list`: `name {detail as JSON}`. */
export function logSoEvents(list: HTMLElement): () => void {
  const log = (event: Event) => {
    const item = document.createElement('li');
    item.textContent = `${event.type} ${JSON.stringify(event instanceof CustomEvent ? event.detail : null)}`;
    list.append(item);
  };
  for (const name of SO_EVENTS) document.addEventListener(name, log);
  return () => {
    for (const name of SO_EVENTS) document.removeEventListener(name, log);
  };
}

/** The store's origin, written into each host page by the interop server (`__STORE__`). */
export function storeOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="so-store"]');
  if (!meta || meta.content.startsWith('__')) throw new Error('the page has no store origin');
  return meta.content;
}
