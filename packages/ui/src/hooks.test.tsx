import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stableDeps, useAsync, useDebounced, useSameJson, useStaged } from './hooks.ts';

/**
 * These run on React and on preact/compat. React compares hook dependencies with Object.is;
 * preact/compat with `!==`, under which NaN (an `id` attribute r2wc read as "abc") never equals
 * itself. Before stableDeps, the first test never settled on preact/compat: every render ran the
 * effect again, which set state, which rendered again (the frozen tab of /products/abc/x).
 */
describe('useAsync', () => {
  /** A load that counts its calls and stops a runaway loop instead of spinning for ever. */
  function countingLoad() {
    const load = vi.fn(() => Promise.resolve('loaded'));
    load.mockImplementation(() => {
      // Thrown, not rejected: it breaks out of the render loop the bug would start.
      if (load.mock.calls.length > 5) throw new Error(`load ran ${load.mock.calls.length} times for one id`);
      return Promise.resolve('loaded');
    });
    return load;
  }

  function Probe({ id, load }: { id: number; load: (id: number) => Promise<string> }) {
    const [state] = useAsync(() => load(id), [id, load]);
    return <p>{state.status === 'ready' ? state.data : state.status}</p>;
  }

  it('loads once for a NaN dependency, and again only when the dependency changes', async () => {
    const load = countingLoad();
    const { rerender } = render(<Probe id={Number('abc')} load={load} />);
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Probe id={Number.NaN} load={load} />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Probe id={5} load={load} />);
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useDebounced', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function Echo({ value }: { value: number }) {
    return <p>{String(useDebounced(value, 100))}</p>;
  }

  it('settles on NaN: no timer keeps re-arming once the value has arrived', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<Echo value={1} />);
    rerender(<Echo value={Number.NaN} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('NaN')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('stableDeps', () => {
  it('compares under !== as Object.is compares the dependencies', () => {
    const [a] = stableDeps([Number.NaN]);
    const [b] = stableDeps([Number('x')]);
    expect(a === b).toBe(true);
    const [zero] = stableDeps([0]);
    const [negativeZero] = stableDeps([-0]);
    expect(zero === negativeZero).toBe(Object.is(0, -0));
    const object = {};
    expect(stableDeps([object, 'id', 3, undefined, null])).toEqual([object, 'id', 3, undefined, null]);
  });
});

describe('useSameJson', () => {
  function Params({ value, seen }: { value: { page: number }; seen: object[] }) {
    seen.push(useSameJson(value));
    return null;
  }

  it('gives the first object while the JSON stays the same, and the new one when it changes', () => {
    const seen: object[] = [];
    const first = { page: 1 };
    const { rerender } = render(<Params value={first} seen={seen} />);
    rerender(<Params value={{ page: 1 }} seen={seen} />);
    const second = { page: 2 };
    rerender(<Params value={second} seen={seen} />);
    expect(seen.at(0)).toBe(first);
    expect(seen.at(1)).toBe(first);
    expect(seen.at(-1)).toBe(second);
  });
});

describe('useStaged', () => {
  function Parts({ total, first, step, seen }: { total: number; first: number; step: number; seen: number[] }) {
    const shown = useStaged(total, first, step);
    seen.push(shown);
    return <p>{`shown ${shown}`}</p>;
  }

  it('draws `first` at once and `step` more in each task after, up to the total', async () => {
    const seen: number[] = [];
    render(<Parts total={7} first={3} step={2} seen={seen} />);
    expect(screen.getByText('shown 3')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('shown 7')).toBeTruthy());
    expect([...new Set(seen)]).toEqual([3, 5, 7]);
  });

  it('never shows more than there is, and grows with the total', async () => {
    const seen: number[] = [];
    const { rerender } = render(<Parts total={1} first={2} step={1} seen={seen} />);
    expect(screen.getByText('shown 1')).toBeTruthy();
    rerender(<Parts total={2} first={2} step={1} seen={seen} />);
    expect(screen.getByText('shown 2')).toBeTruthy();
  });
});
