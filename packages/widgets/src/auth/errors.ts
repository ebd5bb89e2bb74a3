import { ApiError } from '@so/api';

/** The text to show for a failed call: non_field_errors first, then the server's message. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object') {
      const nfe = (body as { non_field_errors?: unknown }).non_field_errors;
      if (Array.isArray(nfe) && typeof nfe[0] === 'string' && nfe[0]) return nfe[0];
      const message = (body as { message?: unknown }).message;
      if (typeof message === 'string' && message) return message;
    }
    return error.status === 0 ? error.message : fallback;
  }
  return fallback;
}

/** Server field errors (ApiError.fieldErrors), with server names mapped to the form's own. */
export function fieldErrorsOf<K extends string>(error: unknown, map: Record<string, K>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const [key, value] of Object.entries(error.fieldErrors)) {
    const field = map[key];
    if (field) out[field] = value;
  }
  return out;
}
