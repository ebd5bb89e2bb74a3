import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SESSION_MAX_DAYS } from './accounts/sessions.ts';
import { DEFAULT_CATALOGUE_CACHE, type CatalogueCacheSettings } from './catalogue/cache.ts';
import { frameAncestorsFromEnv } from './http/headers.ts';
import { normalizeOriginPattern } from './partners/origins.ts';
import { defaultPayuApiUrl } from './payments/refunds.ts';
import { DEFAULT_UNPAID_ORDERS } from './orders/unpaid.ts';
import { couriersFromEnv } from './fulfilment/couriers.ts';
import { ELITE_PLAN_MONTHS_DEFAULT, ELITE_PLAN_PRICE_DEFAULT_PAISE, rupeesToPaise } from '@so/contract';
import { APPOINTMENT_HORIZON_DAYS_DEFAULT, APPOINTMENT_OPEN_PER_ACCOUNT_DEFAULT } from '@so/contract';
import { isEmail, partnerCodeOf, SUBSCRIPTION_DISCOUNT_PERCENT_DEFAULT } from '@so/contract';
import { isNotificationKind, isNotifyChannel, NOTIFICATION_KINDS, OTP_NOTIFICATION_KINDS, type NotificationKind, type NotifyChannel } from '@so/contract';
import type {
  AccountSettings,
  AppointmentSettings,
  CaptchaProvider,
  EliteSettings,
  EnquirySettings,
  Msg91Settings,
  NotifySettings,
  PartnerSetting,
  PartnerSettings,
  PaymentSettings,
  ServerConfig,
  StoreMode,
  SubscriptionSettings,
  UnpaidOrderSettings,
  WhatsappSettings,
  WhatsappTemplate,
} from './deps.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface EnvSettings {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Render every catalogue image in the background after start (MEDIA_WARMUP, on unless 0/false). */
  warmMedia: boolean;
  /** The interface to listen on (HOST): 127.0.0.1 in demo mode, every interface in production. */
  host: string | undefined;
  config: ServerConfig;
}

const DEFAULT_PORT = 8080;

/** Default rate limits (per hour); each can be raised by its setting for load tests. */
export const DEFAULT_RATE_LIMITS = { otpPerNumber: 5, otpPerIp: 20, signin: 10 } as const;

/** A whole number of `min` or more (unset or blank: `fallback`). */
function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (!Number.isInteger(n) || n < min || String(n) !== raw.trim()) throw new Error(`${name} must be a whole number of ${min} or more, got ${raw}`);
  return n;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return wholeNumberSetting(env, name, fallback, 1);
}

const OFF_WORDS = ['0', 'false', 'off', 'no'];
const ON_WORDS = ['true', 'on', 'yes'];

/** TRUST_PROXY: off (default, also 0/false/no), on (= 1 proxy: true/on/yes) or a number of proxies. */
export function trustProxyHops(raw: string | undefined): number {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || OFF_WORDS.includes(value)) return 0;
  if (ON_WORDS.includes(value)) return 1;
  const hops = Number.parseInt(value, 10);
  if (!Number.isInteger(hops) || hops < 1 || hops > 10 || String(hops) !== value) {
    throw new Error(`TRUST_PROXY must be off, on or the number of proxies in front of the store (1-10), got ${raw}`);
  }
  return hops;
}

/** CAPTCHA, CAPTCHA_HMAC_KEY, RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY, SMTP_URL, MAIL_FROM, STORE_URL, TRUST_PROXY, SESSION_MAX_DAYS, RATE_LIMIT_*. */
export function accountSettingsFromEnv(env: NodeJS.ProcessEnv, storeMode: StoreMode, port: number): AccountSettings {
  const recaptchaSecret = env.RECAPTCHA_SECRET?.trim() || null;
  const recaptchaSiteKey = env.RECAPTCHA_SITE_KEY?.trim() || null;
  const captchaOff = OFF_WORDS.includes((env.CAPTCHA ?? '').trim().toLowerCase());
  if (captchaOff && storeMode === 'production') throw new Error('CAPTCHA=off is refused in production mode (STORE_MODE=production)');
  let captcha: CaptchaProvider = recaptchaSecret ? 'recaptcha' : 'altcha';
  if (captchaOff) captcha = 'off';
  if (captcha === 'recaptcha' && !recaptchaSiteKey) throw new Error('RECAPTCHA_SECRET is set but RECAPTCHA_SITE_KEY is not');
  let captchaHmacKey = env.CAPTCHA_HMAC_KEY?.trim() ?? '';
  if (!captchaHmacKey) {
    if (storeMode === 'production' && captcha === 'altcha') {
      throw new Error('CAPTCHA_HMAC_KEY is required in production mode (the same key on every API process)');
    }
    captchaHmacKey = randomBytes(32).toString('base64url');
  }
  return {
    captcha,
    captchaHmacKey,
    recaptchaSecret,
    recaptchaSiteKey,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'SO Organic Store <no-reply@soorganic.test>',
    storeUrl: (env.STORE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxyHops: trustProxyHops(env.TRUST_PROXY),
    sessionMaxDays: positiveInt(env, 'SESSION_MAX_DAYS', DEFAULT_SESSION_MAX_DAYS),
    limits: {
      otpPerNumber: positiveInt(env, 'RATE_LIMIT_OTP_PER_NUMBER', DEFAULT_RATE_LIMITS.otpPerNumber),
      otpPerIp: positiveInt(env, 'RATE_LIMIT_OTP_PER_IP', DEFAULT_RATE_LIMITS.otpPerIp),
      signin: positiveInt(env, 'RATE_LIMIT_SIGNIN', DEFAULT_RATE_LIMITS.signin),
    },
  };
}

/** The sandbox gateway's merchant key and salt: public test values, never real money. */
export const SANDBOX_PAYMENTS: PaymentSettings = {
  gateway: 'sandbox',
  key: 'SOSANDBOX',
  salt: 'so-sandbox-salt',
  payuUrl: 'https://secure.payu.in/_payment',
  payuApiUrl: 'https://info.payu.in/merchant/postservice?form=2',
};

/** PAYMENT_GATEWAY (sandbox | payu), PAYU_KEY, PAYU_SALT, PAYU_URL, PAYU_API_URL. */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv, storeMode: StoreMode): PaymentSettings {
  const gateway = (env.PAYMENT_GATEWAY?.trim().toLowerCase() || (storeMode === 'production' ? 'payu' : 'sandbox'));
  if (gateway !== 'sandbox' && gateway !== 'payu') throw new Error(`PAYMENT_GATEWAY must be sandbox or payu, got ${env.PAYMENT_GATEWAY}`);
  const payuUrl = env.PAYU_URL?.trim() || SANDBOX_PAYMENTS.payuUrl;
  const payuApiUrl = env.PAYU_API_URL?.trim() || defaultPayuApiUrl(payuUrl);
  if (gateway === 'sandbox') {
    if (storeMode === 'production') throw new Error('PAYMENT_GATEWAY=sandbox is refused in production mode (STORE_MODE=production): set PAYU_KEY and PAYU_SALT');
    return { ...SANDBOX_PAYMENTS, payuUrl, payuApiUrl };
  }
  const key = env.PAYU_KEY?.trim() ?? '';
  const salt = env.PAYU_SALT?.trim() ?? '';
  if (!key || !salt) throw new Error('PAYMENT_GATEWAY=payu needs PAYU_KEY and PAYU_SALT');
  return { gateway: 'payu', key, salt, payuUrl, payuApiUrl };
}

/** The SO Elite plan when ELITE_PLAN_PRICE and ELITE_PLAN_MONTHS are not set: ₹199 for one month. */
export const DEFAULT_ELITE_PLAN: EliteSettings = { pricePaise: ELITE_PLAN_PRICE_DEFAULT_PAISE, months: ELITE_PLAN_MONTHS_DEFAULT };
/** The longest plan ELITE_PLAN_MONTHS may set. */
const ELITE_PLAN_MONTHS_MAX = 12;

/** ELITE_PLAN_PRICE (rupees, at most 2 decimals, above 0) and ELITE_PLAN_MONTHS (1–12). */
export function eliteSettingsFromEnv(env: NodeJS.ProcessEnv): EliteSettings {
  const price = env.ELITE_PLAN_PRICE?.trim() ?? '';
  if (price !== '' && (!/^\d{1,6}(\.\d{1,2})?$/.test(price) || rupeesToPaise(price) <= 0)) {
    throw new Error(`ELITE_PLAN_PRICE must be the plan's price in rupees (above 0, at most 2 decimals, e.g. 199), got ${env.ELITE_PLAN_PRICE}`);
  }
  const months = positiveInt(env, 'ELITE_PLAN_MONTHS', DEFAULT_ELITE_PLAN.months);
  if (months > ELITE_PLAN_MONTHS_MAX) throw new Error(`ELITE_PLAN_MONTHS must be 1 to ${ELITE_PLAN_MONTHS_MAX}, got ${env.ELITE_PLAN_MONTHS}`);
  return { pricePaise: price === '' ? DEFAULT_ELITE_PLAN.pricePaise : rupeesToPaise(price), months };
}

/** Subscribe and Save without SUBSCRIPTION_DISCOUNT_PERCENT: 5 % off. */
export const DEFAULT_SUBSCRIPTIONS: SubscriptionSettings = { discountPercent: SUBSCRIPTION_DISCOUNT_PERCENT_DEFAULT };
/** The largest discount SUBSCRIPTION_DISCOUNT_PERCENT may set (the table's check allows no more). */
const SUBSCRIPTION_DISCOUNT_MAX = 90;

/** SUBSCRIPTION_DISCOUNT_PERCENT: a whole percent from 0 to 90. */
export function subscriptionSettingsFromEnv(env: NodeJS.ProcessEnv): SubscriptionSettings {
  const raw = env.SUBSCRIPTION_DISCOUNT_PERCENT?.trim() ?? '';
  if (raw === '') return DEFAULT_SUBSCRIPTIONS;
  const percent = Number.parseInt(raw, 10);
  if (!/^\d{1,2}$/.test(raw) || percent > SUBSCRIPTION_DISCOUNT_MAX) {
    throw new Error(`SUBSCRIPTION_DISCOUNT_PERCENT must be a whole percent from 0 to ${SUBSCRIPTION_DISCOUNT_MAX}, got ${env.SUBSCRIPTION_DISCOUNT_PERCENT}`);
  }
  return { discountPercent: percent };
}

/** The enquiry forms without RATE_LIMIT_ENQUIRIES and ENQUIRY_MAILBOX: 10 an hour per address, notices to the footer's mailbox. */
export const DEFAULT_ENQUIRIES: EnquirySettings = { limitPerHour: 10, mailbox: 'care@soorganicstore.in' };

/** RATE_LIMIT_ENQUIRIES (a whole number of 1 or more) and ENQUIRY_MAILBOX (an e-mail address). */
export function enquirySettingsFromEnv(env: NodeJS.ProcessEnv): EnquirySettings {
  const mailbox = env.ENQUIRY_MAILBOX?.trim() || DEFAULT_ENQUIRIES.mailbox;
  if (!isEmail(mailbox)) throw new Error(`ENQUIRY_MAILBOX must be an e-mail address, got ${env.ENQUIRY_MAILBOX}`);
  return { limitPerHour: positiveInt(env, 'RATE_LIMIT_ENQUIRIES', DEFAULT_ENQUIRIES.limitPerHour), mailbox };
}

/**
 * Vaidya appointments without their settings: one booking per slot; two
 * upcoming bookings per account, days up to 30 ahead; 10 booking requests an hour per account
 * and 20 per client address.
 */
export const DEFAULT_APPOINTMENTS: AppointmentSettings = {
  slotCapacity: 1,
  openPerAccount: APPOINTMENT_OPEN_PER_ACCOUNT_DEFAULT,
  horizonDays: APPOINTMENT_HORIZON_DAYS_DEFAULT,
  perAccountPerHour: 10,
  perAddressPerHour: 20,
};

/** APPOINTMENT_SLOT_CAPACITY, APPOINTMENT_OPEN_PER_ACCOUNT, APPOINTMENT_HORIZON_DAYS, RATE_LIMIT_APPOINTMENTS, RATE_LIMIT_APPOINTMENTS_PER_IP: whole numbers of 1 or more. */
export function appointmentSettingsFromEnv(env: NodeJS.ProcessEnv): AppointmentSettings {
  return {
    slotCapacity: positiveInt(env, 'APPOINTMENT_SLOT_CAPACITY', DEFAULT_APPOINTMENTS.slotCapacity),
    openPerAccount: positiveInt(env, 'APPOINTMENT_OPEN_PER_ACCOUNT', DEFAULT_APPOINTMENTS.openPerAccount),
    horizonDays: positiveInt(env, 'APPOINTMENT_HORIZON_DAYS', DEFAULT_APPOINTMENTS.horizonDays),
    perAccountPerHour: positiveInt(env, 'RATE_LIMIT_APPOINTMENTS', DEFAULT_APPOINTMENTS.perAccountPerHour),
    perAddressPerHour: positiveInt(env, 'RATE_LIMIT_APPOINTMENTS_PER_IP', DEFAULT_APPOINTMENTS.perAddressPerHour),
  };
}

/** Partners and the cart handoff without PARTNERS, HANDOFF_SECRET and RATE_LIMIT_HANDOFF: none, a key kept in the database, 120 an hour. */
export const DEFAULT_PARTNERS: PartnerSettings = { partners: [], handoffSecret: null, handoffPerHour: 120 };
/** The shortest HANDOFF_SECRET accepted. */
const HANDOFF_SECRET_MIN_LENGTH = 32;
const PARTNERS_FORMAT = 'CODE=ORIGIN|ORIGIN[,name=NAME][,store=STORE_ID], entries separated by ";"';

/**
 * PARTNERS: the partners whose pages may embed the store and be credited with orders, e.g.
 * `AHM1=https://franchise.example|https://www.franchise.example,name=SO Ahmedabad,store=3;AHM2=http://localhost:*`.
 * Each entry: the code (letters, digits, '_', '-'; kept in upper case), '=', its page origins
 * separated by '|' (a port may be '*'), then optional `name=` (default: the code) and `store=`
 * (its own store's id in the store locator). A malformed value stops the start.
 */
export function parsePartners(raw: string | undefined): PartnerSetting[] {
  const text = (raw ?? '').trim();
  if (text === '') return [];
  const partners: PartnerSetting[] = [];
  for (const entry of text.split(';').map((part) => part.trim()).filter((part) => part !== '')) {
    const fail = (why: string): never => {
      throw new Error(`PARTNERS: ${why} in "${entry}" (format: ${PARTNERS_FORMAT})`);
    };
    const [head, ...options] = entry.split(',');
    const eq = head.indexOf('=');
    if (eq < 0) fail('no "=" after the partner code');
    const code = partnerCodeOf(head.slice(0, eq));
    if (!code) fail(`"${head.slice(0, eq).trim()}" is not a partner code (1-32 letters, digits, '_' or '-')`);
    if (partners.some((p) => p.code === code)) fail(`partner ${code} is listed twice`);
    const origins: string[] = [];
    for (const origin of head.slice(eq + 1).split('|').map((o) => o.trim())) {
      const normal = normalizeOriginPattern(origin);
      if (!normal) fail(`"${origin}" is not an origin (http(s)://host or http(s)://host:port, the port may be *)`);
      else if (!origins.includes(normal)) origins.push(normal);
    }
    let name: string = code ?? '';
    let storeId: number | null = null;
    for (const option of options) {
      const [key, ...rest] = option.split('=');
      const value = rest.join('=').trim();
      if (key.trim() === 'name') {
        if (value === '' || value.length > 150 || /[\p{Cc}|]/u.test(value)) fail('name must be 1 to 150 characters without "|" or control characters');
        name = value;
      } else if (key.trim() === 'store') {
        if (!/^[1-9]\d{0,8}$/.test(value)) fail(`store must be a store id (a whole number), got "${value}"`);
        storeId = Number(value);
      } else {
        fail(`unknown option "${option.trim()}" (name= or store=)`);
      }
    }
    partners.push({ code: code ?? '', name, origins, storeId });
  }
  return partners;
}

/** PARTNERS, HANDOFF_SECRET (at least 32 characters; unset: a key made once and kept in the database) and RATE_LIMIT_HANDOFF. */
export function partnerSettingsFromEnv(env: NodeJS.ProcessEnv): PartnerSettings {
  const secret = env.HANDOFF_SECRET?.trim() ?? '';
  if (secret !== '' && secret.length < HANDOFF_SECRET_MIN_LENGTH) {
    throw new Error(`HANDOFF_SECRET must be at least ${HANDOFF_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 48), got ${secret.length}`);
  }
  return {
    partners: parsePartners(env.PARTNERS),
    handoffSecret: secret === '' ? null : secret,
    handoffPerHour: positiveInt(env, 'RATE_LIMIT_HANDOFF', DEFAULT_PARTNERS.handoffPerHour),
  };
}

/** CATALOGUE_CACHE_ENTRIES (0 turns the catalogue cache off) and CATALOGUE_CACHE_CHECK_MS. */
export function catalogueCacheSettingsFromEnv(env: NodeJS.ProcessEnv): CatalogueCacheSettings {
  return {
    entries: wholeNumberSetting(env, 'CATALOGUE_CACHE_ENTRIES', DEFAULT_CATALOGUE_CACHE.entries, 0),
    checkMs: wholeNumberSetting(env, 'CATALOGUE_CACHE_CHECK_MS', DEFAULT_CATALOGUE_CACHE.checkMs, 0),
  };
}

/** UNPAID_ORDER_MINUTES and UNPAID_ORDERS_PER_ACCOUNT: whole numbers of 1 or more. */
export function unpaidOrderSettingsFromEnv(env: NodeJS.ProcessEnv): UnpaidOrderSettings {
  return {
    minutes: positiveInt(env, 'UNPAID_ORDER_MINUTES', DEFAULT_UNPAID_ORDERS.minutes),
    perAccount: positiveInt(env, 'UNPAID_ORDERS_PER_ACCOUNT', DEFAULT_UNPAID_ORDERS.perAccount),
  };
}

/** MSG91's API when MSG91_BASE_URL is not set. */
export const MSG91_DEFAULT_BASE_URL = 'https://control.msg91.com';
/** The WhatsApp Cloud API (Graph API with its version) when WHATSAPP_BASE_URL is not set. */
export const WHATSAPP_DEFAULT_BASE_URL = 'https://graph.facebook.com/v21.0';

/** An http(s) URL setting without its trailing slashes (unset or blank: `fallback`). */
function baseUrlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return fallback;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} must be an http(s) URL, got ${raw}`);
  return raw.replace(/\/+$/, '');
}

/** `kind=value,kind=value` of a templates setting, each kind one of NOTIFICATION_KINDS. */
function templateEntries(env: NodeJS.ProcessEnv, name: string, format: string): [NotificationKind, string][] {
  const entries: [NotificationKind, string][] = [];
  for (const entry of (env[name] ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const eq = entry.indexOf('=');
    const kind = eq < 0 ? '' : entry.slice(0, eq).trim();
    const value = eq < 0 ? '' : entry.slice(eq + 1).trim();
    if (!isNotificationKind(kind) || value === '') throw new Error(`${name}: "${entry}" is not ${format} (kinds: ${NOTIFICATION_KINDS.join(', ')})`);
    if (entries.some(([seen]) => seen === kind)) throw new Error(`${name}: ${kind} is listed twice`);
    entries.push([kind, value]);
  }
  return entries;
}

/** MSG91_AUTH_KEY, MSG91_SENDER, MSG91_TEMPLATES (`kind=templateid,…`) and MSG91_BASE_URL. */
function msg91SettingsFromEnv(env: NodeJS.ProcessEnv): Msg91Settings {
  const authKey = env.MSG91_AUTH_KEY?.trim() ?? '';
  if (!authKey) throw new Error('NOTIFY_CHANNELS lists sms: set MSG91_AUTH_KEY (and MSG91_TEMPLATES)');
  return {
    authKey,
    sender: env.MSG91_SENDER?.trim() || null,
    templates: Object.fromEntries(templateEntries(env, 'MSG91_TEMPLATES', 'kind=templateid')),
    baseUrl: baseUrlSetting(env, 'MSG91_BASE_URL', MSG91_DEFAULT_BASE_URL),
  };
}

/** WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATES (`kind=name[:language],…`) and WHATSAPP_BASE_URL. */
function whatsappSettingsFromEnv(env: NodeJS.ProcessEnv): WhatsappSettings {
  const token = env.WHATSAPP_TOKEN?.trim() ?? '';
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim() ?? '';
  if (!token || !phoneNumberId) throw new Error('NOTIFY_CHANNELS lists whatsapp: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (and WHATSAPP_TEMPLATES)');
  if (!/^\d+$/.test(phoneNumberId)) throw new Error(`WHATSAPP_PHONE_NUMBER_ID must be the number's id (digits), got ${phoneNumberId}`);
  const templates: Partial<Record<NotificationKind, WhatsappTemplate>> = {};
  for (const [kind, value] of templateEntries(env, 'WHATSAPP_TEMPLATES', 'kind=name or kind=name:language')) {
    const [name, language] = value.split(':').map((part) => part.trim());
    templates[kind] = { name, language: language || 'en' };
  }
  return { token, phoneNumberId, templates, baseUrl: baseUrlSetting(env, 'WHATSAPP_BASE_URL', WHATSAPP_DEFAULT_BASE_URL) };
}

/**
 * NOTIFY_CHANNELS (`sms,email,whatsapp`, any of them; unset: email when SMTP_URL is set, else
 * none: every message is kept in the outbox only) and each listed channel's provider settings.
 * In production mode the login and coin codes must go out by SMS: without sms, MSG91_AUTH_KEY
 * and MSG91_TEMPLATES for login_otp and coin_otp the store does not start.
 */
export function notifySettingsFromEnv(env: NodeJS.ProcessEnv, storeMode: StoreMode, smtpUrl: string | null): NotifySettings {
  const raw = env.NOTIFY_CHANNELS;
  let channels: NotifyChannel[] = smtpUrl ? ['email'] : [];
  if (raw !== undefined && raw.trim() !== '') {
    channels = [];
    for (const name of raw.split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== '')) {
      if (!isNotifyChannel(name)) throw new Error(`NOTIFY_CHANNELS must list sms, email or whatsapp (separated by commas), got ${raw}`);
      if (!channels.includes(name)) channels.push(name);
    }
  }
  if (channels.includes('email') && !smtpUrl) throw new Error('NOTIFY_CHANNELS lists email: set SMTP_URL');
  const msg91 = channels.includes('sms') ? msg91SettingsFromEnv(env) : null;
  const whatsapp = channels.includes('whatsapp') ? whatsappSettingsFromEnv(env) : null;
  if (storeMode === 'production') {
    const missing = OTP_NOTIFICATION_KINDS.filter((kind) => !msg91?.templates[kind]);
    if (!msg91 || missing.length > 0) {
      throw new Error(
        'In production mode (STORE_MODE=production) login and coin OTPs must reach shoppers by SMS: set NOTIFY_CHANNELS to include sms, ' +
          `MSG91_AUTH_KEY, and MSG91_TEMPLATES with a template for ${(msg91 ? missing : OTP_NOTIFICATION_KINDS).join(' and ')} (e.g. MSG91_TEMPLATES=login_otp=<id>,coin_otp=<id>)`,
      );
    }
  }
  return { channels, msg91, whatsapp };
}

/** Reads PORT, HOST, DATABASE_URL, DATA_DIR, STORE_MODE, CORS_ORIGINS, STATIC_DIR, MEDIA_WARMUP and FRAME_ANCESTORS. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): EnvSettings {
  const port = env.PORT ? Number.parseInt(env.PORT, 10) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const mode = env.STORE_MODE ?? 'demo';
  if (mode !== 'demo' && mode !== 'production') throw new Error(`STORE_MODE must be demo or production, got ${mode}`);
  const storeMode: StoreMode = mode;
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o.length > 0);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    warmMedia: !['0', 'false', 'off', 'no'].includes((env.MEDIA_WARMUP ?? '').trim().toLowerCase()),
    // A demo store holds demo logins and an outbox of their codes: only this machine reaches it
    // unless HOST says otherwise (HOST=0.0.0.0 to show it to the network).
    host: env.HOST?.trim() || (storeMode === 'demo' ? '127.0.0.1' : undefined),
    config: {
      storeMode,
      frameAncestors: frameAncestorsFromEnv(env.FRAME_ANCESTORS),
      corsOrigins: origins.length > 0 ? origins : null,
      staticDir: resolve(env.STATIC_DIR ?? resolve(REPO_ROOT, 'dist')),
      storybookDir: resolve(env.STORYBOOK_DIR ?? resolve(REPO_ROOT, 'storybook-static')),
      mediaDir: resolve(dataDir, 'media'),
      logErrors: true,
      accounts: accountSettingsFromEnv(env, storeMode, port),
      payments: paymentSettingsFromEnv(env, storeMode),
      elite: eliteSettingsFromEnv(env),
      subscriptions: subscriptionSettingsFromEnv(env),
      enquiries: enquirySettingsFromEnv(env),
      appointments: appointmentSettingsFromEnv(env),
      partners: partnerSettingsFromEnv(env),
      catalogueCache: catalogueCacheSettingsFromEnv(env),
      unpaidOrders: unpaidOrderSettingsFromEnv(env),
      notify: notifySettingsFromEnv(env, storeMode, env.SMTP_URL?.trim() || null),
      couriers: couriersFromEnv(env),
    },
  };
}
