/**
 * The confirmation of a booked Vaidya appointment, through the store's messenger (the
 * outbox, and SMTP for e-mail when configured). It goes ONLY to the account that booked: an
 * e-mail to the account's own address (the login, where reset links go) and an SMS to the
 * account's own mobile number (where login codes go), when it has one. The form's e-mail and
 * mobile number are the patient's details, kept on the booking for staff, and never a recipient:
 * otherwise anyone logged in could have the store text and mail strangers. The messages name the
 * time and the number the Vaidya will call; neither repeats the shopper's free text.
 */
import { DOC } from '@so/contract';
import type { Messenger } from '../accounts/outbox.ts';
import { layoutTextEmail } from '../notify/email-layout.ts';

/** The account that booked: where its confirmation goes. */
export interface BookingAccount {
  email: string;
  first_name: string;
  mobile: string | null;
}

export async function sendAppointmentConfirmation(messenger: Messenger, account: BookingAccount, when: string, callOn: string): Promise<void> {
  if (account.mobile) await messenger.sendSms(account.mobile, DOC.appointment.sms(when, callOn), { kind: 'appointment', vars: [when, callOn] });
  const subject = DOC.appointment.emailSubject(when);
  const body = DOC.appointment.emailBody(account.first_name, when, callOn);
  await messenger.sendEmail(account.email, subject, body, 'appointment', layoutTextEmail(subject, body).html);
}
