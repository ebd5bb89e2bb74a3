import { defineElement } from '@so/ui';
import { SubscriptionPlans } from './SubscriptionPlans.tsx';
import styles from './subscription-plans.css?inline';

/**
 * `<so-subscription-plans>`: the /subscription-plans page of SPEC §2: the SO Elite plan with its
 * price and length (GET /subscription-plans-info/), benefits, customers' testimonials and an FAQ.
 * A logged-in non-member gets "Get SOSE Elite today" (POST /get-subscription-payment-link/, then
 * the payment page in this tab; its callback returns to /subscription-payment); a visitor "Login
 * to join SOSE Elite" (the login dialog); a member no button, a link to the profile's #elite tab.
 *
 * Attributes: none.
 * Events: `so:navigate` for the member's link; the buy button loads the payment page.
 * Parts: plans, plan, buy, login, member, testimonial, faq, error.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-subscription-plans', SubscriptionPlans, { styles });
