/**
 * The COURIERS setting: `name=https://track.example/{awb},name2=…`, each courier's tracking page
 * with `{awb}` where the tracking number goes; a name without `=` has no tracking page.
 */

export interface CourierSetting {
  name: string;
  /** The tracking page's address with `{awb}`, or null. */
  trackingTemplate: string | null;
}

const AWB_SLOT = '{awb}';

/** Parses COURIERS; throws on a template that is not an http(s) address with `{awb}`, or a name given twice. */
export function parseCouriers(raw: string | undefined): CourierSetting[] {
  const couriers: CourierSetting[] = [];
  for (const item of (raw ?? '').split(',')) {
    const text = item.trim();
    if (text === '') continue;
    const at = text.indexOf('=');
    const name = (at < 0 ? text : text.slice(0, at)).trim();
    const template = at < 0 ? '' : text.slice(at + 1).trim();
    if (name === '') throw new Error(`COURIERS: a courier needs a name before "=", got ${text}`);
    if (template !== '' && (!/^https?:\/\//i.test(template) || !template.includes(AWB_SLOT))) {
      throw new Error(`COURIERS: ${name}'s tracking address must start with http(s):// and hold ${AWB_SLOT}, got ${template}`);
    }
    if (couriers.some((c) => c.name.toLowerCase() === name.toLowerCase())) throw new Error(`COURIERS: ${name} is given twice`);
    couriers.push({ name, trackingTemplate: template === '' ? null : template });
  }
  return couriers;
}

/** COURIERS from the environment. */
export function couriersFromEnv(env: NodeJS.ProcessEnv): CourierSetting[] {
  return parseCouriers(env.COURIERS);
}

/** The courier's tracking page for `awb` (its name matched in any case), or null. */
export function trackingUrl(couriers: readonly CourierSetting[], courier: string, awb: string): string | null {
  const found = couriers.find((c) => c.name.toLowerCase() === courier.trim().toLowerCase());
  return found?.trackingTemplate ? found.trackingTemplate.split(AWB_SLOT).join(encodeURIComponent(awb)) : null;
}
