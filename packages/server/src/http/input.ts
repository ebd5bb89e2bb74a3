/** Reading a request body whatever its encoding (validate.ts checks it against a request schema). */
import type { Context } from 'hono';
import { ANSWER } from '@so/contract';
import { badRequest } from './errors.ts';

export type Body = Record<string, unknown>;

/** The request body as an object: JSON, urlencoded or multipart (files count as null). Malformed → 400. */
export async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      const form = await c.req.parseBody();
      const body: Body = {};
      for (const [key, value] of Object.entries(form)) body[key] = typeof value === 'string' ? value : null;
      return body;
    } catch {
      throw badRequest(ANSWER.malformedForm);
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(ANSWER.malformedJson);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(ANSWER.bodyNotObject);
  return { ...parsed };
}
