import type { NotifySettings, ServerConfig } from '../deps.ts';

/**
 * The store's notification providers: the config's (read from NOTIFY_CHANNELS and the providers'
 * settings by config.ts), else e-mail through SMTP_URL when it is set and nothing else.
 */
export function notifySettingsOf(config: Pick<ServerConfig, 'accounts' | 'notify'>): NotifySettings {
  return config.notify ?? { channels: config.accounts.smtpUrl ? ['email'] : [], msg91: null, whatsapp: null };
}
