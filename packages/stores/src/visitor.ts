import { persistentAtom } from '@nanostores/persistent';
import { createApi } from '@so/api';
import { $config } from './config.ts';

/** The visitor id from GET /user/visitor/, fetched once and kept in localStorage. */
export const $visitorId = persistentAtom<string>('so:visitor_id', '');

let pending: Promise<string | null> | null = null;
/** Something the visitor id waits for (a cart handed over from a partner's page being adopted). */
let gate: Promise<unknown> | null = null;

/** Makes every call that needs the visitor id wait for `work` first (handoff.ts). */
export function gateVisitor(work: Promise<unknown>): void {
  const current: Promise<unknown> = work.finally(() => {
    if (gate === current) gate = null;
  });
  gate = current;
}

export async function ensureVisitor(): Promise<string | null> {
  if (gate) await gate;
  return knownOrNewVisitor();
}

function knownOrNewVisitor(): Promise<string | null> {
  const existing = $visitorId.get();
  if (existing) return Promise.resolve(existing);
  if (!pending) {
    const { apiBase, companyId } = $config.get();
    pending = createApi({ baseURL: apiBase, companyId })
      .visitor()
      .then((res) => {
        $visitorId.set(res.visitor_id);
        return res.visitor_id;
      })
      .catch(() => null)
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}
