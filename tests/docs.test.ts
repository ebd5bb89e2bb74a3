import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { array, boolean, defaulted, nullable, number, object, optional, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpoint, FileAnswer } from '@so/contract';
import { endpointList } from '@so/contract/endpoints';
import { END, endpointReference, START, withReference } from '../packages/contract/scripts/api-docs.ts';

/**
 * The README and docs/ stay true to the repository: every relative link and anchor resolves, the
 * README stays a short front door, the settings table is the server's, the element list is the
 * manifest's, and the docs and the source files stand alone (no references to an issue tracker or
 * an outside spec).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 250;

const docFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

function read(file: string): string {
  return readFileSync(join(root, file), 'utf8');
}

/** Where the repository's own files live, besides README.md and docs/ (`docFiles`). */
const SOURCE_DIRS = ['packages', 'site', 'tests', '.storybook', '.ci'];
/** Folders of installed, built or generated files: not the repository's own text. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.dist', 'storybook-static', 'test-results', 'playwright-report', 'bench-results', 'data', '.data']);
/** A text file by its name: code, styles, markup, SQL, JSON, markdown, or a script without an extension. */
const TEXT_FILE = /\.(ts|tsx|mts|js|cjs|mjs|css|html|json|md|sql|svg)$|^[^.]+$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

/** The repository's source files: its root's configuration and every text file of `SOURCE_DIRS`. */
const sourceFiles = [
  ...readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.includes('.') && TEXT_FILE.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => name !== 'package-lock.json' && !docFiles.includes(name)),
  ...SOURCE_DIRS.flatMap(filesUnder),
];

/** What cites an issue tracker or an outside spec: a reader of the repository has neither. */
const CITATIONS: readonly RegExp[] = [/\bissues?\s+#?\d+/gi, /\bSPEC\b/g];

/** Each citation of a text, as `file:line: citation`. */
function citations(file: string, text: string): string[] {
  return CITATIONS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`),
  );
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a markdown file offers, duplicates numbered as GitHub numbers them. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

interface Link {
  file: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  for (const match of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    links.push({ file, target });
  }
  return links;
}

/** Why a link does not resolve, or null when it does. */
function brokenBecause({ file, target }: Link): string | null {
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const resolved = path === '' ? join(root, file) : resolve(dirname(join(root, file)), decodeURI(path));
  if (!existsSync(resolved)) return `${relative(root, resolved)} does not exist`;
  if (anchor === undefined) return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return `#${anchor} points into a file that is not markdown`;
  return anchors(readFileSync(resolved, 'utf8')).has(anchor) ? null : `${relative(root, resolved)} has no heading #${anchor}`;
}

describe('README.md and docs/', () => {
  it('finds the docs it checks', () => {
    expect(docFiles).toEqual(expect.arrayContaining(['README.md', 'docs/api.md', 'docs/rules.md', 'docs/operations.md']));
  });

  it(`keeps README.md a front door of at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it.each(docFiles)('%s: every relative link and anchor resolves', (file) => {
    const broken = relativeLinks(file)
      .map((link) => ({ link: link.target, why: brokenBecause(link) }))
      .filter((entry) => entry.why !== null);
    expect(broken).toEqual([]);
  });

  it.each(docFiles)('%s: stands alone (no issue numbers, no outside spec sections)', (file) => {
    const text = read(file);
    expect(citations(file, text)).toEqual([]);
    // The outside spec's folder (the widgets' own `shared/` folder is why the sources are not checked for it).
    expect(text).not.toMatch(/\.\.\/shared\//);
  });

  it('the link check itself tells a broken file, a broken anchor and a good link apart', () => {
    expect(brokenBecause({ file: 'README.md', target: 'docs/missing.md' })).toMatch(/does not exist/);
    expect(brokenBecause({ file: 'README.md', target: 'docs/rules.md#no-such-domain' })).toMatch(/no heading/);
    expect(brokenBecause({ file: 'docs/api.md', target: 'rules.md#catalogue' })).toBeNull();
    expect(slug('Configuration: `<so-store>`')).toBe('configuration-so-store');
    expect(slug("The owner's dashboard")).toBe('the-owners-dashboard');
  });
});

describe('the source files', () => {
  it('are found, and no installed or built file among them', () => {
    expect(sourceFiles).toEqual(
      expect.arrayContaining(['eslint.config.js', 'packages/server/src/routes/cart.ts', 'packages/contract/src/cart.answers.ts', 'site/index.html', 'tests/docs.test.ts', '.storybook/main.ts', '.ci/run']),
    );
    expect(sourceFiles.filter((file) => /(^|\/)(node_modules|dist)\//.test(file))).toEqual([]);
  });

  it('stand alone: no comment, test name or text cites an issue number or an outside spec', () => {
    expect(sourceFiles.flatMap((file) => citations(file, read(file)))).toEqual([]);
  });

  it('the citation check itself tells a citation from a word that only looks like one', () => {
    // The citations are escaped (\u0020 a space, \u0050 a P), so this file cites nothing itself.
    const text = '// A gift voucher (issue\u002015)\nconst SPECS = [];\n// Checked by tests/e2e/csp.spec.ts, for two issues.\n/** S\u0050EC §7: the cart. */';
    expect(citations('x.ts', text)).toEqual(['x.ts:1: issue\u002015', 'x.ts:4: S\u0050EC']);
  });
});

describe('docs/rules.md', () => {
  const rules = read('docs/rules.md');
  const domains = [
    'catalogue', 'cart-and-checkout', 'payments', 'orders', 'coins', 'subscriptions', 'elite', 'bookings',
    'vouchers-and-gift-vouchers', 'accounts-and-sign-in', 'enquiries', 'content', 'partners',
  ];

  it.each(domains)('has the stable anchor #%s, listed at the top', (anchor) => {
    expect(anchors(rules).has(anchor)).toBe(true);
    const top = rules.slice(0, rules.indexOf('\n## '));
    expect(top).toContain(`(#${anchor})`);
  });
});

describe('docs/api.md', () => {
  it('ends with the one "## Endpoints" section, so the endpoint list can be replaced wholesale', () => {
    const headings = [...read('docs/api.md').matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings.filter((heading) => heading === 'Endpoints')).toHaveLength(1);
    expect(headings.at(-1)).toBe('Endpoints');
  });

  it('holds the endpoint list the table gives (`npm run docs:api` writes it)', () => {
    const doc = read('docs/api.md');
    expect(doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length), 'docs/api.md: the endpoint list is not the table’s; run `npm run docs:api`').toBe(endpointReference());
  });

  it('says what every call of the table does', () => {
    expect(endpointList().filter(({ endpoint: entry }) => !entry.summary?.trim()).map(({ name }) => name)).toEqual([]);
  });
});

describe('the endpoint list of docs/api.md', () => {
  const Item = object({ id: number(), name: string() });
  const table = {
    giftVouchers: {
      list: endpoint({
        method: 'GET',
        path: '/things/',
        query: object({ page: optional(number()), q: string() }),
        answer: object({ status: boolean(), data: array(Item) }),
        auth: 'anyone',
        summary: 'Things, newest first; `kind` `a | b`.',
      }),
      pay: endpoint({
        method: 'POST',
        path: '/things/:id/pay/',
        params: object({ id: number() }),
        body: object({ amount: number(), note: optional(nullable(string())), is_gift: defaulted(boolean(), false) }),
        answer: object({ status: boolean() }),
        auth: 'login',
        form: true,
      }),
    },
    staffOrders: {
      csv: endpoint({ method: 'GET', path: '/staff/things.csv', answer: FileAnswer, auth: 'staff', file: 'text/csv' }),
      wide: endpoint({
        method: 'GET',
        path: '/staff/wide',
        answer: object({ data: object(Object.fromEntries([...'abcdefghijklmnopq'].map((name) => [name, number()]))) }),
        auth: 'superuser',
      }),
    },
  };
  const lines = endpointReference(table).split('\n');

  it('gives each resource its own table, the staff’s under one Staff heading', () => {
    expect(lines.filter((line) => line.startsWith('#'))).toEqual(['### Gift vouchers', '### Staff', '#### Orders']);
    expect(lines.filter((line) => line.startsWith('| Call |'))).toHaveLength(2);
  });

  it('marks what a sender may leave out, tells a form body and a file answer, and escapes pipes', () => {
    expect(lines).toContain('| `GET /things/` | anyone | query `page?, q` | `{status, data: [{id, name}]}` | Things, newest first; `kind` `a \\| b`. |');
    expect(lines).toContain('| `POST /things/:id/pay/` | login | form `{amount, note?, is_gift?}` | `{status}` |  |');
    expect(lines).toContain('| `GET /staff/things.csv` | staff |  | a file (`text/csv`) |  |');
  });

  it('counts the fields of a wide nested answer rather than naming them all', () => {
    expect(lines).toContain('| `GET /staff/wide` | superuser |  | `{data: {a, b, c, d, e, f, g, h, i, j, … 7 more}}` |  |');
  });

  it('replaces only what lies between the markers', () => {
    const doc = `# API\n\nBefore.\n\n${START}\nstale\n${END}\n\nAfter.\n`;
    expect(withReference(doc)).toBe(`# API\n\nBefore.\n\n${endpointReference()}\n\nAfter.\n`);
    expect(() => withReference('# API without markers\n')).toThrow(/markers/);
  });
});

/** Every TypeScript file of the server that is not a test or a test helper. */
function serverSources(): string[] {
  const dir = join(root, 'packages/server/src');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !/(^|\/)(testing|test-database)\.ts$/.test(name))
    .map((name) => join(dir, name));
}

/** The environment variables the server reads: `env.NAME`, `env['NAME']`, or a setting reader's `(env, 'NAME', …)`. */
function settingsTheServerReads(): Set<string> {
  const names = new Set<string>();
  for (const file of serverSources()) {
    const source = readFileSync(file, 'utf8');
    // A variable the server sets for a library (`env.X = …`) is not a setting.
    for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b(?!\s*=[^=])|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]|\benv,\s*['"]([A-Z][A-Z0-9_]+)['"]/g)) {
      names.add(match[1] ?? match[2] ?? match[3]);
    }
  }
  return names;
}

/** The variables of the settings table in docs/operations.md (first column, every `NAME` in it). */
function settingsTheDocsList(): Set<string> {
  const text = read('docs/operations.md');
  const start = text.indexOf('\n## Settings\n');
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  const names = new Set<string>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split(' | ')[0];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]);
  }
  return names;
}

describe('docs/operations.md settings', () => {
  it('lists exactly the environment variables the server reads', () => {
    const read = settingsTheServerReads();
    expect(read.size).toBeGreaterThan(20);
    expect([...settingsTheDocsList()].sort()).toEqual([...read].sort());
  });
});

describe('docs/embedding.md elements', () => {
  interface Manifest {
    modules: { declarations?: { tagName?: string }[] }[];
  }

  it('names every element of the manifest', () => {
    const manifest = JSON.parse(read('packages/widgets/custom-elements.json')) as Manifest;
    const tags = manifest.modules.flatMap((module) => (module.declarations ?? []).flatMap((declaration) => (declaration.tagName ? [declaration.tagName] : [])));
    expect(tags.length).toBeGreaterThan(30);
    const embedding = read('docs/embedding.md');
    expect(tags.filter((tag) => !embedding.includes(`<${tag}>`) && !embedding.includes(`<${tag} `))).toEqual([]);
  });
});
