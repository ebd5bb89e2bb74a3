/**
 * A new payment key: the checkout's order client_key and online payment txnid, and the SO Elite
 * plan's txnid. A double click or a retry after a lost answer sends the same key (the caller keeps
 * it), so the server makes one order or one payment. Letters and digits only, at most 25
 * characters (PayU's txnid limit).
 */
export function newCheckoutKey(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
  return `SO${Date.now().toString(36)}${random}`.slice(0, 25).toUpperCase();
}
