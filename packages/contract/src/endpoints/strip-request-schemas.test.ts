import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutRequestSchemas } from './strip-request-schemas.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const tableFiles = [
  ...readdirSync(here).filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !['endpoint.ts', 'index.ts', 'shopper.ts', 'strip-request-schemas.ts'].includes(f)),
  ...readdirSync(`${here}staff`).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => `staff/${f}`),
];

describe("the browser build's table", () => {
  it('blanks out params, query, body, auth and summary (text of any script before them), keeping every line and column', () => {
    const code = [
      "/** Sāt ₹ — a comment in many scripts. */",
      "export const X = {",
      "  a: endpoint({ method: 'PATCH', path: '/x/:id/', params: XParams, query: XQuery,",
      "    body: XBody, answer: XAnswer, auth: 'login', summary: 'Changes an x.' }),",
      "  b: other({ body: Kept }),",
      '};',
    ].join('\n');
    const out = withoutRequestSchemas(code, 'x.ts');
    expect(out.length).toBe(code.length);
    expect(out.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
    expect(out).not.toMatch(/XParams|XQuery|XBody|Changes an x/);
    expect(out).toMatch(/method: 'PATCH', path: '\/x\/:id\/',\s+answer: XAnswer,\s+\}\)/);
    expect(out).toContain('other({ body: Kept })');
  });

  it.each(tableFiles)('leaves %s with no request schema, and every entry its answer', (file) => {
    const code = readFileSync(`${here}${file}`, 'utf8');
    const out = withoutRequestSchemas(code, file);
    const entries = code.match(/endpoint\(\{/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(0);
    expect(out.match(/\banswer:/g)?.length).toBe(entries);
    expect(out).not.toMatch(/endpoint\(\{[^}]*\b(params|query|body|auth|loginPrompt|summary):/);
    expect(code).toMatch(/endpoint\(\{[^}]*\b(answer):/);
  });
});
