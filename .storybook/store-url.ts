/** Where Storybook is served under by the store's server (packages/server/src/http/storybook.ts). */
export const STORYBOOK_PATH = '/storybook/';

/**
 * The store whose API and images stories use: the one serving this Storybook at /storybook/
 * (same origin), else STORYBOOK_STORE_URL, else the store `npm start` runs beside `npm run storybook`.
 */
export function storyStoreUrl(): string {
  if (typeof location !== 'undefined' && location.pathname.startsWith(STORYBOOK_PATH)) return location.origin;
  return (import.meta.env.STORYBOOK_STORE_URL as string | undefined) ?? 'http://localhost:8080';
}
