import type { MetaTags } from '@so/contract';
import { $pageMeta, loadMeta } from '@so/stores';
import { SITE_COPY } from './copy.ts';
import { NOT_FOUND } from './routes.ts';

type Tags = Partial<MetaTags>;
const NAMED = ['description', 'keywords'] as const;

function write(tags: Tags): void {
  if (tags.title) document.title = tags.title;
  for (const name of NAMED) {
    const content = tags[name];
    if (content === undefined) continue;
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = name;
      document.head.append(meta);
    }
    meta.content = content;
  }
}

function read(): Tags {
  const tags: Tags = { title: document.title };
  for (const name of NAMED) tags[name] = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return tags;
}

export interface DocumentMeta {
  /** The router moved to `pathname`. */
  route(pathname: string): void;
  stop(): void;
}

/**
 * The document's title and meta tags follow the route. Each route starts from the store's own
 * tags (those of index.html), so nothing of the page left behind stays; the not-found page has
 * its own title at once; other pages take GET /user/meta-tags/'s answer for their path (an
 * answer that arrives after the page was left is dropped), and the tags an element publishes for
 * the page shown ($pageMeta: the product page's metatitle) win over that answer.
 */
export function documentMeta(load: (path: string) => Promise<MetaTags | null> = loadMeta): DocumentMeta {
  const store = read();
  let path: string | null = null;
  let answered: Tags = {};
  const render = () => {
    if (path === null) return;
    if (path === NOT_FOUND) {
      write({ ...store, title: SITE_COPY.notFoundTitle });
      return;
    }
    const own = $pageMeta.get();
    write({ ...store, ...answered, ...(own && own.path === path ? own.tags : {}) });
  };
  const stop = $pageMeta.listen(render);
  return {
    route(next) {
      if (next === path) return;
      path = next;
      answered = {};
      render();
      if (next === NOT_FOUND) return;
      void load(next).then((tags) => {
        if (path !== next || !tags) return;
        answered = Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== ''));
        render();
      });
    },
    stop,
  };
}
