/**
 * The API reference's list of endpoints, generated from the endpoint table (@so/contract/endpoints):
 * `npm run docs:api` writes it into docs/api.md between its two markers, and tests/docs.test.ts
 * fails when the file holds anything else there. Each entry gives its call, who may make it, what
 * it takes (path parameters, query, body: a `?` marks what may be left out), the fields of its
 * answer, and its summary.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validate } from 'superstruct';
import { endpointLabel, type AnySchema, type Endpoint, type EndpointAuth } from '@so/contract';
import { ENDPOINTS } from '@so/contract/endpoints';

export const API_DOC = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
export const START = '<!-- endpoints: written by `npm run docs:api` from the endpoint table; edit the table, not this list -->';
export const END = '<!-- endpoints: end -->';

const WHO: Record<EndpointAuth, string> = {
  anyone: 'anyone',
  visitor: 'the cart’s owner',
  login: 'login',
  staff: 'staff',
  superuser: 'superuser',
};

/** A schema's fields when it is an object schema, else null. */
function shapeOf(schema: AnySchema): Record<string, AnySchema> | null {
  return (schema.type === 'type' || schema.type === 'object') && schema.schema && typeof schema.schema === 'object' ? (schema.schema as Record<string, AnySchema>) : null;
}

/** A field the sender may leave out: its parser takes `undefined`. */
const mayBeLeftOut = (field: AnySchema): boolean => validate(undefined, field, { coerce: true })[0] === undefined;

/** The fields a request part takes, `?` on those that may be left out. */
function takes(schema: AnySchema | undefined): string[] {
  const shape = schema ? shapeOf(schema) : null;
  return shape ? Object.entries(shape).map(([name, field]) => (mayBeLeftOut(field) ? `${name}?` : name)) : [];
}

/** A nested object of more fields than this (a product's two dozen) names its first few and counts the rest. */
const NESTED_FIELDS_NAMED = 16;
const NESTED_FIELDS_FIRST = 10;

/** An answer's fields, one level into an object or a list of objects. */
function answers(schema: AnySchema, depth = 0): string {
  if (schema.type === 'array' && schema.schema && typeof schema.schema === 'object' && 'type' in schema.schema) {
    const inner = answers(schema.schema as AnySchema, depth);
    return inner ? `[${inner}]` : '[…]';
  }
  const shape = shapeOf(schema);
  if (!shape) return depth === 0 ? schema.type : '';
  const names = Object.keys(shape);
  if (depth > 0 && names.length > NESTED_FIELDS_NAMED) {
    return `{${names.slice(0, NESTED_FIELDS_FIRST).join(', ')}, … ${names.length - NESTED_FIELDS_FIRST} more}`;
  }
  const parts = Object.entries(shape).map(([name, field]) => {
    const inner = depth === 0 ? answers(field, 1) : '';
    return inner && inner !== '[…]' ? `${name}: ${inner}` : name;
  });
  return `{${parts.join(', ')}}`;
}

/** The answer cell: a file's media type, else the answer's fields as code. */
const answerCell = (entry: Endpoint): string => (entry.answer.type === 'file' ? `a file (\`${entry.file ?? 'application/octet-stream'}\`)` : `\`${answers(entry.answer)}\``);

function sends(entry: Endpoint): string {
  const out: string[] = [];
  const query = takes(entry.query);
  const body = takes(entry.body);
  if (query.length > 0) out.push(`query \`${query.join(', ')}\``);
  if (body.length > 0) out.push(`${entry.form ? 'form' : 'body'} \`{${body.join(', ')}}\``);
  return out.join('; ');
}

/**
 * A resource's key as its heading: `giftVouchers` → "### Gift vouchers"; the staff's resources one
 * level down under "### Staff": `staffOrders` → "#### Orders".
 */
function heading(resource: string): string {
  const words = resource.replace(/([A-Z])/g, ' $1').toLowerCase().trim().split(' ');
  const staff = words[0] === 'staff' && words.length > 1;
  const text = (staff ? words.slice(1) : words).join(' ');
  return `${staff ? '####' : '###'} ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

const isStaff = (resource: string): boolean => /^staff[A-Z]/.test(resource);

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A table of entries by resource, then by name (ENDPOINTS, or a test's own). */
export type EndpointTable = Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

/** The generated list (the markers included), of the endpoint table unless another is given. */
export function endpointReference(table: EndpointTable = ENDPOINTS): string {
  const lines: string[] = [START, ''];
  let staffHeading = false;
  for (const [resource, entries] of Object.entries(table)) {
    if (isStaff(resource) && !staffHeading) {
      lines.push('### Staff', '');
      staffHeading = true;
    }
    lines.push(heading(resource), '', '| Call | Who | Takes | Answers | What it does |', '|---|---|---|---|---|');
    for (const entry of Object.values(entries)) {
      const row = [`\`${endpointLabel(entry)}\``, WHO[entry.auth], sends(entry), answerCell(entry), entry.summary ?? ''];
      lines.push(`| ${row.map(cell).join(' | ')} |`);
    }
    lines.push('');
  }
  lines.push(END);
  return lines.join('\n');
}

/** docs/api.md with its list as the table gives it. */
export function withReference(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${API_DOC} lacks the endpoint list's markers`);
  return doc.slice(0, start) + endpointReference() + doc.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_DOC, withReference(readFileSync(API_DOC, 'utf8')));
  console.log(`docs/api.md: the endpoint list written from the table`);
}
