/**
 * The providers of the notification queue, one adapter per channel behind one interface: SMS by
 * MSG91's Flow API (a DLT-registered template per kind of message), WhatsApp by the WhatsApp
 * Cloud API (an approved template per kind), e-mail by SMTP (nodemailer). An adapter sends one
 * message or throws a DeliveryError saying whether trying again may help.
 */
import { createTransport } from 'nodemailer';
import type { NotificationKind, NotifyChannel } from '@so/contract';
import type { FetchLike } from '../payments/refunds.ts';
import type { Msg91Settings, ServerConfig, WhatsappSettings } from '../deps.ts';
import { notifySettingsOf } from './settings.ts';

/** A message of the outbox as an adapter sends it. */
export interface OutgoingMessage {
  id: number;
  channel: NotifyChannel;
  kind: NotificationKind;
  /** A mobile number as stored (+91XXXXXXXXXX) or an e-mail address. */
  to: string;
  subject: string;
  /** The text: the SMS or WhatsApp message as read, an e-mail's plain-text part. */
  body: string;
  /** An e-mail's HTML part (null: the e-mail is text only). */
  html?: string | null;
  /** The template's variables, in order. */
  vars: readonly string[];
}

/** A failed send: `permanent` when trying again cannot help (a refused template, a wrong key). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Sends the messages of one channel. */
export interface ChannelAdapter {
  /** Who delivers (msg91, whatsapp-cloud, smtp), recorded on each message sent. */
  readonly provider: string;
  send(message: OutgoingMessage): Promise<void>;
}

export type ChannelAdapters = Partial<Record<NotifyChannel, ChannelAdapter>>;

/** How long a provider's HTTP call may take before it counts as failed (tried again later). */
const PROVIDER_TIMEOUT_MS = 15_000;
/** How much of a provider's answer is kept as the message's last error. */
const ERROR_TEXT_MAX = 300;

/** A mobile number as providers want it: country code and number, digits only (919812345678). */
export function providerMobile(to: string): string {
  return to.replace(/\D/g, '');
}

/** POSTs JSON; answers the parsed body of a 2xx answer, else throws a DeliveryError (5xx, 429 and network failures may be tried again). */
async function postJson(fetchImpl: FetchLike, provider: string, url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new DeliveryError(`${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const retry = response.status >= 500 || response.status === 429 || response.status === 408;
    throw new DeliveryError(`${provider} answered HTTP ${response.status}: ${text.slice(0, ERROR_TEXT_MAX)}`, !retry);
  }
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * SMS through MSG91's Flow API: POST <MSG91_BASE_URL>/api/v5/flow with the `authkey` header and
 * {template_id, short_url, recipients: [{mobiles: "91XXXXXXXXXX", var1, var2, …}]} (plus `sender`
 * when MSG91_SENDER is set). A kind without a template in MSG91_TEMPLATES cannot be sent (India's
 * DLT rules allow registered templates only): it fails at once. MSG91 may answer 200 with
 * `{"type": "error"}`: that fails too.
 */
export function msg91Adapter(settings: Msg91Settings, fetchImpl: FetchLike = fetch): ChannelAdapter {
  return {
    provider: 'msg91',
    async send(message) {
      const templateId = settings.templates[message.kind];
      if (!templateId) throw new DeliveryError(`no MSG91 template for ${message.kind} (MSG91_TEMPLATES)`, true);
      const recipient: Record<string, string> = { mobiles: providerMobile(message.to) };
      message.vars.forEach((value, i) => (recipient[`var${i + 1}`] = value));
      const body: Record<string, unknown> = { template_id: templateId, short_url: '0', recipients: [recipient] };
      if (settings.sender) body.sender = settings.sender;
      const answer = await postJson(fetchImpl, 'MSG91', `${settings.baseUrl}/api/v5/flow`, { authkey: settings.authKey }, body);
      if (typeof answer === 'object' && answer !== null && 'type' in answer && answer.type === 'error') {
        const why = 'message' in answer ? String(answer.message) : 'error';
        throw new DeliveryError(`MSG91 refused the message: ${why.slice(0, ERROR_TEXT_MAX)}`, true);
      }
    },
  };
}

/**
 * WhatsApp through the Cloud API: POST <WHATSAPP_BASE_URL>/<WHATSAPP_PHONE_NUMBER_ID>/messages with
 * `Authorization: Bearer <WHATSAPP_TOKEN>` and a template message whose body parameters are the
 * message's variables in order. Only kinds with a template in WHATSAPP_TEMPLATES are queued for it.
 */
export function whatsappAdapter(settings: WhatsappSettings, fetchImpl: FetchLike = fetch): ChannelAdapter {
  return {
    provider: 'whatsapp-cloud',
    async send(message) {
      const template = settings.templates[message.kind];
      if (!template) throw new DeliveryError(`no WhatsApp template for ${message.kind} (WHATSAPP_TEMPLATES)`, true);
      await postJson(fetchImpl, 'WhatsApp', `${settings.baseUrl}/${settings.phoneNumberId}/messages`, { Authorization: `Bearer ${settings.token}` }, {
        messaging_product: 'whatsapp',
        to: providerMobile(message.to),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [{ type: 'body', parameters: message.vars.map((text) => ({ type: 'text', text })) }],
        },
      });
    },
  };
}

/**
 * SMTP's waits (nodemailer's own allow a stalled server 10 minutes): well inside the worker's
 * lease, so a slow server never lets a second worker take the message meanwhile.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** E-mail through SMTP_URL (nodemailer) from MAIL_FROM. */
export function smtpAdapter(smtpUrl: string, mailFrom: string): ChannelAdapter {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    provider: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.body, ...(message.html ? { html: message.html } : {}) });
      } catch (error) {
        throw new DeliveryError(`SMTP: ${error instanceof Error ? error.message : String(error)}`, false);
      }
    },
  };
}

/** The adapters of the channels a provider delivers (NOTIFY_CHANNELS); the others have none. */
export function adaptersFor(config: Pick<ServerConfig, 'accounts' | 'notify'>, fetchImpl: FetchLike = fetch): ChannelAdapters {
  const notify = notifySettingsOf(config);
  const adapters: ChannelAdapters = {};
  if (notify.channels.includes('sms') && notify.msg91) adapters.sms = msg91Adapter(notify.msg91, fetchImpl);
  if (notify.channels.includes('whatsapp') && notify.whatsapp) adapters.whatsapp = whatsappAdapter(notify.whatsapp, fetchImpl);
  if (notify.channels.includes('email') && config.accounts.smtpUrl) adapters.email = smtpAdapter(config.accounts.smtpUrl, config.accounts.mailFrom);
  return adapters;
}
