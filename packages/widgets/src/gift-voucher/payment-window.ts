import { pageLoad } from '../shared/redirect.ts';
import { webUrl } from '../shared/web-url.ts';

/**
 * Opening the gateway's payer page for a gift voucher ("payment link opened in new
 * window, then go to /"). The shared openPaymentPage only leaves in this tab (checkout, orders,
 * SO Elite come back through their callbacks), so the voucher page opens its own tab here and
 * falls back to the shared full page load when the browser blocks the new tab. One replaceable
 * object, so tests can see what would open.
 */
export const paymentTab = {
  open(url: string): Window | null {
    return window.open(url, '_blank');
  },
};

/** How the payer page was opened: in a new tab (this one may go home) or in this tab (it is leaving). */
export type PaymentOpened = 'new-tab' | 'this-tab';

/**
 * Opens `link` (the answer's `data`) in a new tab, cut off from this page (no `opener`), or in this
 * tab when the new one was blocked. Throws when the answer names no http(s) page (a failure for
 * the caller's "Something went wrong").
 */
export function openVoucherPayment(link: string | undefined): PaymentOpened {
  const url = webUrl(link);
  if (!url) throw new Error('No payment URL');
  const tab = paymentTab.open(url);
  if (!tab) {
    pageLoad.assign(url);
    return 'this-tab';
  }
  try {
    tab.opener = null;
  } catch {
    // Already on the gateway's origin: nothing more to cut.
  }
  return 'new-tab';
}
