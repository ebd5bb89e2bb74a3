import type { Context } from 'hono';
import { badRequest } from './errors.ts';

const MAX_ID = 2_147_483_647;

/** A positive integer id from a query value, path segment or body field; 400 otherwise. */
export function parseId(value: unknown, field: string): number {
  const n = parseIntStrict(value);
  if (n === null || n < 1 || n > MAX_ID) throw badRequest(`${field} must be a positive whole number`);
  return n;
}

/** Same as parseId, but absent or empty means undefined. */
export function optionalId(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  return parseId(value, field);
}

/** 1-based page number; absent means 1. */
export function parsePage(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = parseIntStrict(value);
  if (n === null || n < 1 || n > MAX_ID) throw badRequest('page must be a whole number of 1 or more');
  return n;
}

function parseIntStrict(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

/** Any whole number (for quantities, which have their own range messages). */
export function parseInteger(value: unknown, field: string): number {
  const n = parseIntStrict(value);
  if (n === null) throw badRequest(`${field} must be a whole number`);
  return n;
}

export type Body = Record<string, unknown>;

/** The request body as an object: JSON, urlencoded or multipart. Malformed → 400. */
export async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      const form = await c.req.parseBody();
      const body: Body = {};
      for (const [key, value] of Object.entries(form)) body[key] = typeof value === 'string' ? value : null;
      return body;
    } catch {
      throw badRequest('Malformed form body');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The request body must be a JSON object');
  }
  return parsed as Body;
}
