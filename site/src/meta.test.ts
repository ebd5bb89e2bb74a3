import type { MetaTags } from '@so/contract';
import { $pageMeta, setPageMeta } from '@so/stores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_COPY } from './copy.ts';
import { documentMeta, type DocumentMeta } from './meta.ts';
import { NOT_FOUND } from './routes.ts';

const STORE: MetaTags = { title: 'SO Organic Store', description: 'Organic foods', keywords: 'organic' };
const HOME_ANSWER: MetaTags = { title: 'SO Organic Store | Organic, Natural and Ayurvedic Products', description: 'Home', keywords: 'home' };

/** GET /user/meta-tags/ answered by the test: each path's answer waits until `answer` is called. */
function metaServer() {
  const pending = new Map<string, (tags: MetaTags | null) => void>();
  const load = (path: string) => new Promise<MetaTags | null>((resolve) => pending.set(path, resolve));
  const answer = async (path: string, tags: MetaTags | null) => {
    pending.get(path)?.(tags);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { load, answer };
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

let meta: DocumentMeta;
let server: ReturnType<typeof metaServer>;

beforeEach(() => {
  document.title = STORE.title;
  document.head.querySelectorAll('meta[name]').forEach((m) => m.remove());
  for (const name of ['description', 'keywords'] as const) {
    const tag = document.createElement('meta');
    tag.name = name;
    tag.content = STORE[name];
    document.head.append(tag);
  }
  $pageMeta.set(null);
  server = metaServer();
  meta = documentMeta(server.load);
});

afterEach(() => meta.stop());

describe('document meta', () => {
  it("titles a product page with the product's metatitle, whenever the meta-tags answer arrives", async () => {
    history.replaceState(null, '', '/products/1003/bilona-ghee');
    meta.route('/products/1003/bilona-ghee');
    setPageMeta({ title: 'Bilona Desi Cow Ghee 500 ml | SO Organic Store', description: 'Hand-churned ghee' });
    expect(document.title).toBe('Bilona Desi Cow Ghee 500 ml | SO Organic Store');
    // The URL's answer is only the store's default: the product's own tags win.
    await server.answer('/products/1003/bilona-ghee', HOME_ANSWER);
    expect(document.title).toBe('Bilona Desi Cow Ghee 500 ml | SO Organic Store');
    expect(description()).toBe('Hand-churned ghee');
  });

  it("gives /page-not-found its own title at once, and a late answer for the page left behind changes nothing", async () => {
    history.replaceState(null, '', '/shop');
    meta.route('/shop');
    await server.answer('/shop', { title: 'Shop | SO Organic Store', description: 'Shop', keywords: 'shop' });
    expect(document.title).toBe('Shop | SO Organic Store');
    history.replaceState(null, '', '/products/7/honey');
    meta.route('/products/7/honey');
    setPageMeta({ title: 'Raw Forest Honey | SO Organic Store' });
    expect(document.title).toBe('Raw Forest Honey | SO Organic Store');
    history.replaceState(null, '', NOT_FOUND);
    meta.route(NOT_FOUND);
    expect(document.title).toBe(SITE_COPY.notFoundTitle);
    await server.answer('/products/7/honey', HOME_ANSWER);
    expect(document.title).toBe(SITE_COPY.notFoundTitle);
    expect(description()).toBe(STORE.description);
  });

  it("leaves nothing of the previous page's tags when the next page's answer fails", async () => {
    history.replaceState(null, '', '/shop');
    meta.route('/shop');
    await server.answer('/shop', { title: 'Shop | SO Organic Store', description: 'Shop', keywords: 'shop' });
    meta.route('/wishlist');
    await server.answer('/wishlist', null);
    expect(document.title).toBe(STORE.title);
    expect(description()).toBe(STORE.description);
  });

  it("ignores an element's tags published for another page", () => {
    history.replaceState(null, '', '/products/7/honey');
    setPageMeta({ title: 'Raw Forest Honey | SO Organic Store' });
    meta.route('/cart');
    expect(document.title).toBe(STORE.title);
  });
});
