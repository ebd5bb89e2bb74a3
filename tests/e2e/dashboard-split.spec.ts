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

const hasDashboardCode = (file: string) => {
  const code = readFileSync(join(DIST, file), 'utf8');
  return DASHBOARD_TEXTS.some((text) => code.includes(text));
};

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
  expect([...shopper].filter((file) => file.endsWith('.js') && hasDashboardCode(file))).toEqual([]);
  expect([...reach(manifest, [dashboard as string], false)].some(hasDashboardCode)).toBe(true);
});

test("a shopper's product page loads no dashboard code; /dashboard loads /widgets/dashboard.js", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/products/1003/bilona-desi-cow-ghee-500-ml');
  await expect(page.locator('so-product-detail').getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((path) => /^\/assets\/loader-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts).not.toContain('/widgets/dashboard.js');
  expect(scripts.filter((path) => hasDashboardCode(path.slice(1)))).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.locator('so-dashboard').getByText(DASHBOARD_TEXTS[0])).toBeVisible();
  expect(scripts).toContain('/widgets/dashboard.js');
});
