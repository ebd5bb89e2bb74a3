import { defineElement } from '../shared/element.ts';
import { BookAppointment } from './BookAppointment.tsx';
import styles from './book-appointment.css?inline';

/**
 * `<so-book-appointment>`: /consult-our-vaidya/schedule-appointment, "Book your
 * appointment" with the store's Vaidya. Date (from tomorrow, Asia/Kolkata); once
 * a date is chosen, that weekday's times from GET /online_appointment_slots/ (by hour, 12-hour,
 * India time) as a radio group, or a note that the Vaidya takes no appointments that day; Name,
 * Country (India by default) and Mobile number (10 digits after its calling code), Email, Gender,
 * Age group, Landmark, Problem you are suffering from, Describe your problem, the optional medicine
 * question and, with Yes, the medicine types; the captcha; Book appointment, enabled once the
 * captcha is solved. POST /events/ (login required) sends event_type Appointment, category Online
 * and start_datetime with +05:30. The server's message is shown as a toast and, once booked, in the
 * form's status region; a slot that filled up clears the time and reloads the times. A visitor sees
 * the form with "Please login to book an appointment!" and Log in (the login dialog); Book
 * appointment asks for the login too, and nothing is sent. A logged-in shopper's name, e-mail and
 * mobile number start from the account.
 *
 * @tag so-book-appointment
 * @fires {CustomEvent<{ date: string; time: string }>} so:booking-made - a Vaidya appointment was
 *   booked
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for "How the
 *   consultation works"; cancelable: a host that routes it calls preventDefault(), else the browser
 *   loads `url`
 * @csspart captcha - the captcha
 * @csspart book-appointment - the page (root)
 * @csspart login-prompt - the login prompt for visitors
 * @csspart appointment-form - the appointment form
 * @csspart submit - the submit button
 * @csspart booking-status - the booking status message
 * @csspart slots - the time slots
 * @csspart places - the country, state and city fields
 */
export const define = () => defineElement('so-book-appointment', BookAppointment, { styles });
