/** A unique index refused a row (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): error is { code: string; message: string } {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' && 'message' in error && typeof error.message === 'string';
}
