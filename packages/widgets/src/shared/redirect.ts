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
 * failure (thrown, for the caller's "try again").
 */
export function openPaymentPage(answer: { payment_url?: string }): void {
  if (!answer.payment_url) throw new Error('No payment URL');
  pageLoad.assign(answer.payment_url);
}
