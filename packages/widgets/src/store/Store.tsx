import { configure, ensureVisitor, refreshCounters } from '@so/stores';
import { useEffect } from 'react';

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
  configure({ apiBase, storeUrl, companyId });
  useEffect(() => {
    void ensureVisitor().then(() => refreshCounters());
  }, [apiBase]);
  return null;
}
