/**
 * One cart across sites (the cart handoff; the server's side is packages/server/src/partners; see
 * docs/embedding.md#partners-and-the-cart-handoff). A partner's page has its own visitor id (localStorage is per
 * origin), so the store would not know the cart the shopper filled there.
 *
 * - On a partner's page, a navigation nobody routed leaves for the store's URL with
 *   `?so_handoff=<token>` (POST /handoff/: signed, names this visitor and login, works once for
 *   HANDOFF_TTL_SECONDS). If the token cannot be had, the shopper still goes, without it.
 * - On the store's own site, a page opened with `so_handoff` takes it off the address bar at once
 *   (so it is neither bookmarked, shared nor sent as a Referer), then redeems it: the handed-over
 *   lines join this shopper's own cart; the store keeps its visitor id (or takes the one the
 *   server made, when it had none) and its session. Every cart call waits for this
 *   (ensureVisitor), so the first cart the page shows already has them. A login handed over to a
 *   page without a session waits in $handoffLogin until the shopper answers "Continue as …?"
 *   (the login dialog element asks): only Continue makes a session (confirmHandoffLogin).
 */
import { atom } from 'nanostores';
import { ApiError } from '@so/api';
import { HANDOFF_PARAM, MSG } from '@so/contract';
import { getApi } from './api.ts';
import { completeLogin, ensureLoginDialog } from './auth.ts';
import { refreshCounters } from './cart.ts';
import { $loggedIn } from './session.ts';
import { isStoreUrl, onStoreSite } from './config.ts';
import { configureLeaving } from './navigation.ts';
import { toast } from './toasts.ts';
import { $visitorId, ensureVisitor, gateVisitor } from './visitor.ts';

/** `url` with a fresh handoff of this visitor's cart, or as it is when none can be had. */
export async function withHandoff(href: string): Promise<string> {
  const url = new URL(href);
  if (onStoreSite() || !isStoreUrl(url)) return href;
  try {
    if (!(await ensureVisitor())) return href;
    const answer = await getApi().createHandoff();
    url.searchParams.set(HANDOFF_PARAM, answer.data.token);
    return url.href;
  } catch {
    return href;
  }
}

/** The default of an unrouted `so:navigate` on a partner's page: go to the store with the cart. */
async function leaveWithCart(href: string, replace: boolean): Promise<void> {
  const target = await withHandoff(href);
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/** Takes `so_handoff` off the address bar; answers it (or null). */
function takeTokenFromAddress(): string | null {
  if (typeof location === 'undefined' || typeof history === 'undefined') return null;
  const url = new URL(location.href);
  const token = url.searchParams.get(HANDOFF_PARAM);
  if (token === null) return null;
  url.searchParams.delete(HANDOFF_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return token;
}

/** A login handed over from a partner's page, waiting for the shopper's answer (the masked account and the one-time confirmation). */
export const $handoffLogin = atom<{ account: string; confirmation: string } | null>(null);

const refusal = (error: unknown, otherwise: string) => (error instanceof ApiError && error.status === 400 ? error.message : otherwise);

/** Redeems a handoff on the store's own site (see above); never throws. */
export async function adoptHandoff(token: string): Promise<boolean> {
  try {
    const answer = await getApi().redeemHandoff(token);
    $visitorId.set(answer.data.visitor_id);
    const pending = answer.data.pending_login;
    if (pending && !$loggedIn.get()) {
      $handoffLogin.set({ account: pending.account, confirmation: pending.confirmation });
      ensureLoginDialog();
    }
    // The counters a session page keeps from its login are out of date now (this runs once the visitor gate opens).
    void refreshCounters().catch(() => undefined);
    return true;
  } catch (error) {
    toast({ kind: 'warning', title: refusal(error, MSG.handoffExpired) });
    return false;
  }
}

/** The shopper said "Continue": the handed-over login becomes this page's session. Never throws. */
export async function confirmHandoffLogin(): Promise<boolean> {
  const pending = $handoffLogin.get();
  $handoffLogin.set(null);
  if (!pending || $loggedIn.get()) return false;
  try {
    const answer = await getApi().confirmHandoff(pending.confirmation);
    if (!answer.data) throw new Error('no session');
    completeLogin(answer.data);
    return true;
  } catch (error) {
    toast({ kind: 'warning', title: refusal(error, MSG.handoffLoginExpired) });
    return false;
  }
}

/** The shopper said "No, stay logged out": the offer is dropped (the server made no session for it). */
export function declineHandoffLogin(): void {
  $handoffLogin.set(null);
}

/** Starts the handoff on this page: leaving with one (partner page) or adopting one (store). */
export function startHandoff(): void {
  if (typeof window === 'undefined') return;
  // Whether this is a partner's page is asked when leaving (<so-store store-url> may come later).
  configureLeaving((url, replace) => void leaveWithCart(url, replace));
  if (!onStoreSite()) return;
  const token = takeTokenFromAddress();
  if (token) gateVisitor(adoptHandoff(token));
}

startHandoff();
