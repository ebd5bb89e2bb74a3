import type { ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Subscribes a component to a nanostore. */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const get = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, get, get);
}

const NAN = Symbol('NaN');
const NEGATIVE_ZERO = Symbol('-0');

/**
 * Hook dependencies that compare the same on React and on preact/compat. React compares
 * dependencies with `Object.is`; preact/compat (what the browser bundle runs) with `!==`, for
 * which `NaN` never equals itself: an effect depending on `NaN` (an `id` attribute that is not a
 * number) runs again after every render, and one that sets state renders for ever. NaN and -0
 * become tokens, so `!==` on the result is `Object.is` on `deps`.
 */
export function stableDeps(deps: readonly unknown[]): unknown[] {
  return deps.map((dep) => (typeof dep !== 'number' ? dep : Number.isNaN(dep) ? NAN : Object.is(dep, -0) ? NEGATIVE_ZERO : dep));
}

/** A value that follows `value` after `delay` ms of no change. */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is [value, delay], NaN made a token for preact/compat's !==
  }, stableDeps([value, delay]));
  return debounced;
}

/**
 * `value` as it was first given, until it serialises (JSON) differently: an object built afresh
 * at each render (request parameters) that can be a hook dependency.
 */
export function useSameJson<T>(value: T): T {
  const json = JSON.stringify(value);
  const kept = useRef({ json, value });
  if (kept.current.json !== json) kept.current = { json, value };
  return kept.current.value;
}

/** Whether a media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  const get = () => (typeof matchMedia === 'function' ? matchMedia(query).matches : false);
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mql = matchMedia(query);
    const onChange = () => setMatches(mql.matches);
    onChange();
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** The viewport width, updated on resize. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/**
 * How many of `total` parts to draw now: `first` at once, then `step` more in each task after,
 * so a long render is spread over short tasks (a slow phone answers a tap between them, and
 * the first screen is painted before what is below it is built).
 */
export function useStaged(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; data: T };

/**
 * Runs `load` whenever `deps` change (compared as Object.is compares them, on React and on
 * preact/compat alike: see stableDeps); ignores answers that arrive after a newer request. The
 * returned reload is the same function at every render.
 *
 * `load` starts right after the render is committed, before the browser paints (a layout
 * effect): an answer already at hand (given with the page, or shared with another element)
 * then renders before the first paint, and the loading state is never drawn, laid out and
 * thrown away (preact runs plain effects only after a paint).
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  useLayoutEffect(() => {
    const id = ++latest.current;
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    load().then(
      (data) => id === latest.current && setState({ status: 'ready', data }),
      (error: unknown) =>
        id === latest.current && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is new at each render; the caller's deps (linted at each call) say when it changes
  }, stableDeps([...deps, nonce]));
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return [state, reload];
}
