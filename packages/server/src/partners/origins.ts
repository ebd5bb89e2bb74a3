/**
 * A partner's allowed origins: `https://shop.example`, `http://shop.example:8080`, or
 * with a port wildcard `http://localhost:*` (any port, or none). Written as patterns in the
 * PARTNERS setting and the partners table; a request's Origin header is checked against them.
 */

const PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

interface Parts {
  scheme: string;
  host: string;
  /** '' for the scheme's default port, '*' for any. */
  port: string;
}

function partsOf(text: string, allowWildcard: boolean): Parts | null {
  const match = PATTERN.exec(text.trim().toLowerCase().replace(/\/+$/, ''));
  if (!match) return null;
  const [, scheme, host, rawPort = ''] = match;
  if (host.startsWith('.') || host.endsWith('.') || host.includes('..')) return null;
  if (rawPort === '*') return allowWildcard ? { scheme, host, port: '*' } : null;
  if (rawPort !== '' && (Number(rawPort) < 1 || Number(rawPort) > 65_535)) return null;
  const port = rawPort === DEFAULT_PORTS[scheme] ? '' : rawPort.replace(/^0+/, '');
  return { scheme, host, port };
}

const textOf = ({ scheme, host, port }: Parts) => `${scheme}://${host}${port ? `:${port}` : ''}`;

/** The pattern in its one spelling (lower case, no trailing slash, no default port), or null when it is not one. */
export function normalizeOriginPattern(text: string): string | null {
  const parts = partsOf(text, true);
  return parts ? textOf(parts) : null;
}

/** Whether a request's Origin header value is allowed by one of `patterns`. */
export function originAllowed(patterns: readonly string[], origin: string | undefined | null): boolean {
  if (!origin) return false;
  const seen = partsOf(origin, false);
  if (!seen) return false;
  return patterns.some((text) => {
    const pattern = partsOf(text, true);
    if (!pattern || pattern.scheme !== seen.scheme || pattern.host !== seen.host) return false;
    return pattern.port === '*' || pattern.port === seen.port;
  });
}
