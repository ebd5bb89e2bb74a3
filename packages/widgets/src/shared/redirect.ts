/**
 * Leaving the store for a payment page is a full page load (the gateway is another site, or a
 * page the server renders). One replaceable function, so tests can see where it would go.
 */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends the payer to the payment page a payment-link answer names; an answer without one is a
 * failure (thrown, for the caller's "try again"). `beforeLeave` runs only when there is a page to
 * go to, just before leaving (e.g. the emptied cart's counter, the transaction id to look up later).
 */
export function openPaymentPage(answer: { payment_url?: string }, beforeLeave?: () => void): void {
  if (!answer.payment_url) throw new Error('No payment URL');
  beforeLeave?.();
  pageLoad.assign(answer.payment_url);
}
