import { defineElement } from '../shared/element.ts';
import { GiftVoucher } from './GiftVoucher.tsx';
import styles from './gift-voucher.css?inline';

/**
 * `<so-gift-voucher>`: the /gift-voucher page: the h1 "Gift Voucher", what a
 * gift voucher is and how it is redeemed, the form and the voucher's Terms (no expiry, no
 * fees, not reloadable, not refundable, not transferable, redeemable only on the website or in the
 * apps; the contract's GIFT_VOUCHER_TERMS). Visitors may buy one; no login is needed.
 *
 * The form (POST /getvoucgerpaymentlink/): Amount as radios ₹100, ₹500, ₹1,000, ₹2,000
 * (GIFT_VOUCHER_PRESETS) or "Another amount" with "Amount in rupees" (whole rupees from ₹100 to
 * ₹10,000), Recipient name and Recipient email (the code is e-mailed there), Sender name and Sender
 * email (the logged-in shopper's to begin with), Message (optional, up to 500 characters, with a
 * counter), the captcha ("I'm not a robot") and "Proceed to pay ₹500" (the chosen amount; "Buy
 * voucher" before one is chosen). The button stays disabled until the captcha is solved ("Please
 * complete reCAPTCHA first" as its tooltip and beside it) and reads Sending… while the payment link
 * is asked. Answered: the gateway's payment page opens in a new tab and this one goes to / (where
 * `?gift_voucher=success|failure` later tells the payer how it went); when the browser blocks the
 * new tab, the payment page opens in this one. Refused: each message under its field, nothing typed
 * lost, a fresh captcha. Other failures: "Something went wrong" as a toast (the page's
 * <so-toaster>) and under the form, everything typed kept.
 *
 * @tag so-gift-voucher
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - to / once the
 *   payment page has opened in a new tab; cancelable: a host that routes it calls preventDefault(),
 *   else the browser loads `url`
 * @csspart captcha - the captcha box
 * @csspart gift-voucher - the page
 * @csspart voucher-form - the form
 * @csspart amounts - the amount choices
 * @csspart submit - the pay button
 * @csspart voucher-failed - the failure under the form
 * @csspart terms - the voucher's terms
 */
export const define = () => defineElement('so-gift-voucher', GiftVoucher, { styles });
