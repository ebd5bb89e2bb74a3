/**
 * A link from the server (an event's online link, a store's map) as an absolute http(s) URL, or
 * null when it is anything else (`javascript:`, `data:`, a relative path, not a URL at all), so
 * such a value never becomes an href.
 */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
