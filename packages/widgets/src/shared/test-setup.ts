/**
 * Setup the widget tests share. Only plain helpers live here: each test file keeps its own
 * `vi.hoisted` fake and `vi.mock` calls, since Vitest hoists those per file.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ApiError } from '@so/api';
import type { ContentPage, SessionUser } from '@so/contract';
import {
  $cart,
  $navState,
  $loginDialog,
  $session,
  $toasts,
  clearCartExtras,
  NAVIGATE_EVENT,
  syncLocation,
  takePendingCartOpen,
  type CartData,
  type NavigateDetail,
} from '@so/stores';
import { sampleUser } from './fixtures.ts';

/** Moves the page to a path the way a link would, and lets the stores see it. */
export function goTo(path: string): void {
  history.pushState(null, '', path);
  syncLocation();
}

/** No toasts, the login dialog closed, and a shopper logged in (the sample user unless given). */
export function resetShopper(user: SessionUser = sampleUser()): void {
  $toasts.set([]);
  $loginDialog.set({ open: false });
  $session.set(user);
}

/** The shared cart state not loaded yet, with no voucher or coins. */
export function resetCart(): void {
  $cart.set({ status: 'idle', data: null, error: null });
  clearCartExtras();
  // An open request no mini cart answered (a test without one) is not answered in the next test.
  takePendingCartOpen();
}

/** A server cart (GET /cart/) that can change between calls. */
export function serverCart(initial: CartData) {
  let current = initial;
  const cart = vi.fn(async () => ({ status: true, cart_counter: current.cart_counter, data: current }));
  return { cart, set: (next: CartData) => (current = next) };
}

/** A navigation as a test reads it: the route, `replace: true` when it replaces, and its state. */
export interface RecordedNavigation {
  href: string;
  replace?: true;
  state?: unknown;
}

/**
 * The in-page navigations each test asks for (cancelled, so the page stays), emptied before
 * each test. Call once at the top level of a test file.
 */
export function recordNavigations(): RecordedNavigation[] {
  const navigations: RecordedNavigation[] = [];
  const onNavigate = (event: Event) => {
    event.preventDefault();
    const { href, replace } = (event as CustomEvent<NavigateDetail>).detail;
    navigations.push({ href, replace: replace || undefined, state: $navState.get() ?? undefined });
  };
  beforeEach(() => {
    navigations.length = 0;
    window.addEventListener(NAVIGATE_EVENT, onNavigate);
  });
  afterEach(() => {
    window.removeEventListener(NAVIGATE_EVENT, onNavigate);
  });
  return navigations;
}

/**
 * The page's h1 once its content page has answered. A content page shows its own h1 while its
 * text loads (only the text is a skeleton, `role=status aria-busy`), so finding an h1 says nothing
 * about which text is shown: wait for the skeleton to go first.
 */
export async function loadedPageHeading(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
  return screen.getByRole('heading', { level: 1 });
}

/** What a fake GET /content-pages/{slug}/ answers: the staff's page, an error (404: none written; 500: down) or nothing yet. */
export type ContentPageAnswer = ContentPage | Error | 'pending';

/** A fake `contentPage(slug)` of the API client; with `only`, other slugs answer 404. */
export function contentPageCall(answer: ContentPageAnswer, only?: string) {
  return vi.fn((slug: string): Promise<{ status: boolean; page: ContentPage }> => {
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer instanceof Error) return Promise.reject(answer);
    if (only !== undefined && slug !== only) return Promise.reject(new ApiError('Not found', 404));
    return Promise.resolve({ status: true, page: answer });
  });
}
