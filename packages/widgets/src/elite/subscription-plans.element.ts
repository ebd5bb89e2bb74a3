import { defineElement } from '../shared/element.ts';
import { SubscriptionPlans } from './SubscriptionPlans.tsx';
import styles from './subscription-plans.css?inline';

/**
 * `<so-subscription-plans>`: the /subscription-plans page: the SO Elite plan with its
 * price and length (GET /subscription-plans-info/), benefits, customers' testimonials and an FAQ. A
 * logged-in non-member gets "Get SOSE Elite today" (POST /get-subscription-payment-link/, then the
 * payment page in this tab; its callback returns to /subscription-payment); a visitor "Login to
 * join SOSE Elite" (the login dialog); a member no button, a link to the profile's #elite tab.
 *
 * @tag so-subscription-plans
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for the
 *   member's link; cancelable: a host that routes it calls preventDefault(), else the browser loads
 *   `url`
 * @csspart plans - the plans (root)
 * @csspart plan - a plan card
 * @csspart testimonial - a testimonial
 * @csspart login - the login prompt or button
 * @csspart member - the member view
 * @csspart buy - the buy (membership) button
 * @csspart faq - the FAQ accordion
 * @csspart error - the error state with Try again (shared ErrorState)
 */
export const define = () => defineElement('so-subscription-plans', SubscriptionPlans, { styles });
