import type { Context, MiddlewareHandler } from 'hono';

/**
 * The control-character guard of /api: a request whose path, query or text body fields hold NUL
 * or another control character (C0 U+0000–U+001F except tab, line feed and carriage return, and
 * U+007F) is refused with 400 `{status: false, message}` before any handler runs. No handler has
 * a use for them, and PostgreSQL refuses NUL in text (which would otherwise be a 500).
 */
export const MSG_FORBIDDEN_CHARACTERS = 'The request contains characters that are not allowed';

/** A control character that no field may hold (tab, LF and CR are allowed). */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The same characters percent-encoded (%00–%08, %0B, %0C, %0E–%1F, %7F). */
const ENCODED_CONTROL = /%(?:0[0-8BCEFbcef]|1[0-9A-Fa-f]|7[Ff])/;

const FORM_TYPES: ReadonlySet<string> = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

export interface GuardOptions {
  /**
   * Bodies the guard leaves alone (binary uploads: their bytes are not text). The path and query
   * are still checked. None of today's endpoints takes one, so by default every body is checked.
   */
  binaryUpload?: (path: string, mediaType: string) => boolean;
}

/** Whether `text` holds a control character that no field may hold. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * Whether a request URL names a control character in its path or query, raw or percent-encoded.
 * Every decoded path segment and query value comes from these bytes (a percent-encoded control
 * character is always `%XX` with XX below 20 or 7F; multi-byte UTF-8 sequences never decode to one).
 */
export function urlHasControlCharacter(url: string): boolean {
  return ENCODED_CONTROL.test(url) || CONTROL.test(url);
}

/** Whether any string (key or value) of a parsed JSON value holds a control character; iterative, so deep nesting cannot overflow the stack. */
export function jsonHasControlCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (CONTROL.test(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

function mediaTypeOf(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
}

/** Form fields (urlencoded or multipart): every name, every text value and every file name. */
async function formHasControlCharacter(c: Context): Promise<boolean> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    // Hono keeps the parsed form (bodyCache.formData), so the handler's parseBody() reads it again.
    form = await c.req.parseBody({ all: true });
  } catch {
    return false; // malformed: the handler that reads it answers 400
  }
  for (const [name, value] of Object.entries(form)) {
    if (CONTROL.test(name)) return true;
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string' ? CONTROL.test(part) : CONTROL.test(part.name)) return true;
    }
  }
  return false;
}

/**
 * Whether a text body holds a control character, raw or as a JSON escape (`\u0000`, `\b`, `\f`):
 * the handlers read every body that is not a form as JSON, whatever its Content-Type says.
 */
function textHasControlCharacter(bytes: ArrayBuffer): boolean {
  const text = new TextDecoder().decode(bytes);
  if (CONTROL.test(text)) return true;
  // Without a backslash there is no escape, so no parsed string can hold what the text does not.
  if (!text.includes('\\')) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false; // not JSON: the handler that reads it answers 400
  }
  return jsonHasControlCharacter(parsed);
}

async function bodyHasControlCharacter(c: Context, options: GuardOptions): Promise<boolean> {
  if (!c.req.raw.body) return false;
  const mediaType = mediaTypeOf(c);
  if (options.binaryUpload?.(c.req.path, mediaType)) return false;
  // Read through Hono's body cache (arrayBuffer first: lossless for every later reader), so the
  // handler's c.req.text() / json() / parseBody() get the same bytes again.
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength === 0) return false;
  if (FORM_TYPES.has(mediaType)) return formHasControlCharacter(c);
  return textHasControlCharacter(bytes);
}

/**
 * Middleware for /api/*: 400 `{status: false, message: MSG_FORBIDDEN_CHARACTERS}` when the path,
 * query or body holds a control character. A GET costs one regular expression over its URL.
 */
export function controlCharacterGuard(options: GuardOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (urlHasControlCharacter(c.req.url) || (await bodyHasControlCharacter(c, options))) {
      return c.json({ status: false, message: MSG_FORBIDDEN_CHARACTERS }, 400);
    }
    await next();
  };
}
