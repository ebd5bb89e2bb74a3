import { toast, updateCartLine, type CartLine } from '@so/stores';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLineState } from './CartView.tsx';
import { checkLineQuantity, clampedMessage, inlineMessage, lineStock } from './rules.ts';

/** How long the cart waits after the last keystroke or stepper click before it asks the server. */
export const QUANTITY_DEBOUNCE_MS = 600;

/**
 * Quantity edits of the cart's lines: the typed text shows at once (a number above the stock
 * already clamped to it); after a pause it is checked (the cart's quantity messages, no server
 * call when invalid, and the box goes back to the quantity the cart has) and sent, one request
 * at a time per line. A clamped quantity keeps its message after the update.
 */
export function useQuantityEdits(delay: number = QUANTITY_DEBOUNCE_MS) {
  const [lines, setLines] = useState<Record<number, CartLineState>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const chains = useRef(new Map<number, Promise<unknown>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const patch = useCallback((id: number, next: CartLineState | null) => {
    if (!mounted.current) return;
    setLines((prev) => {
      const copy = { ...prev };
      if (next) copy[id] = next;
      else delete copy[id];
      return copy;
    });
  }, []);

  const commit = useCallback(
    async (line: CartLine, text: string, clamped: boolean) => {
      timers.current.delete(line.id);
      const { max } = lineStock(line);
      const check = checkLineQuantity(text, max);
      if (!check.ok) {
        if (check.empty) {
          patch(line.id, { draft: text });
          return;
        }
        toast({ kind: check.kind, title: check.title, description: check.description });
        // The box shows the quantity the cart has again (and its total), with the reason.
        patch(line.id, { error: inlineMessage(check) });
        return;
      }
      const notice = clamped ? clampedMessage(max) : null;
      if (notice) toast({ kind: 'warning', ...notice });
      const after: CartLineState | null = notice ? { error: inlineMessage(notice) } : null;
      if (check.quantity === line.quantity && !chains.current.has(line.id)) {
        patch(line.id, after);
        return;
      }
      patch(line.id, { draft: text, busy: true, error: after?.error });
      const before = chains.current.get(line.id) ?? Promise.resolve();
      const mine = before.then(() => updateCartLine(line.id, check.quantity));
      chains.current.set(line.id, mine);
      await mine;
      if (chains.current.get(line.id) === mine) chains.current.delete(line.id);
      // A newer edit of the same line keeps its own draft.
      if (!timers.current.has(line.id) && !chains.current.has(line.id)) patch(line.id, after);
    },
    [patch],
  );

  const onQuantity = useCallback(
    (line: CartLine, text: string, clamped = false) => {
      const timer = timers.current.get(line.id);
      if (timer) clearTimeout(timer);
      patch(line.id, { draft: text, busy: true, error: clamped ? inlineMessage(clampedMessage(lineStock(line).max)) : undefined });
      timers.current.set(
        line.id,
        setTimeout(() => void commit(line, text, clamped), delay),
      );
    },
    [commit, delay, patch],
  );

  const latest = useRef(lines);
  latest.current = lines;

  /** The box was left empty: nothing is sent, and it shows the quantity the cart has again. */
  const onLeave = useCallback(
    (line: CartLine) => {
      if (latest.current[line.id]?.draft?.trim() !== '') return;
      const timer = timers.current.get(line.id);
      if (timer) clearTimeout(timer);
      timers.current.delete(line.id);
      patch(line.id, null);
    },
    [patch],
  );

  /** Forgets a line's edit (it is being removed). */
  const forget = useCallback(
    (id: number) => {
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      timers.current.delete(id);
      patch(id, null);
    },
    [patch],
  );

  /** Drops the state of lines the cart no longer has. */
  const keepOnly = useCallback((ids: readonly number[]) => {
    setLines((prev) => {
      const keep = new Set(ids);
      const stale = Object.keys(prev).map(Number).filter((id) => !keep.has(id));
      if (stale.length === 0) return prev;
      const copy = { ...prev };
      for (const id of stale) delete copy[id];
      return copy;
    });
  }, []);

  const busy = Object.values(lines).some((line) => line.busy);
  return { lines, busy, onQuantity, onLeave, forget, keepOnly };
}
