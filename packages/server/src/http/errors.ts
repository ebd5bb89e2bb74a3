import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MSG } from '@so/contract';

/** An answer to bad input: `{status: false, message}` with a 4xx status. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** Several field messages at once: 400 `{status: false, message: <first>, errors: {field: message}}`. */
export class FieldErrors extends HttpError {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>, message: string = Object.values(errors)[0] ?? MSG.somethingWentWrong) {
    super(400, message);
    this.name = 'FieldErrors';
    this.errors = errors;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
