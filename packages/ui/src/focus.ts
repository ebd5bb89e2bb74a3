/**
 * Keyboard focus, in one place: every dialog, the skip link and route changes use these, so
 * focus is never lost to `<body>`. Plain DOM (no React), so the host site may use it too
 * (`@so/ui/focus`); the React side is `useModalDialog` in Dialog.tsx.
 *
 * The store's pages are made of elements with open shadow roots: `document.activeElement` is
 * only the outermost host, and a document `focusin` listener sees the event retargeted to it.
 * Everything here looks through open shadow roots (`deepActiveElement`, `event.composedPath()`).
 *
 * - `openModal(dialog)` shows a `<dialog>` as a modal, moves focus in and remembers its opener;
 *   the session's `close()` closes it and gives focus back (`restoreFocus`).
 * - `trapTab(event, dialog)` keeps Tab and Shift+Tab inside the dialog.
 * - `restoreFocus(opener, fallback)` focuses the opener; waits while it is disabled (Add to cart
 *   disables itself while it works); when it is gone, focuses the caller's fallback (default:
 *   the page's main heading, else its main region), never `<body>`.
 * - `focusPageHeading()` moves focus to the new page's heading after a route change, once that
 *   heading has rendered (often inside an element's shadow root, after its data loaded).
 * - `announce(text)` says something through one polite live region, which moves into the open
 *   modal (a modal makes the rest of the page inert, and an inert live region says nothing).
 */

/** What Tab can reach, before the checks of `focusableIn` (tabindex ≥ 0, shown, radio groups). */
export const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

/** What the shopper presses or focuses: a candidate opener of a dialog (disabled ones too). */
const CONTROL = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The focused element, looking through open shadow roots (not just the outermost host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether the element is disabled (the attribute or aria-disabled="true"). */
function isDisabled(el: Element): boolean {
  return (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true';
}

/** Whether the element takes part in layout (false inside display:none, a closed dialog, …). */
function isShown(el: Element): boolean {
  if (!el.isConnected) return false;
  const dialog = el.closest('dialog');
  if (dialog && !dialog.open) return false;
  if (el.closest('[hidden], [inert]')) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** Whether focus can go there now (a focusable element that is shown and enabled). */
function canFocus(el: Element | null): el is HTMLElement {
  return el instanceof HTMLElement && isShown(el) && !isDisabled(el);
}

/**
 * The elements Tab visits inside `container` (its own tree), in order: shown, enabled,
 * tabindex ≥ 0; of a radio group only the checked radio (or the first when none is).
 */
export function focusableIn(container: ParentNode): HTMLElement[] {
  const seenGroups = new Set<string>();
  const all = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && canFocus(el));
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    if (seenGroups.has(el.name)) return false;
    const group = all.filter((other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name);
    const chosen = group.find((radio) => radio.checked) ?? group[0];
    if (el !== chosen) return false;
    seenGroups.add(el.name);
    return true;
  });
}

/** The parts of a keydown event the trap reads (a DOM event or React's). */
export interface KeyEventLike {
  key: string;
  shiftKey: boolean;
  preventDefault: () => void;
}

/** Keeps Tab and Shift+Tab inside `container`: from the last control to the first and back. */
export function trapTab(event: KeyEventLike, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const root = container.getRootNode() as Document | ShadowRoot;
  const active = deepActiveElement(root);
  const first = items[0];
  const last = items[items.length - 1];
  const inside = active instanceof Node && container.contains(active) && active !== container;
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

// ---------------------------------------------------------------------------------------------
// Openers: the control the shopper last pressed or focused, anywhere on the page.

let lastControl: HTMLElement | null = null;
let watching = false;

/** The innermost control on an event's composed path (inside open shadow roots too). */
function controlOnPath(event: Event): HTMLElement | null {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLElement && target.matches(CONTROL)) return target;
  }
  return null;
}

function remember(event: Event): void {
  const control = controlOnPath(event);
  if (control) lastControl = control;
}

/**
 * Starts remembering the control the shopper last pressed (pointerdown, keydown) or focused
 * (focusin), through `composedPath()` so a button inside another element's shadow root counts.
 * A button that disables itself while it works loses focus (and Safari never focuses a clicked
 * button), so the active element alone cannot tell what opened a dialog. Safe to call often.
 */
export function watchOpeners(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) document.addEventListener(type, remember, true);
}

/** The control that is opening a dialog now: the focused one, else the last one pressed. */
function currentOpener(dialog: Element): HTMLElement | null {
  const active = deepActiveElement();
  const pick = (el: Element | null) => el instanceof HTMLElement && el !== document.body && el.isConnected && !dialog.contains(el);
  if (active instanceof HTMLElement && active.matches(CONTROL) && pick(active)) return active;
  return pick(lastControl) ? lastControl : null;
}

// ---------------------------------------------------------------------------------------------
// The page's own focus targets: its main region and its main heading.

/** The page's main region: `#main`, else `<main>` or `[role=main]`. */
export function mainRegion(doc: Document = document): HTMLElement | null {
  return doc.getElementById('main') ?? doc.querySelector<HTMLElement>('main, [role="main"]');
}

function* deepElements(root: ParentNode): Generator<Element> {
  for (const el of Array.from(root.children)) {
    yield el;
    if (el.shadowRoot) yield* deepElements(el.shadowRoot);
    yield* deepElements(el);
  }
}

/** Whether the element is drawn bigger than a visually-hidden one (no layout, e.g. in tests: no). */
function drawn(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/**
 * The page's main heading under `root`, looking through open shadow roots: the first shown
 * `<h1>` that is drawn, else the first shown one (a visually-hidden h1 still names the page).
 */
export function findHeading(root: ParentNode): HTMLElement | null {
  let hidden: HTMLElement | null = null;
  for (const el of deepElements(root)) {
    if (!(el instanceof HTMLHeadingElement) || el.localName !== 'h1' || !isShown(el) || el.closest('dialog, [aria-hidden="true"]')) continue;
    if (drawn(el)) return el;
    hidden ??= el;
  }
  return hidden;
}

/** Where focus goes when nothing better is known: the page's main heading, else its main region. */
export function pageFocusTarget(): HTMLElement | null {
  const main = typeof document === 'undefined' ? null : mainRegion();
  return findHeading(main ?? document.body) ?? main;
}

/** Focuses an element, making a heading or region focusable from script first (tabindex=-1). */
export function focusTarget(el: HTMLElement, options: FocusOptions = {}): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus(options);
}

// ---------------------------------------------------------------------------------------------
// Giving focus back.

/** Dialogs opened through openModal, with their openers (a dialog opened from inside another). */
const openers = new WeakMap<Element, HTMLElement | null>();
let cancelPending: (() => void) | null = null;

/** An opener inside a dialog that has closed stands for that dialog's own opener. */
function resolveOpener(el: HTMLElement | null): HTMLElement | null {
  let current = el;
  for (let hops = 0; current && hops < 10; hops++) {
    const dialog = current.closest('dialog');
    if (!dialog || dialog.open || !openers.has(dialog)) return current;
    current = openers.get(dialog) ?? null;
  }
  return current;
}

/** Whether the shopper's focus is nowhere in particular (so giving it somewhere steals nothing). */
function focusIsLost(within?: Element): boolean {
  const active = deepActiveElement();
  return !active || active === document.body || active === document.documentElement || Boolean(within?.contains(active));
}

/**
 * Calls `run` once `el` is enabled again (a MutationObserver on its disabled attributes);
 * gives up when focus moves somewhere else. Returns the cancel function.
 */
function whenEnabled(el: HTMLElement, stand: HTMLElement | null, run: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (isDisabled(el)) return;
    stop();
    run();
  });
  const onFocus = (event: Event) => {
    const target = event.composedPath()[0];
    if (target !== stand && target !== el) stop();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus, true);
    if (cancelPending === stop) cancelPending = null;
  };
  observer.observe(el, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  document.addEventListener('focusin', onFocus, true);
  return stop;
}

/**
 * Gives focus back to `opener` after a dialog closed. A disabled opener (Add to cart while it
 * works) gets it as soon as it is enabled again, and the fallback holds focus meanwhile; an
 * opener that left the page, or none, leaves focus on `fallback()` (default: the page's main
 * heading, else its main region). Never `<body>`, as long as the page has a main region.
 */
export function restoreFocus(opener: HTMLElement | null, fallback: () => HTMLElement | null = pageFocusTarget): void {
  cancelPending?.();
  const target = resolveOpener(opener);
  if (canFocus(target)) {
    target.focus();
    if (deepActiveElement() === target) return;
  }
  const stand = fallback() ?? pageFocusTarget();
  if (stand) focusTarget(stand);
  if (target && target.isConnected && isDisabled(target)) {
    cancelPending = whenEnabled(target, stand, () => {
      const active = deepActiveElement();
      if (!active || active === document.body || active === stand) target.focus();
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Modal dialogs.

export interface ModalOptions {
  /** Where focus starts (default: the first `[autofocus]`, else the first control, else the dialog). */
  initialFocus?: HTMLElement | null;
  /** Where focus goes when the opener is gone (default: the page's main heading or main region). */
  fallback?: () => HTMLElement | null;
}

export interface ModalSession {
  /** Closes the dialog (if still open) and gives focus back to its opener. */
  close: () => void;
}

/** The open modals, innermost last (the live region lives in the last). */
const modals: HTMLDialogElement[] = [];

/**
 * Shows `dialog` as a modal (top layer, the rest of the page inert), moves focus into it and
 * remembers the control that opened it. Call the session's `close()` when it should close.
 */
export function openModal(dialog: HTMLDialogElement, options: ModalOptions = {}): ModalSession {
  watchOpeners();
  cancelPending?.();
  const opener = currentOpener(dialog);
  openers.set(dialog, opener);
  if (!dialog.open) {
    try {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } catch {
      dialog.setAttribute('open', '');
    }
  }
  modals.push(dialog);
  placeLiveRegion();
  const start = options.initialFocus ?? dialog.querySelector<HTMLElement>('[autofocus]') ?? focusableIn(dialog)[0];
  if (start) start.focus();
  else focusTarget(dialog);

  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      const lost = focusIsLost(dialog);
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const at = modals.indexOf(dialog);
      if (at >= 0) modals.splice(at, 1);
      placeLiveRegion();
      // Focus was in the dialog (or lost with it): give it back. If something else took it
      // meanwhile (another dialog, a route change), leave it there.
      if (lost || focusIsLost()) restoreFocus(opener, options.fallback);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Announcements.

let region: HTMLElement | null = null;
let pendingFrame = 0;
let queued: string[] = [];

function liveRegion(): HTMLElement {
  if (region) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.soAnnouncer = '';
  // Inline: the region may sit inside any shadow root, where the page's classes do not reach.
  region.style.cssText =
    'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  return region;
}

/** Puts the live region in the innermost open modal, else at the end of the body. */
function placeLiveRegion(): void {
  if (!region) return;
  const host = modals[modals.length - 1] ?? document.body;
  if (region.parentNode !== host) host.append(region);
}

/**
 * Creates the page's one polite live region ahead of time (a region created together with its
 * text is often not read). Safe to call often.
 */
export function installAnnouncer(): void {
  if (typeof document === 'undefined') return;
  liveRegion();
  placeLiveRegion();
}

/**
 * Says `message` to screen-reader users through the page's one polite live region, on the next
 * frame (so a region that just moved into a dialog is in place first); messages of one frame are
 * said together. The same text twice in a row is still read.
 */
export function announce(message: string): void {
  installAnnouncer();
  queued.push(message);
  if (pendingFrame) return;
  pendingFrame = requestAnimationFrame(() => {
    pendingFrame = 0;
    const text = queued.join(' ');
    queued = [];
    const el = liveRegion();
    placeLiveRegion();
    el.textContent = el.textContent === text ? `${text}\u00a0` : text;
  });
}

// ---------------------------------------------------------------------------------------------
// Route changes.

/** Frames a route change waits for the new page's heading before settling on its main region. */
export const HEADING_WAIT_FRAMES = 300;
let headingWatch = 0;

/**
 * After a route change: focus moves to the new page's main region at once (so it is never left
 * on `<body>` or on a control of the old page), then to the page's `<h1>` as soon as it has
 * rendered (it often lives in an element's shadow root and shows after its data loads). Stops
 * looking when focus moves elsewhere, on the next route change, or after HEADING_WAIT_FRAMES.
 */
export function focusPageHeading(main: HTMLElement | null = mainRegion()): void {
  cancelAnimationFrame(headingWatch);
  headingWatch = 0;
  if (!main) return;
  const heading = findHeading(main);
  if (heading) {
    focusTarget(heading);
    return;
  }
  focusTarget(main, { preventScroll: true });
  let frames = 0;
  const look = () => {
    headingWatch = 0;
    const active = deepActiveElement();
    if (active !== main && active !== document.body && active !== null) return;
    const found = findHeading(main);
    if (found) {
      focusTarget(found, { preventScroll: true });
      return;
    }
    if (++frames < HEADING_WAIT_FRAMES) headingWatch = requestAnimationFrame(look);
  };
  headingWatch = requestAnimationFrame(look);
}
