import type { MetaTags } from '@so/contract';
import { getApi } from './api.ts';
import { persistentJson } from './persist.ts';

/** Meta tags per page URL, cached locally (SPEC §3). */
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
