/**
 * The `so:*` events of the events contract (@so/contract `SoEventDetails`), dispatched from the
 * element that saw the shopper's action: bubbling and composed, so a host hears them on that
 * element, its ancestors, `document` and `window`.
 *
 * Which element saw it: the store's actions (add to cart, login, …) run in the stores, away from
 * any element, so this module remembers where the shopper last pressed, typed or submitted
 * (`event.composedPath()` looks into open shadow roots) and dispatches from there, or from its
 * nearest `so-*` element when that control has gone (a dialog that closed). An action with no
 * such origin (a page that opens on a payment result) is dispatched from `from` when the caller
 * gives one, else from `document`.
 */
import { CANCELABLE_EVENTS, type SoEventDetail, type SoEventName } from '@so/contract';

/** The innermost node of the last interaction and the `so-*` elements around it, innermost first. */
let lastPath: EventTarget[] = [];

function isSoElement(target: EventTarget): target is Element {
  return typeof Element !== 'undefined' && target instanceof Element && target.localName.startsWith('so-');
}

function remember(event: Event): void {
  const path = event.composedPath();
  const first = path[0];
  lastPath = first === undefined ? [] : [first, ...path.filter(isSoElement)];
}

let watching = false;

/** Starts remembering interactions (idempotent; the first element calls it). */
export function watchInteractions(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  for (const type of ['pointerdown', 'click', 'keydown', 'submit', 'change'] as const) {
    document.addEventListener(type, remember, { capture: true });
  }
}

/** Where an event of the shopper's last action starts: a node still in the page, else `document`. */
export function eventOrigin(): EventTarget | null {
  for (const target of lastPath) {
    if (typeof Node !== 'undefined' && target instanceof Node && target.isConnected) return target;
  }
  return typeof document === 'undefined' ? null : document;
}

/** Forgets the last interaction (tests, and a page that starts over). */
export function forgetInteractions(): void {
  lastPath = [];
}

export interface EmitOptions {
  /** Dispatch from this node instead of the last interaction's (an element showing a result). */
  from?: EventTarget | null;
}

/**
 * Dispatches `name` with `detail`. Answers false when a listener called preventDefault() on a
 * cancelable event (so:navigate, so:open-cart): the caller then leaves it to the host.
 */
export function emit<K extends SoEventName>(name: K, detail: SoEventDetail<K>, options: EmitOptions = {}): boolean {
  const target = options.from ?? eventOrigin();
  if (!target || typeof CustomEvent === 'undefined') return true;
  const cancelable = name in CANCELABLE_EVENTS;
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

watchInteractions();
