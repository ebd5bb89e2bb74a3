import { defineElement } from '../shared/element.ts';
import { B2bEnquiry } from './B2bEnquiry.tsx';
import styles from './b2b.css?inline';

/**
 * `<so-b2b-enquiry>`: the /bussiness page: the B2B enquiry form for business buyers
 * (retailers, hotels and restaurants, corporate gifting, distributors). Company details (company
 * name, industry type, company size, website, annual revenue, company registered yes / applied /
 * no), Contact Person (full name, job title, email, phone with the chosen country's calling code,
 * searchable country → state → city), the 4 fixed questions (B2B_QUESTIONS, sent as
 * answer1..answer4) and the specific requirements; a consent box and Send, disabled until the box
 * is ticked, Sending… while the enquiry is on its way. Sends POST /user/web/b2b/create/;
 * the annual revenue goes as shown ('1 to 5 cr'). A sent enquiry says Data Created Successfully (a
 * toast and a status message) and the form starts afresh; the server's field messages stand beside
 * their fields; any other failure says Something went wrong and keeps what was typed.
 *
 * @tag so-b2b-enquiry
 * @fires {CustomEvent<{ kind: 'contact' | 'b2b' | 'export' }>} so:enquiry-sent - the enquiry form
 *   was sent
 * @csspart lead - the introduction
 * @csspart status - the thanks
 * @csspart form - the form
 * @csspart section - each group of fields
 * @csspart consent - the consent box
 * @csspart submit - the submit button
 * @csspart places - country, state, city
 */
export const define = () => defineElement('so-b2b-enquiry', B2bEnquiry, { styles });
