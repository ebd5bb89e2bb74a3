import { defineElement } from '../shared/element.ts';
import { Store } from './Store.tsx';

/**
 * `<so-store api-base store-url company-id>`: configuration for every element on the page.
 *
 * @tag so-store
 * @attr {string} api-base - the API's base URL; default: the loader's origin + /api
 * @attr {string} store-url - the store's own site, for links that leave a partner page; default:
 *   the loader's origin
 * @attr {number} company-id - the company (store) the API calls are for, sent as the Company-Id
 *   header; a value that is not a positive whole number keeps the default
 * @attr {string} partner - the partner site embedding the elements (an id the store gave it), for
 *   the store to tell where shoppers come from
 * @attr {'inter' | 'none'} [fonts='inter'] - the self-hosted Inter font is installed in the page
 *   (`inter`), or not (`none`: the page's own `--so-font-family` applies)
 * @fires {CustomEvent<{ version: 1 }>} so:ready - `<so-store>` is configured; carries the events
 *   contract's version
 */
export const define = () =>
  defineElement('so-store', Store, { props: { apiBase: 'string', storeUrl: 'string', companyId: 'number', partner: 'string', fonts: 'string' } });
