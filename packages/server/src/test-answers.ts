/** Reading the server's answers in tests: the body of an answer with the status expected, a refusal's message. */
import { expect } from 'vitest';

/** The JSON body of `response`, which must have `status` (the body is in the failure's message). */
export async function json(response: Response, status = 200): Promise<unknown> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** A refusal with `status`: `status: false` and its readable message. */
export async function refused(response: Response, status: number): Promise<string> {
  const body = (await json(response, status)) as { status: unknown; message: unknown };
  expect(body.status).toBe(false);
  return String(body.message);
}
