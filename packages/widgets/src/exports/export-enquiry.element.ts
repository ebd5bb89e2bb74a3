import { defineElement } from '../shared/element.ts';
import { ExportEnquiry } from './ExportEnquiry.tsx';
import styles from './exports.css?inline';

/**
 * `<so-export-enquiry>`: the /exports page, titled Exports: Company details (company
 * name, industry type, company size, website, annual revenue, company registered yes / applied /
 * no), Contact Person (full name, job title, email, phone with the chosen country's calling code,
 * searchable country → state → city), then the 11 questions (EXPORT_QUESTIONS) under Export
 * Interests (1-3), Export Readiness (4-6), Goals and Expectations (7-9) and Additional Information
 * (10-11) with the specific requirements; a consent box and Send, disabled until the box is ticked
 *, Sending… while the enquiry is on its way. Sends POST /user/web/Exportlead/create/ with
 * question1..11 as shown and answer1..11; the annual revenue goes as the API's exports value
 * ('1_to_5_cr'). A sent enquiry says Data Created Successfully (a toast and a status message) and
 * the form starts afresh; the server's field messages stand beside their fields; any other failure
 * says Something went wrong and keeps what was typed.
 *
 * @tag so-export-enquiry
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
export const define = () => defineElement('so-export-enquiry', ExportEnquiry, { styles });
