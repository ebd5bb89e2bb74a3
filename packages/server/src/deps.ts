import type { NotificationKind, NotifyChannel } from '@so/contract';
import type { CatalogueCache, CatalogueCacheSettings } from './catalogue/cache.ts';
import type { Db } from './db/types.ts';
import type { CourierSetting } from './fulfilment/couriers.ts';
import type { MediaService } from './media/render.ts';
import type { PreDebitNoticeSender, RecurringChargeSender } from './payments/recurring.ts';
import type { RefundSender } from './payments/refunds.ts';

export type StoreMode = 'demo' | 'production';

export interface ServerConfig {
  storeMode: StoreMode;
  /** The CSP frame-ancestors source list of the site's pages (FRAME_ANCESTORS; default 'none'). */
  frameAncestors: string;
  /** Allowed CORS origins; null means same origin plus http://localhost:* and http://127.0.0.1:*. */
  corsOrigins: string[] | null;
  /** Folder of the built site (dist); not served when null or missing. */
  staticDir: string | null;
  /** Folder of the built Storybook (storybook-static), served at /storybook/; not served when absent, null or missing. */
  storybookDir?: string | null;
  /** Folder of rendered images (DATA_DIR/media); null keeps them in memory (tests). */
  mediaDir: string | null;
  /** Print unexpected errors (on by default; tests that provoke them may turn it off). */
  logErrors: boolean;
  /** Login, captcha, rate limits and messages. */
  accounts: AccountSettings;
  /** The payment gateway of orders. */
  payments: PaymentSettings;
  /** The SO Elite plan. */
  elite: EliteSettings;
  /** Subscribe and Save. */
  subscriptions: SubscriptionSettings;
  /** Contact inquiries, B2B and export leads. */
  enquiries: EnquirySettings;
  /** Vaidya appointments. */
  appointments: AppointmentSettings;
  /** Partners and the cart handoff. */
  partners: PartnerSettings;
  /** The catalogue cache: CATALOGUE_CACHE_ENTRIES, CATALOGUE_CACHE_CHECK_MS; default DEFAULT_CATALOGUE_CACHE. */
  catalogueCache?: CatalogueCacheSettings;
  /** Unpaid online orders: UNPAID_ORDER_MINUTES, UNPAID_ORDERS_PER_ACCOUNT; default DEFAULT_UNPAID_ORDERS. */
  unpaidOrders?: UnpaidOrderSettings;
  /**
   * The providers of the notification queue (NOTIFY_CHANNELS, MSG91_*, WHATSAPP_*); absent: none
   * but e-mail through SMTP_URL when it is set (notify/settings.ts notifySettingsOf).
   */
  notify?: NotifySettings;
  /** COURIERS: the couriers staff ship with and their tracking pages (fulfilment/couriers.ts); default none. */
  couriers?: CourierSetting[];
}

/** The notification queue's providers: which channels a provider delivers, and each provider's settings. */
export interface NotifySettings {
  /**
   * NOTIFY_CHANNELS: the channels a real provider delivers (sms by MSG91, email by SMTP_URL,
   * whatsapp by the WhatsApp Cloud API). A message of another channel is kept in the outbox only
   * (demo mode: recorded as sent by the outbox; production: failed). WhatsApp messages are made
   * only when whatsapp is listed and their kind has a WhatsApp template.
   */
  channels: readonly NotifyChannel[];
  /** MSG91's Flow API (the sms channel), or null. */
  msg91: Msg91Settings | null;
  /** The WhatsApp Cloud API (the whatsapp channel), or null. */
  whatsapp: WhatsappSettings | null;
}

/** SMS through MSG91's Flow API: one DLT-registered template per kind of message. */
export interface Msg91Settings {
  /** MSG91_AUTH_KEY: sent as the `authkey` header. */
  authKey: string;
  /** MSG91_SENDER: the DLT sender id sent with each message (null: the template's own). */
  sender: string | null;
  /** MSG91_TEMPLATES: the flow (template) id of each kind; a kind without one is not sent by SMS. */
  templates: Partial<Record<NotificationKind, string>>;
  /** MSG91_BASE_URL: https://control.msg91.com (tests: a local fake). */
  baseUrl: string;
}

/** A WhatsApp message template: its approved name and language code. */
export interface WhatsappTemplate {
  name: string;
  language: string;
}

/** WhatsApp messages through the WhatsApp Cloud API (Meta's Graph API). */
export interface WhatsappSettings {
  /** WHATSAPP_TOKEN: the `Authorization: Bearer` token. */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business number's id messages are sent from. */
  phoneNumberId: string;
  /** WHATSAPP_TEMPLATES: the approved template of each kind; kinds without one get no WhatsApp message. */
  templates: Partial<Record<NotificationKind, WhatsappTemplate>>;
  /** WHATSAPP_BASE_URL: https://graph.facebook.com/v21.0 (the Graph API with its version; tests: a local fake). */
  baseUrl: string;
}

/** How long an online order may stay unpaid, and how many may be open at once per account. */
export interface UnpaidOrderSettings {
  /** UNPAID_ORDER_MINUTES: an online order not paid within this many minutes is cancelled by the store (default 30). */
  minutes: number;
  /** UNPAID_ORDERS_PER_ACCOUNT: unpaid online orders one account may have open at once (default 3). */
  perAccount: number;
}

/** A partner of the PARTNERS setting. */
export interface PartnerSetting {
  /** Upper case (PARTNER_CODE_PATTERN). */
  code: string;
  name: string;
  /** Allowed page origins, normalised; a port may be '*' (partners/origins.ts). */
  origins: string[];
  /** Its own store in the store locator (stores.id), or null. */
  storeId: number | null;
}

/** Partners and the cart handoff. */
export interface PartnerSettings {
  /** PARTNERS: upserted at start; partners of the setting left out of it become inactive. */
  partners: PartnerSetting[];
  /** HANDOFF_SECRET: the handoff tokens' HMAC key; null: a random key made once and kept in the database. */
  handoffSecret: string | null;
  /** RATE_LIMIT_HANDOFF: handoffs per client address per hour (default 120). */
  handoffPerHour: number;
}

/** Vaidya appointments: how many shoppers one slot takes, and how much one account or address may book. */
export interface AppointmentSettings {
  /** APPOINTMENT_SLOT_CAPACITY: bookings a slot takes on one day unless its row sets its own capacity (default 1). */
  slotCapacity: number;
  /** APPOINTMENT_OPEN_PER_ACCOUNT: upcoming bookings one account may hold at once (default 2). */
  openPerAccount: number;
  /** APPOINTMENT_HORIZON_DAYS: a day can be booked at most this many days after today, Asia/Kolkata (default 30). */
  horizonDays: number;
  /** RATE_LIMIT_APPOINTMENTS: booking requests per account per hour (default 10). */
  perAccountPerHour: number;
  /** RATE_LIMIT_APPOINTMENTS_PER_IP: booking requests per client address per hour (default 20). */
  perAddressPerHour: number;
}

/** The enquiry forms: how many a client address may send, and where the store hears of them. */
export interface EnquirySettings {
  /** RATE_LIMIT_ENQUIRIES: inquiries, B2B and export leads together per client address per hour (default 10). */
  limitPerHour: number;
  /** ENQUIRY_MAILBOX: the store's mailbox that gets a notice of each one (default the footer's care@soorganicstore.in). */
  mailbox: string;
}

/** Subscribe and Save: the discount new subscriptions get. */
export interface SubscriptionSettings {
  /** SUBSCRIPTION_DISCOUNT_PERCENT: whole percent off the product price (default 5), fixed on each subscription when created. */
  discountPercent: number;
}

/** The SO Elite plan: what one payment costs and how much membership it buys. */
export interface EliteSettings {
  /** ELITE_PLAN_PRICE (rupees; default ₹199), in paise. */
  pricePaise: number;
  /** ELITE_PLAN_MONTHS: months of membership one payment adds (default 1). */
  months: number;
}

export type PaymentGatewayName = 'sandbox' | 'payu';

export interface PaymentSettings {
  /** PAYMENT_GATEWAY: the store's own sandbox page (demo default) or PayU (required in production). */
  gateway: PaymentGatewayName;
  /** Merchant key and salt (PAYU_KEY, PAYU_SALT); fixed public test values for the sandbox. */
  key: string;
  salt: string;
  /** PAYU_URL: where the PayU adapter sends the payer (default https://secure.payu.in/_payment). */
  payuUrl: string;
  /** PAYU_API_URL: PayU's refund API (default: info.payu.in, or test.payu.in when PAYU_URL is PayU's test host). */
  payuApiUrl: string;
}

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'off';

export interface RateLimits {
  /** OTP sends per mobile number per hour (RATE_LIMIT_OTP_PER_NUMBER). */
  otpPerNumber: number;
  /** OTP sends per client address per hour (RATE_LIMIT_OTP_PER_IP). */
  otpPerIp: number;
  /** Sign-in attempts (also OTP checks, signups, reset requests) per client address and per e-mail per hour (RATE_LIMIT_SIGNIN). */
  signin: number;
}

export interface AccountSettings {
  captcha: CaptchaProvider;
  /** HMAC key of the ALTCHA challenges (CAPTCHA_HMAC_KEY). */
  captchaHmacKey: string;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  /** smtp(s)://user:pass@host:port — when set, messages are also sent by SMTP (SMTP_URL). */
  smtpUrl: string | null;
  /** Sender of e-mails (MAIL_FROM). */
  mailFrom: string;
  /** Public address of the store, for links in e-mails (STORE_URL). */
  storeUrl: string;
  /**
   * How many proxies of the store's own stand in front of it (TRUST_PROXY; 0 = none): the client
   * address is the X-Forwarded-For entry the outermost of them wrote.
   */
  trustProxyHops: number;
  /** Absolute lifetime of a login session in days (SESSION_MAX_DAYS), on top of the idle expiry. */
  sessionMaxDays: number;
  limits: RateLimits;
}

export interface Deps {
  db: Db;
  config: ServerConfig;
  /** The catalogue's answers kept in this process (catalogue/cache.ts). */
  catalogue: CatalogueCache;
  media: MediaService;
  /** How refunds reach the gateway (tests replace it); default: the configured gateway's. */
  refundSender?: RefundSender;
  /** How subscription deliveries are charged through their mandate (tests replace it); default: the configured gateway's. */
  recurringChargeSender?: RecurringChargeSender;
  /** How the gateway is told of a charge coming through a mandate (tests replace it); default: the configured gateway's. */
  preDebitNoticeSender?: PreDebitNoticeSender;
  /** The clock of handoff expiry (tests move it); default: the system clock. */
  now?: () => Date;
}
