import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistentJson } from './persist.ts';

/**
 * Why tests/setup-dom.ts tears the stores down at the end of each test file. A persisted store
 * unmounts one second after its last listener leaves (a nanostores timer), and that unmount
 * removes its listeners from `window`. When the timer outlives the test file, happy-dom has
 * already removed `window`: "ReferenceError: window is not defined", an unhandled error that
 * failed CI runs on a loaded machine. Here the timer is a fake one and `window` goes on demand.
 */
/** Runs `fn` with `window` gone, as after happy-dom's teardown. */
function withoutWindow(fn: () => void): void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'window');
  try {
    fn();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'window', descriptor);
  }
}

describe('a persisted store after its last listener leaves', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('unmounts one second later, through window (the race CI lost)', () => {
    vi.useFakeTimers();
    const $value = persistentJson('so:test:unmount-late', 0);
    $value.listen(() => undefined)();
    withoutWindow(() => expect(() => vi.advanceTimersByTime(1_000)).toThrow('window is not defined'));
  });

  it('leaves nothing for that timer to do once cleanStores has torn it down', () => {
    vi.useFakeTimers();
    const $value = persistentJson('so:test:torn-down', 0);
    $value.listen(() => undefined)();
    cleanStores($value);
    withoutWindow(() => expect(() => vi.advanceTimersByTime(1_000)).not.toThrow());
  });

  it('still reads and writes localStorage after a teardown', () => {
    const $value = persistentJson('so:test:after', { n: 1 });
    $value.set({ n: 2 });
    cleanStores($value);
    expect(localStorage.getItem('so:test:after')).toBe('{"n":2}');
    expect($value.get()).toEqual({ n: 2 });
  });
});
