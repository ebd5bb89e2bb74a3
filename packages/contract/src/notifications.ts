/**
 * The store's notifications: the channels a message goes out by, the states of a message in the
 * outbox queue, and the kinds of message (each kind is one provider template: a DLT-registered
 * MSG91 template for SMS, an approved WhatsApp template). The texts themselves are in
 * documents.ts; the retry schedule in constants.ts (NOTIFY_RETRY_MINUTES).
 */
import { NOTIFY_MAX_TRIES, NOTIFY_RETRY_MINUTES } from './constants.ts';

/** How a message reaches a person. */
export const NOTIFY_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/**
 * Where a message of the outbox stands: waiting for its (next) try, handed to its provider, or
 * given up on (its tries used up, or nothing can deliver it).
 */
export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * The kinds of message: each is one template at the SMS and WhatsApp providers (MSG91_TEMPLATES,
 * WHATSAPP_TEMPLATES map a kind to its template), filled with the message's variables in order.
 * `message` is a free text without a template of its own (e-mails that are no event's).
 */
export const NOTIFICATION_KINDS = [
  'login_otp',
  'coin_otp',
  'password_reset',
  'appointment',
  'subscription',
  'unpaid_order_cancelled',
  'enquiry',
  'gift_voucher',
  'message',
  // What a shopper is told at each step of an order (notify/events.ts)
  'order_placed',
  'order_paid',
  'order_payment_failed',
  'order_confirmed',
  'order_shipped',
  'order_out_for_delivery',
  'order_delivered',
  'order_cancelled',
  'order_refund_sent',
  // A subscription's delivery placed for its day; SO Elite; tomorrow's Vaidya booking
  'subscription_order',
  'elite_started',
  'elite_expiring',
  'appointment_reminder',
  // Marketing (MARKETING_NOTIFICATION_KINDS): sent only on the channels the shopper consented to.
  'back_in_stock',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds whose SMS a shopper cannot do without: the login and coin codes (production needs their templates). */
export const OTP_NOTIFICATION_KINDS: readonly NotificationKind[] = ['login_otp', 'coin_otp'];

/**
 * The kinds that are marketing, not transactional: sent only on the channels the shopper has
 * switched on (preferences.ts), their e-mails with an unsubscribe link (docs/rules.md#notifications).
 */
export const MARKETING_NOTIFICATION_KINDS: readonly NotificationKind[] = ['back_in_stock'];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

export function isNotifyChannel(value: string): value is NotifyChannel {
  return (NOTIFY_CHANNELS as readonly string[]).includes(value);
}

/**
 * After a message's `tries`-th failed try: the minutes until the next one, or null when it is
 * given up (NOTIFY_MAX_TRIES tries made).
 */
export function notifyRetryMinutes(tries: number): number | null {
  if (tries < 1 || tries >= NOTIFY_MAX_TRIES) return null;
  return NOTIFY_RETRY_MINUTES[tries - 1] ?? null;
}
