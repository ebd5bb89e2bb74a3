/**
 * `<so-dashboard>` in Preact's JSX (the site's /dashboard route). The dashboard is not in the
 * widgets' public manifest and its generated typings: it ships apart from the public library.
 */
export {}; // a module, so the block below augments preact's JSX

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      /** `<so-dashboard>`: the staff's dashboard; defined by /widgets/dashboard.js (`@so/dashboard/entry`). */
      'so-dashboard': JSX.HTMLAttributes<HTMLElement>;
    }
  }
}
