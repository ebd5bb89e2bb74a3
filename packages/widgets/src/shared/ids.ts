import { ApiError } from '@so/api';

/**
 * An id read from an attribute or a route (`product-id="12"`, `/products/12/…`): a positive
 * whole number, else null. r2wc reads a `number` attribute with parseFloat, so "abc" arrives as
 * NaN, "-3" as -3, "1.5" as 1.5 and a missing attribute as undefined: none of them names
 * anything, and none may reach a request (or a hook's dependencies as NaN).
 */
export function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether a failed load means the thing asked for does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
