/**
 * A Vite plugin for the browser's builds (the site and the widget package): it blanks out the
 * `params`, `query` and `body` schemas of every `endpoint({...})` entry of the table, and what else
 * only the server reads: who may call (`auth`, `loginPrompt`) and the API reference's `summary`. The server
 * validates every request with them; the browser never does (the client reads an entry's method,
 * path, answer schema and hints only), and keeping them would put every request schema and the
 * server's answer texts they refer to on every shopper's page. The types are untouched: a call's
 * input is still checked against the entry by the compiler.
 *
 * The removed text is replaced by blanks of the same length, so lines and columns, and with
 * them the source maps, stay as they were.
 */
import { parseSync, Visitor, type Plugin } from 'vite';

/** The slots of an entry only the server (and the API reference) reads: the browser needs none of them. */
export const REQUEST_SLOTS: readonly string[] = ['params', 'query', 'body', 'auth', 'loginPrompt', 'summary'];

/** The table's files: one per resource, the staff's under staff/. */
const TABLE_FILE = /\/packages\/contract\/src\/endpoints\/(?:staff\/)?[a-z-]+\.ts$/;

/** `code` with every request slot of its `endpoint({...})` calls blanked out. */
export function withoutRequestSchemas(code: string, filename: string): string {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0].message}`);
  const cuts: { start: number; end: number }[] = [];
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'endpoint') return;
      const [entry] = node.arguments;
      if (entry?.type !== 'ObjectExpression') return;
      for (const property of entry.properties) {
        if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
        if (!REQUEST_SLOTS.includes(property.key.name)) continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        cuts.push({ start: property.start, end: property.end + (comma ? comma[0].length : 0) });
      }
    },
  }).visit(program);
  let out = code;
  for (const { start, end } of cuts) out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  return out;
}

export function stripRequestSchemas(): Plugin {
  return {
    name: 'so-strip-request-schemas',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: TABLE_FILE },
      handler(code, id) {
        const stripped = withoutRequestSchemas(code, id);
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
