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
