/**
 * The widget loader: the one script a page includes. It defines each `so-*` element the first
 * time one appears in the document (and `<so-store>` before any other, so configuration is in
 * place before the first call). Kept tiny: element code loads only when used.
 *
 *   <script type="module" src="https://store.example/widgets/loader.js"></script>
 */
import { elementTag } from './shared/element-file.ts';

interface ElementModule {
  define: () => unknown;
}

/**
 * Every element, by tag: the element files (`./<feature>/<name>.element.ts` defines `so-<name>`),
 * each fetched (its own chunk) only when its tag first appears.
 */
const ELEMENTS: Record<string, () => Promise<ElementModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<ElementModule>('./*/*.element.ts')).map(([file, definer]) => [elementTag(file), definer]),
);

/**
 * Elements no first screen needs: the footer (below it), the floating buttons, the cart bar and
 * drawer, the login dialog, the toaster and the celebration (they show after something happens;
 * what happened waits in the shared state, so nothing is lost). Their code is fetched and they are
 * defined once the page's other elements are and the browser has drawn them, so the first screen
 * is not kept waiting for them. Each has its own task, so none makes a long one.
 */
const AFTER_FIRST_SCREEN: ReadonlySet<string> = new Set([
  'so-footer',
  'so-whatsapp-button',
  'so-scroll-top',
  'so-celebration',
  'so-login-dialog',
  'so-cart-drawer',
  'so-cart-bar',
  'so-toaster',
]);

const loading = new Map<string, Promise<unknown>>();

/** A new task: what was drawn so far can be painted, and input answered, before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Definitions take turns, a task apart: defining an element renders every instance of it on the
 * page at once, and two in one task would make one long task of them.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn(define: () => unknown): Promise<unknown> {
  const done = turn.then(define);
  turn = done.then(nextTask, nextTask);
  return done;
}

/** Defines `tag` (fetching its code first), once; resolves when it is defined. */
export function load(tag: string): Promise<unknown> {
  const definer = ELEMENTS[tag];
  if (!definer) return Promise.resolve();
  let pending = loading.get(tag);
  if (!pending) {
    pending = definer().then((m) => inTurn(() => m.define()));
    loading.set(tag, pending);
  }
  return pending;
}

/**
 * After the first screen's elements are defined and drawn: a frame, then a task after it. A page
 * in a background tab draws no frames; there the wait ends after a while all the same.
 */
function afterPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve(nextTask()));
    setTimeout(resolve, 1_000);
  });
}

function scan(root: ParentNode): void {
  const tags = Object.keys(ELEMENTS).filter((tag) => tag !== 'so-store' && !customElements.get(tag) && root.querySelector(tag));
  const store = root.querySelector('so-store') ? load('so-store') : Promise.resolve();
  const first = tags.filter((tag) => !AFTER_FIRST_SCREEN.has(tag));
  const later = tags.filter((tag) => AFTER_FIRST_SCREEN.has(tag));
  void store
    .then(() => Promise.allSettled(first.map(load)))
    .then(() => (later.length > 0 ? afterPaint() : undefined))
    .then(() => later.forEach(load));
}

let queued = false;
function queueScan(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    scan(document);
  });
}

if (typeof document !== 'undefined') {
  scan(document);
  new MutationObserver(queueScan).observe(document.documentElement, { childList: true, subtree: true });
}
