/**
 * The staff's dashboard ships apart from the shoppers' code: its own entry, /widgets/dashboard.js,
 * which only the site's /dashboard route loads. Read from the build (dist/, `npm run build`) and
 * seen in the browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Texts only the dashboard shows (its login prompt and refusal, packages/dashboard/src/copy.ts). */
const DASHBOARD_TEXTS = [
  'Please log in with a staff account to open the dashboard.',
  'You are logged in with a customer account. Log in with a staff account to run the store.',
];

/** The staff's endpoints' paths: in the staff's entries of the endpoint table and the staff client only. */
const STAFF_PATH = '/staff/';
/**
 * A text only the request schemas hold (the server's refusal of a bad order key, in the template
 * of ANSWER.badClientKey): the browser build leaves the table's request schemas out, so a page
 * whose elements validate no request carries none of them.
 */
const REQUEST_SCHEMA_TEXT = 'client_key must be text';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function viteManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The files of the chunks `starts` reach (static imports, and dynamic ones when `dynamic`). */
function reach(manifest: Record<string, ManifestChunk>, starts: readonly string[], dynamic: boolean): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) visit(next);
  };
  starts.forEach(visit);
  return files;
}

const code = (file: string) => readFileSync(join(DIST, file), 'utf8');
const hasDashboardCode = (file: string) => DASHBOARD_TEXTS.some((text) => code(file).includes(text));
const hasStaffCode = (file: string) => hasDashboardCode(file) || code(file).includes(STAFF_PATH);

test('no chunk the loader or the site page can reach holds dashboard code; /widgets/dashboard.js does', () => {
  const manifest = viteManifest();
  const keyOf = (file: string) => Object.keys(manifest).find((key) => manifest[key].file === file);
  const loader = keyOf('widgets/loader.js');
  const dashboard = keyOf('widgets/dashboard.js');
  const page = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  expect([loader, dashboard, page]).not.toContain(undefined);
  // Everything an element of a shopper's page may load, and what the page itself loads first.
  const shopper = new Set([...reach(manifest, [loader as string], true), ...reach(manifest, [page as string], false)]);
  expect(shopper).not.toContain('widgets/dashboard.js');
  expect([...shopper].filter((file) => file.endsWith('.js') && hasStaffCode(file))).toEqual([]);
  // The request schemas' text is there to be found: elements that check a request (the contact form) carry it.
  expect([...shopper].some((file) => file.endsWith('.js') && code(file).includes(REQUEST_SCHEMA_TEXT))).toBe(true);
  const staff = [...reach(manifest, [dashboard as string], false)];
  expect(staff.some(hasDashboardCode)).toBe(true);
  expect(staff.some((file) => code(file).includes(STAFF_PATH))).toBe(true);
});

test("a shopper's product page loads no dashboard or staff code and no request schema; /dashboard loads /widgets/dashboard.js", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/products/1003/bilona-desi-cow-ghee-500-ml');
  await expect(page.locator('so-product-detail').getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((path) => /^\/assets\/loader-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts).not.toContain('/widgets/dashboard.js');
  expect(scripts.filter((path) => hasStaffCode(path.slice(1)))).toEqual([]);
  expect(scripts.filter((path) => code(path.slice(1)).includes(REQUEST_SCHEMA_TEXT))).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.locator('so-dashboard').getByText(DASHBOARD_TEXTS[0])).toBeVisible();
  expect(scripts).toContain('/widgets/dashboard.js');
});
