import { atom } from 'nanostores';
import { TOAST_DEFAULT_MS, TOAST_MAX_MS, TOAST_MIN_MS } from '@so/contract';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  /** An optional action the toast offers (e.g. "Log in"). */
  action?: { label: string; run: () => void };
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;
/** Each shown toast's dismiss timer, so a dismissed toast leaves no timer behind. */
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast for 2–5 s and returns its id. */
export function toast(input: Omit<Toast, 'id'> & { duration?: number }): number {
  const id = nextId++;
  const { duration = TOAST_DEFAULT_MS, ...rest } = input;
  $toasts.set([...$toasts.get(), { id, ...rest }]);
  const ms = Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, duration));
  timers.set(id, setTimeout(() => dismissToast(id), ms));
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Dismisses every toast at once (and stops their timers): a page or test that starts afresh. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}
