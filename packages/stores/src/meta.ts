import type { MetaTags } from '@so/contract';
import { atom } from 'nanostores';
import { getApi } from './api.ts';
import { $location } from './navigation.ts';
import { persistentJson } from './persist.ts';

/** Meta tags per page URL, cached locally. */
export const $metaCache = persistentJson<Record<string, MetaTags>>('so:meta', {});

export async function loadMeta(pageUrl: string): Promise<MetaTags | null> {
  const cached = $metaCache.get()[pageUrl];
  const fresh = getApi()
    .metaTags(pageUrl)
    .then((res) => {
      const tags = { title: res.title ?? '', description: res.description ?? '', keywords: res.keywords ?? '' };
      $metaCache.set({ ...$metaCache.get(), [pageUrl]: tags });
      return tags;
    })
    .catch(() => null);
  return cached ?? fresh;
}

/**
 * Meta tags an element knows better than GET /user/meta-tags/ does for its page (the product
 * page: the product's own metatitle), with the path of the page they belong to. The host site
 * puts them in the document while that page is shown; a foreign page embedding the element may
 * ignore them.
 */
export interface PageMeta {
  path: string;
  tags: Partial<MetaTags>;
}
export const $pageMeta = atom<PageMeta | null>(null);

/** Publishes the tags of the page now shown (empty values are left out); answers how to withdraw them. */
export function setPageMeta(tags: Partial<MetaTags>): () => void {
  const path = typeof location === 'undefined' ? $location.get().pathname : location.pathname;
  const filled = Object.fromEntries(Object.entries(tags).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
  const entry: PageMeta = { path, tags: filled };
  $pageMeta.set(entry);
  return () => {
    if ($pageMeta.get() === entry) $pageMeta.set(null);
  };
}
