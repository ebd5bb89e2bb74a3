import { createApi, type Api } from '@so/api';
import { $config } from './config.ts';
import { $session } from './session.ts';
import { $visitorId, ensureVisitor } from './visitor.ts';

let cached: { base: string; companyId: number; api: Api } | null = null;

/** The API client for the page's configuration, with visitor and session headers. */
export function getApi(): Api {
  const { apiBase, companyId } = $config.get();
  if (!cached || cached.base !== apiBase || cached.companyId !== companyId) {
    cached = {
      base: apiBase,
      companyId,
      api: createApi({
        baseURL: apiBase,
        companyId,
        visitorId: ensureVisitor,
        knownVisitorId: () => $visitorId.get() || null,
        token: () => $session.get()?.token ?? null,
        partner: () => $config.get().partner || null,
      }),
    };
  }
  return cached.api;
}
