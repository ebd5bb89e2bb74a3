import { defineElement } from '@so/ui';
import { Store } from './Store.tsx';

/** `<so-store api-base store-url company-id>`: configuration for every element on the page. */
export const define = () =>
  defineElement('so-store', Store, { props: { apiBase: 'string', storeUrl: 'string', companyId: 'number' } });
