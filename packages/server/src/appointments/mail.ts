/**
 * The confirmation of a booked Vaidya appointment, written to the notification queue in the
 * booking's transaction (bookAppointment's `then`) under the booking's key, so it exists exactly
 * when the booking does. It goes ONLY to the account that booked: an
 * e-mail to the account's own address (the login, where reset links go) and an SMS to the
 * account's own mobile number (where login codes go), when it has one. The form's e-mail and
 * mobile number are the patient's details, kept on the booking for staff, and never a recipient:
 * otherwise anyone logged in could have the store text and mail strangers. The messages name the
 * time and the number the Vaidya will call; neither repeats the shopper's free text.
 */
import { DOC } from '@so/contract';
import type { Notification } from '../notify/queue.ts';
import { layoutTextEmail } from '../notify/email-layout.ts';

/** The account that booked: where its confirmation goes. */
export interface BookingAccount {
  email: string;
  first_name: string;
  mobile: string | null;
}

/** The confirmation of booking `appointmentId`: an SMS (when the account has a mobile) and an e-mail in the store's layout. */
export function appointmentConfirmation(account: BookingAccount, appointmentId: number, when: string, callOn: string): Notification {
  const subject = DOC.appointment.emailSubject(when);
  const body = DOC.appointment.emailBody(account.first_name, when, callOn);
  return {
    kind: 'appointment',
    to: { mobile: account.mobile, email: account.email },
    vars: [when, callOn],
    text: DOC.appointment.sms(when, callOn),
    // The text as written; its HTML in the store's layout.
    email: { subject, body, html: layoutTextEmail(subject, body).html },
    idempotencyKey: `appointment:${appointmentId}:booked`,
  };
}
