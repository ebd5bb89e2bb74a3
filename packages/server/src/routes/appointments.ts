/**
 * Vaidya appointments (@so/contract APPOINTMENTS; docs/rules.md#bookings), the free online
 * consultation of /consult-our-vaidya:
 * - GET /online_appointment_slots/ (open to visitors): `{status, online_appointment_slot:
 *   [{week_day_number, starting_hour}]}`, the weekly slots by weekday (0 = Sunday … 6 = Saturday)
 *   then hour (Asia/Kolkata).
 * - POST /events/ (login required: 401 "Please login to book an appointment!" without a token):
 *   the appointment payload (@so/contract AppointmentRequest: event_type Appointment, category
 *   Online, start_datetime with +05:30 on a slot's weekday and hour, tomorrow or later, at most
 *   APPOINTMENT_HORIZON_DAYS ahead). Every field first (all messages at once); then the
 *   well-formed request counts against RATE_LIMIT_APPOINTMENTS_PER_IP (client address) and
 *   RATE_LIMIT_APPOINTMENTS (account), 429 past either; then the day and hour against the slots
 *   and the horizon, the country and the mobile number's calling code (400 naming the field);
 *   then the booking: an account holds at most APPOINTMENT_OPEN_PER_ACCOUNT upcoming bookings
 *   (400 with the message), a slot takes APPOINTMENT_SLOT_CAPACITY shoppers a day (default 1).
 *   Answers 201 `{status: true, message}` and sends the account (its own e-mail and mobile
 *   number, never the form's) an SMS and an e-mail; a full slot answers 409 `{status: false,
 *   message: "That time has just been booked. Please choose another slot."}`, as does a second
 *   booking of the same time by the same shopper (with its own message).
 */
import type { Hono } from 'hono';
import { ANSWER, APPOINTMENTS, formatAppointmentStart, MSG } from '@so/contract';
import { hitLimit } from '../accounts/rateLimit.ts';
import { clientAddress } from '../accounts/sessions.ts';
import { appointmentConfirmation } from '../appointments/mail.ts';
import { createNotifier } from '../notify/queue.ts';
import { bookAppointment, checkAppointment, weeklySlots } from '../appointments/queries.ts';
import type { Deps } from '../deps.ts';
import { badRequest } from '../http/errors.ts';
import { reply, route, routeApp } from '../http/route.ts';

export function appointmentRoutes({ db, config }: Deps): Hono {
  const app = routeApp(db);
  const notifier = createNotifier(db, config);
  const settings = config.appointments;

  route(app, APPOINTMENTS.appointmentSlots, async () => {
    const slots = await weeklySlots(db);
    return {
      status: true,
      online_appointment_slot: slots.map((slot) => ({ week_day_number: slot.week_day_number, starting_hour: slot.starting_hour })),
    };
  });

  route(app, APPOINTMENTS.bookAppointment, async (c, { body: request }) => {
    const { user } = c.var.auth;
    // Well-formed requests count, per client address, then per account (429 past either).
    await hitLimit(db, `appointment-ip:${clientAddress(c, config.accounts)}`, settings.perAddressPerHour, ANSWER.tooManyBookings);
    await hitLimit(db, `appointment-user:${user.id}`, settings.perAccountPerHour, ANSWER.tooManyBookings);
    const checked = await checkAppointment(db, request, settings.horizonDays);
    const when = formatAppointmentStart(checked.start);
    // The confirmation is written in the booking's transaction, and sent once it has committed.
    let queued: number[] = [];
    const outcome = await bookAppointment(db, user.id, request, checked, settings, async (tx, id) => {
      queued = await notifier.enqueue(tx, appointmentConfirmation(user, id, when, checked.mobile));
    });
    if ('refused' in outcome) {
      if (outcome.refused === 'open-limit') throw badRequest(ANSWER.appointmentsOpenLimit(settings.openPerAccount));
      const message = outcome.refused === 'full' ? MSG.appointmentSlotTaken : ANSWER.appointmentAlreadyBooked;
      return reply({ status: false, message }, 409);
    }
    await notifier.deliver(queued);
    return reply({ status: true, message: MSG.appointmentBooked(when, checked.mobile) }, 201);
  });

  return app.hono;
}
