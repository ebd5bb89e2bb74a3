import { createContext, useContext } from 'react';
import type { SoEventDetail } from '@so/contract';

/** Where a plain click on a link came from, and what it carries to the page it opens. */
export interface NavigateOptions {
  state?: unknown;
  from?: EventTarget | null;
}

/**
 * What the primitives need from the app around them: where pictures and links point and how a
 * link's click is routed. The widgets provide it once around every element's tree (from their
 * stores); outside them (Storybook, ui's own tests) the defaults below apply.
 */
export interface UiEnvironment {
  /** A picture's path from the API (e.g. "/media/x-640.webp") as the URL the browser loads. */
  mediaUrl(path: string): string;
  /** A route (e.g. "/shop?page=1") as a link's href. */
  href(to: string): string;
  /** Follows a plain click on a link to `to`. */
  navigate(to: string, options: NavigateOptions): void;
}

/**
 * On its own a primitive resolves paths against the page, and a link's click announces
 * `so:navigate` (a host may route it and cancel the event) before the page follows it.
 */
export const DEFAULT_UI_ENVIRONMENT: UiEnvironment = {
  mediaUrl: (path) => path,
  href: (to) => to,
  navigate(to, { from }) {
    const target = from ?? (typeof document === 'undefined' ? null : document);
    if (!target || typeof location === 'undefined') return;
    const url = new URL(to, location.href).href;
    const detail: SoEventDetail<'so:navigate'> = { href: to, url, replace: false };
    if (target.dispatchEvent(new CustomEvent('so:navigate', { detail, bubbles: true, composed: true, cancelable: true }))) location.assign(url);
  },
};

export const UiContext = createContext<UiEnvironment>(DEFAULT_UI_ENVIRONMENT);

/** The environment the primitives run in (UiContext's value). */
export function useUiEnvironment(): UiEnvironment {
  return useContext(UiContext);
}
