import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer to bad input: `{status: false, message}` with a 4xx status. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const PRODUCT_NOT_FOUND = 'Product not found';
