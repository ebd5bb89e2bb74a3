/**
 * `<so-dashboard>` in Preact's JSX (the site's /dashboard route). The dashboard is not in the
 * widgets' public manifest and its generated typings: it ships apart from the public library.
 */
import type { JSX } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      /** `<so-dashboard>`: the staff's dashboard; defined by /widgets/dashboard.js (`@so/dashboard/entry`). */
      'so-dashboard': JSX.HTMLAttributes<HTMLElement>;
    }
  }
}
