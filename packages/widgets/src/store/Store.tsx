import { configure, ensureVisitor, refreshCounters } from '@so/stores';
import { useEffect } from 'react';
import { positiveId } from '../shared/ids.ts';

export interface StoreProps {
  apiBase?: string;
  storeUrl?: string;
  companyId?: number;
}

/**
 * Page-wide configuration: `<so-store api-base="…" store-url="…">`. Renders nothing; sets the
 * API base and store URL for every element on the page, then loads the visitor's counters.
 */
export function Store({ apiBase, storeUrl, companyId }: StoreProps) {
  // A `company-id` that is not a positive whole number (r2wc reads "abc" as NaN) keeps the
  // default: never a `Company-Id: NaN` header, nor a new API client per call (NaN !== NaN).
  configure({ apiBase, storeUrl, companyId: positiveId(companyId) ?? undefined });
  useEffect(() => {
    void ensureVisitor().then(() => refreshCounters());
  }, [apiBase]);
  return null;
}
