import { cleanup, configure } from '@testing-library/react';
import { setPersistentEngine } from '@nanostores/persistent';
import { cleanStores, type Store } from 'nanostores';
import { afterAll, afterEach } from 'vitest';
import { soEventProblem } from '@so/contract';

/**
 * Every `so:*` event any component or store dispatches in any test is held to the events
 * contract (@so/contract events.ts): a name it does not list, a detail of another shape, an
 * event that does not bubble out of its shadow root, fails the test that dispatched it.
 */
const brokenEvents: string[] = [];
const dispatchEvent = EventTarget.prototype.dispatchEvent;
EventTarget.prototype.dispatchEvent = function dispatchChecked(this: EventTarget, event: Event): boolean {
  if (event.type.startsWith('so:')) {
    const problem = soEventProblem(event);
    if (problem) brokenEvents.push(problem);
  }
  return dispatchEvent.call(this, event);
};

// waitFor and findBy* give a render up to 5 s instead of 1 s: on a loaded CI machine (both
// component projects and the server suite share two cores) a grid of cards can take longer
// than a second to appear. A test that waits for what never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // No toast, and none of their dismiss timers, carries over into the next test.
  (await import('@so/stores')).clearToasts();
  const broken = brokenEvents.splice(0);
  if (broken.length > 0) throw new Error(`Events off the contract: ${broken.join('; ')}`);
});

const isStore = (value: unknown): value is Store =>
  typeof value === 'object' && value !== null && 'listen' in value && 'subscribe' in value && 'get' in value;

/**
 * The shared stores are torn down at the end of each file, while happy-dom's window is still
 * there. A store that loses its last listener (a component unmounted by cleanup) unmounts one
 * second later, on a nanostores timer; for a persisted store that unmount removes its `storage`
 * and `pageshow` listeners from `window`. A timer still pending when the file ends fires after
 * the environment has removed `window` ("ReferenceError: window is not defined", an unhandled
 * error that fails the run). cleanStores runs those unmounts now, and the pending timers find
 * nothing left to do.
 *
 * A persisted store read with no listener (`$session.get()` in a request that settles after the
 * last test) mounts and unmounts at once, and so starts that timer again, after the stores were
 * cleaned. From here on persisted stores therefore read and write this file's localStorage but no
 * longer touch `window`'s events: such a late unmount finds nothing to remove.
 *
 * `@so/stores` is imported here, not at the top: a test file's vi.mock of a module the stores
 * use (their api.ts) must be in place before the stores first load. Here it is the test file's
 * own instance, mocked or not.
 */
afterAll(async () => {
  const stores: Record<string, unknown> = await import('@so/stores');
  cleanStores(...Object.values(stores).filter(isStore));
  setPersistentEngine(localStorage, { addEventListener() {}, removeEventListener() {} });
});

// happy-dom's IntersectionObserver never reports an intersection; without one, deferred
// content (ui/Deferred) renders at once, as it would once scrolled into view.
Reflect.deleteProperty(globalThis, 'IntersectionObserver');
