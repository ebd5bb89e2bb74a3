import { ApiError } from '@so/api';
import { MSG } from '@so/contract';

/** The server's own words: non_field_errors first, then message, then the generic fallback. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object') {
      const list = (body as { non_field_errors?: unknown }).non_field_errors;
      if (Array.isArray(list) && typeof list[0] === 'string') return list[0];
    }
    return error.message || MSG.somethingWentWrong;
  }
  return error instanceof Error && error.message ? error.message : MSG.somethingWentWrong;
}

/** A network failure (no answer at all): address saves ignore these silently. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
