/**
 * The shopper's confirmation of a booked Vaidya appointment (issue 15), through the store's
 * messenger (the outbox, and SMTP for e-mail when configured): an SMS to the number the Vaidya
 * will call and an e-mail to the form's address. Neither repeats the shopper's free text.
 */
import { DOC } from '@so/contract';
import type { Messenger } from '../accounts/outbox.ts';

export async function sendAppointmentConfirmation(messenger: Messenger, to: { name: string; email: string; mobile: string }, when: string): Promise<void> {
  await messenger.sendSms(to.mobile, DOC.appointment.sms(when, to.mobile));
  await messenger.sendEmail(to.email, DOC.appointment.emailSubject(when), DOC.appointment.emailBody(to.name, when, to.mobile));
}
