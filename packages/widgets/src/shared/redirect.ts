/**
 * Leaving the store for a payment page is a full page load (the gateway is another site, or a
 * page the server renders). One replaceable function, so tests can see where it would go.
 */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
