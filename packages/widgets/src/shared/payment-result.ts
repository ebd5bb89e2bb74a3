import type { PAYMENT_KINDS } from '@so/contract';
import { emit } from '@so/stores';
import { useElementHost } from '@so/ui';
import { useEffect } from 'react';

/** The gateway callback's word (`payment=success|failure`), null for anything else. */
export function paymentQuery(value: string | null | undefined): 'success' | 'failure' | null {
  return value === 'success' || value === 'failure' ? value : null;
}

/** What the gateway's callback put in the URL (`?payment=success|failure`), if anything. */
export function paymentOutcome(url: URL): 'success' | 'failure' | null {
  return paymentQuery(url.searchParams.get('payment'));
}

/**
 * Tells the host page how a payment went (`so:payment-result`, events contract), from the element
 * that shows it, once per outcome shown.
 */
export function usePaymentResult(kind: (typeof PAYMENT_KINDS)[number], status: 'success' | 'failure' | null, reference: string | null): void {
  const host = useElementHost();
  useEffect(() => {
    if (status) emit('so:payment-result', { kind, status, reference }, { from: host });
  }, [kind, status, reference, host]);
}
