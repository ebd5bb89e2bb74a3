/** The Vaidya's weekly slots and the booking of an online appointment. */
import { AppointmentRequest } from '../appointments.ts';
import { MSG } from '../messages.ts';
import { AppointmentSlotsResponse } from '../appointments.answers.ts';
import { StatusOnly } from '../wire.ts';
import { endpoint } from './endpoint.ts';

export const APPOINTMENTS = {
  appointmentSlots: endpoint({
    method: 'GET',
    path: '/online_appointment_slots/',
    answer: AppointmentSlotsResponse,
    auth: 'anyone',
    summary: 'The Vaidya’s weekly slots, by weekday (`week_day_number` 0 = Sunday … 6 = Saturday) then `starting_hour` (India time).',
  }),
  bookAppointment: endpoint({
    method: 'POST',
    path: '/events/',
    body: AppointmentRequest,
    answer: StatusOnly,
    auth: 'login',
    loginPrompt: MSG.loginToBook,
    summary: `Books an online appointment (\`event_type\` \`Appointment\`, \`category\` \`Online\`): 201 with its confirmation naming the day and time. \`start_datetime\` (with \`+05:30\`) must be a slot’s weekday and hour, from tomorrow to \`APPOINTMENT_HORIZON_DAYS\` days ahead. Every field is checked first (all messages at once), then the rate limits per client address and per account (429), then the day, the country and the mobile’s calling code (400 naming the field). An account holds at most \`APPOINTMENT_OPEN_PER_ACCOUNT\` upcoming bookings (400); a full slot 409 (“${MSG.appointmentSlotTaken}”), as does the same time booked again by the shopper. The confirmation goes by SMS and e-mail to the account’s own mobile and e-mail, never to those of the form. Without a login 401 (“${MSG.loginToBook}”).`,
  }),
};
