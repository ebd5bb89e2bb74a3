import { EVENTS_VERSION, partnerCodeOf } from '@so/contract';
import { ApiError } from '@so/api';
import { configure, emit, ensureVisitor, getApi, refreshCounters } from '@so/stores';
import { useElementHost } from '@so/ui';
import { useEffect } from 'react';
import { positiveId } from '../shared/ids.ts';

export interface StoreProps {
  apiBase?: string;
  storeUrl?: string;
  companyId?: number;
  /** The partner whose page this is (orders from it are attributed to the partner). */
  partner?: string;
  /** "none": the store's font is not loaded (elements use the page's own font). */
  fonts?: string;
}

/**
 * Page-wide configuration: `<so-store api-base="…" store-url="…">`. Renders nothing; sets the
 * API base and store URL for every element on the page, then loads the visitor's counters.
 */
export function Store({ apiBase, storeUrl, companyId, partner }: StoreProps) {
  const host = useElementHost();
  const code = partnerCodeOf(partner);
  // A `company-id` that is not a positive whole number (r2wc reads "abc" as NaN) keeps the
  // default: never a `Company-Id: NaN` header, nor a new API client per call (NaN !== NaN).
  configure({ apiBase, storeUrl, companyId: positiveId(companyId) ?? undefined });
  // A partner code is checked once with the store; an unknown one is dropped with a warning
  // for the partner's developer (never an error on the shopper's page).
  useEffect(() => {
    if (code === null) {
      if (partner !== undefined && partner.trim() !== '') console.warn(`<so-store partner="${partner}">: not a partner code; ignored.`);
      configure({ partner: '' });
      return;
    }
    configure({ partner: code });
    let current = true;
    getApi()
      .partner(code)
      .catch((error: unknown) => {
        if (!current || !(error instanceof ApiError) || error.status !== 404) return;
        console.warn(`<so-store partner="${code}">: the store knows no such partner; ignored.`);
        configure({ partner: '' });
      });
    return () => {
      current = false;
    };
  }, [code, partner, apiBase]);
  useEffect(() => {
    void ensureVisitor().then(() => refreshCounters());
  }, [apiBase]);
  // Once, for a host that waits to listen or to call the stores until the store is configured.
  useEffect(() => {
    emit('so:ready', { version: EVENTS_VERSION }, { from: host });
  }, [host]);
  return null;
}
