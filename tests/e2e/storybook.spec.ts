/**
 * The catalogue as the store serves it at /storybook/ (npm test builds it first): every story of
 * the built Storybook's index passes axe-core in Chromium, the views with their sample data and
 * the `so-*` elements (Elements/…) with the data of this store's /api; and Storybook's pages run
 * under their Content-Security-Policy without a violation.
 *
 * One page per test: it opens the preview frame once and goes from story to story through the
 * preview's channel (as the Storybook manager does), so the preview is not reloaded per story.
 * The axe run is the accessibility addon's: the whole document except Storybook's own wrappers,
 * every rule of a11y.spec.ts but `region` (a story is a part of a page, not a page), and the
 * rules a story's `a11y` parameter turns off (with its reason beside it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { AXE_PATH, type Violation } from './helpers.ts';

const INDEX = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
/** Stories per test: each test is one page going through its share of the index. */
const CHUNK = 80;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

function storyIds(): string[] {
  if (!existsSync(INDEX)) return [];
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** The preview's channel, as the page sees it. */
interface Channel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

/**
 * Shows story `id` in the preview frame and resolves once it has rendered (and played), or with
 * the reason it did not.
 */
async function showStory(page: Page, id: string): Promise<string | null> {
  return page.evaluate(
    (storyId) =>
      new Promise<string | null>((resolve) => {
        const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as Channel;
        const events: Record<string, (...args: unknown[]) => string | null | undefined> = {
          storyRendered: (rendered) => (rendered === storyId ? null : undefined),
          storyErrored: (error) => `errored: ${JSON.stringify(error)}`,
          storyThrewException: (error) => `threw: ${String((error as { message?: string })?.message ?? error)}`,
          playFunctionThrewException: (error) => `play threw: ${String((error as { message?: string })?.message ?? error)}`,
          storyMissing: (missing) => (missing === storyId ? 'missing from the index' : undefined),
        };
        const listeners = Object.entries(events).map(([event, outcome]) => {
          const listener = (...args: unknown[]) => {
            const result = outcome(...args);
            if (result === undefined) return;
            for (const [name, registered] of listeners) channel.off(name, registered);
            resolve(result);
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

/**
 * Watches the page's requests; the answer is true once none has been in flight at two checks in a
 * row (an element asks for its data after it renders, and may ask again once the first arrives).
 */
function trackRequests(page: Page): { settled: () => boolean; restart: () => void } {
  let inFlight = 0;
  let started = 0;
  page.on('request', () => {
    inFlight += 1;
    started += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  let quietSince: number | null = null;
  return {
    settled: () => {
      if (inFlight > 0 || quietSince !== started) {
        quietSince = inFlight > 0 ? null : started;
        return false;
      }
      return true;
    },
    restart: () => {
      quietSince = null;
    },
  };
}

/** axe-core's violations in story `id`, with the rules its `a11y` parameter turns off (each says why) off. */
async function violations(page: Page, id: string): Promise<Violation[]> {
  return page.evaluate(async (storyId) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const preview = Reflect.get(window, '__STORYBOOK_PREVIEW__') as { storyStoreValue: { loadStory: (spec: { storyId: string }) => Promise<{ parameters: { a11y?: { disable?: boolean; test?: string; config?: { rules?: { id: string; enabled?: boolean }[] } } } }> } };
    const a11y = (await preview.storyStoreValue.loadStory({ storyId })).parameters.a11y ?? {};
    if (a11y.disable === true || a11y.test === 'off') return [];
    const rules: Record<string, { enabled: boolean }> = { region: { enabled: false } };
    for (const rule of a11y.config?.rules ?? []) if (rule.enabled === false) rules[rule.id] = { enabled: false };
    // As @storybook/addon-a11y runs it: Storybook's own wrappers are not the story, and a story
    // is a part of a page (no `region`).
    const context = { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] };
    const result = await axe.run(context, { resultTypes: ['violations'], iframes: false, rules });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, id);
}

/**
 * Opens the preview frame, turns off the accessibility addon's own run after each story (the
 * same check runs here once the story's data has arrived) and brings in axe-core.
 */
async function openPreview(page: Page): Promise<void> {
  await page.goto('/storybook/iframe.html?viewMode=story');
  await page.waitForFunction(() => Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') !== undefined && Reflect.get(window, '__STORYBOOK_PREVIEW__') !== undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as Channel;
        const updated = () => {
          channel.off('globalsUpdated', updated);
          resolve();
        };
        channel.on('globalsUpdated', updated);
        channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
      }),
  );
  await page.addScriptTag({ path: AXE_PATH });
}

const ids = storyIds();
const chunks: string[][] = [];
for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));

test.describe('every story passes axe', () => {
  // axe-core is the test's own script, injected inline: Storybook's CSP rightly refuses it (the
  // policy itself is checked below).
  test.use({ bypassCSP: true });

  test('the built Storybook lists the stories', () => {
    expect(ids.length, `${INDEX} (npm run build-storybook)`).toBeGreaterThan(0);
    expect(ids.filter((id) => id.startsWith('elements-')).length, 'the elements have their stories').toBeGreaterThan(40);
  });

  chunks.forEach((chunk, n) => {
    test(`stories ${n * CHUNK + 1}–${n * CHUNK + chunk.length} of ${ids.length}`, async ({ page }) => {
      test.setTimeout(240_000);
      const requests = trackRequests(page);
      await openPreview(page);
      const failures: { story: string; problem: string | Violation[] }[] = [];
      for (const id of chunk) {
        const frame = page.url();
        try {
          const problem = await showStory(page, id);
          if (problem) {
            failures.push({ story: id, problem });
            continue;
          }
          // An element loads its data after it renders: wait until no request is in flight (the
          // views' stories have their data as props).
          if (id.startsWith('elements-')) {
            requests.restart();
            await expect.poll(requests.settled, { message: `${id}: requests settle`, intervals: [50, 100, 100, 250], timeout: 20_000 }).toBe(true);
          }
          const found = await violations(page, id);
          if (found.length > 0) failures.push({ story: id, problem: found });
        } catch (error) {
          // A story must stay in its frame: one that takes the preview elsewhere is a failure.
          if (page.url() === frame) throw error;
          failures.push({ story: id, problem: `left the preview for ${page.url()}` });
          await openPreview(page);
        }
      }
      expect(failures).toEqual([]);
    });
  });
});

test('Storybook runs under its Content-Security-Policy: the catalogue and an element story, not one violation', async ({ page }) => {
  // The manager's own scripts are megabytes: on a busy two-core machine it takes its time.
  test.setTimeout(180_000);
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  const manager = await page.goto('/storybook/');
  const policy = manager?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The manager shows the element stories, and a story's frame renders the real element with this store's data.
  await page.goto('/storybook/?path=/story/elements-product-card--so-product-card');
  const frame = page.frameLocator('#storybook-preview-iframe');
  await expect(frame.locator('so-product-card').getByRole('heading', { name: 'A2 Gir Cow Ghee 500 ml' })).toBeVisible({ timeout: 120_000 });
  expect(seen).toEqual([]);
});
