/** The Vaidya's weekly slots and the booking of an online appointment. */
import { AppointmentRequest } from '../appointments.ts';
import { MSG } from '../messages.ts';
import { AppointmentSlotsResponse, StatusOnly } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const APPOINTMENTS = {
  appointmentSlots: endpoint({ method: 'GET', path: '/online_appointment_slots/', answer: AppointmentSlotsResponse, auth: 'anyone' }),
  /** Answers 201; a full slot, or the same time booked again by the shopper, 409 with `status: false`. */
  bookAppointment: endpoint({
    method: 'POST',
    path: '/events/',
    body: AppointmentRequest,
    answer: StatusOnly,
    auth: 'login',
    loginPrompt: MSG.loginToBook,
  }),
};
