import { GIFT_VOUCHER_RETURN_PARAM, MSG, TOAST_MAX_MS } from '@so/contract';
import { $location, emit, setQuery, toast } from '@so/stores';
import { useElementHost } from '@so/ui';
import { useEffect } from 'react';

/**
 * The payment gateway sends a gift voucher's buyer back to the home page with
 * `?gift_voucher=success|failure`: say once how it went (MSG.giftVoucherPaid or
 * giftVoucherPaymentFailed), then take the parameter off the address, so a reload or a shared
 * link does not say it again.
 */
export function useGiftVoucherOutcome(): void {
  const host = useElementHost();
  useEffect(() => {
    const outcome = $location.get().searchParams.get(GIFT_VOUCHER_RETURN_PARAM);
    if (outcome !== 'success' && outcome !== 'failure') return;
    toast(
      outcome === 'success'
        ? { kind: 'success', title: MSG.giftVoucherPaid, duration: TOAST_MAX_MS }
        : { kind: 'error', title: MSG.giftVoucherPaymentFailed, duration: TOAST_MAX_MS },
    );
    emit('so:payment-result', { kind: 'gift-voucher', status: outcome, reference: null }, { from: host });
    setQuery({ [GIFT_VOUCHER_RETURN_PARAM]: null }, true);
  }, [host]);
}
