import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { stripRequestSchemas } from './packages/contract/src/endpoints/strip-request-schemas.ts';
import { unwrapEmptyPreloads } from './packages/widgets/scripts/empty-preloads.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * One Vite config for the build (site + embeddable widgets), the dev server and Vitest.
 * The host site lives in site/ (its index.html is the build's root); the widget loader is
 * emitted at the stable path /widgets/loader.js so franchise sites can embed it with one tag.
 */
/**
 * The browser bundle runs the widgets' React components on preact/compat (the React API in
 * 4 KB instead of ~60 KB, and far less main-thread work on a cheap phone), which keeps the
 * product page within its 110 KB budget. The component tests run twice, on React and on this
 * alias (the `components-preact` project below); Storybook runs on React; the Playwright
 * journeys run this shipped bundle.
 */
const reactOnPreact = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/**
 * The loader defines elements on first sight, which costs the page one more round trip (HTML,
 * then the loader, then the element's chunk). For the store's own pages the chunks are known at
 * build time, so they are announced as modulepreloads, but only those a page needs in its first
 * screen: everything preloaded competes with the page's data and largest image on a slow phone.
 *
 *  - index.html preloads the site entry's imports and the elements above the fold on every page;
 *  - dist/route-preloads.json lists, per route, the other chunks of its main element; the server
 *    adds those to index.html when it answers that route (packages/server/src/http/page-head.ts).
 *
 * No font is preloaded: Chrome holds the first paint for a preloaded font (up to a second and
 * more was measured on the static shell), while the fonts' `font-display: swap` never does.
 *
 * The other elements every page places (footer, cart drawer and bar, login dialog, toaster,
 * floating buttons) are below the fold or hidden until used: the loader fetches them on sight.
 */
const EVERY_PAGE_ELEMENTS = ['header/header'];
const ROUTE_ELEMENTS: Record<string, string[]> = {
  home: ['home/home'],
  shop: ['shop/shop'],
  product: ['product-detail/product-detail'],
  reviews: ['reviews/reviews'],
};

/** The component tests: they run on React (`components`) and on preact/compat (`components-preact`). */
const COMPONENT_TESTS = [
  'packages/stores/src/**/*.test.ts',
  'packages/ui/src/**/*.test.{ts,tsx}',
  'packages/widgets/src/**/*.test.{ts,tsx}',
  'packages/dashboard/src/**/*.test.{ts,tsx}',
  'site/src/**/*.test.{ts,tsx}',
];

/**
 * A component test's time limit: a few hundred milliseconds alone, but several seconds on a
 * loaded CI machine, where both component projects and the server suite share two cores.
 */
const COMPONENT_TEST_TIMEOUT_MS = 15_000;

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/** The chunk files of `starts` with everything they import statically. */
function closure(bundle: Bundle, starts: readonly string[], files = new Set<string>()): Set<string> {
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  starts.forEach(add);
  return files;
}

function elementChunks(bundle: Bundle, elements: readonly string[]): string[] {
  return Object.values(bundle)
    .filter((chunk) => chunk.type === 'chunk' && elements.some((el) => chunk.facadeModuleId?.endsWith(`/widgets/src/${el}.element.ts`)))
    .map((chunk) => chunk.fileName);
}

/** What index.html itself loads: the site entry with its imports and the every-page elements. */
function everyPageFiles(bundle: Bundle): Set<string> {
  const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('/site/index.html'));
  return closure(bundle, [...(entry ? [entry.fileName] : []), ...elementChunks(bundle, EVERY_PAGE_ELEMENTS)]);
}

function preloadSiteElements(): Plugin {
  return {
    name: 'so-preload-site-elements',
    apply: 'build',
    generateBundle(_, bundle) {
      const common = everyPageFiles(bundle);
      const routes: Record<string, { modules: string[] }> = {};
      for (const [route, elements] of Object.entries(ROUTE_ELEMENTS)) {
        const modules = [...closure(bundle, elementChunks(bundle, elements))].filter((file) => !common.has(file));
        routes[route] = { modules: modules.map((file) => `/${file}`) };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify({ routes }, null, 2)}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        return [...everyPageFiles(bundle)]
          .filter((file) => !html.includes(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * Ships the widgets' custom-elements manifest (`npm run manifest` writes it) beside the loader:
 * dist/widgets/custom-elements.json, served at /widgets/custom-elements.json.
 */
function elementsManifest(): Plugin {
  return {
    name: 'so-elements-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'widgets/custom-elements.json', source: readFileSync(here('./packages/widgets/custom-elements.json'), 'utf8') });
    },
  };
}

/**
 * Vite's manifest and pages, written before the bundle's last changes, brought in line: no chunk
 * imports `file` where its code no longer does, and when `gone`, no entry and no modulepreload of it.
 */
function forgetImport(bundle: Rollup.OutputBundle, file: string, gone: boolean): void {
  const asset = Object.values(bundle).find((a): a is Rollup.OutputAsset => a.type === 'asset' && a.fileName.endsWith('.vite/manifest.json'));
  if (asset) {
    const manifest = JSON.parse(String(asset.source)) as Record<string, { file: string; imports?: string[] }>;
    const keys = Object.keys(manifest).filter((key) => manifest[key].file === file);
    for (const entry of Object.values(manifest)) {
      const chunk = bundle[entry.file];
      const stillImports = chunk?.type === 'chunk' && chunk.imports.includes(file);
      if (entry.imports && !stillImports) entry.imports = entry.imports.filter((key) => !keys.includes(key));
      if (entry.imports?.length === 0) delete entry.imports;
    }
    if (gone) for (const key of keys) delete manifest[key];
    asset.source = `${JSON.stringify(manifest, null, 2)}\n`;
  }
  if (!gone) return;
  for (const page of Object.values(bundle)) {
    if (page.type === 'asset' && page.fileName.endsWith('.html')) {
      page.source = String(page.source).replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/${file.replace(/[.$]/g, '\\$&')}">`, 'g'), '');
    }
  }
}

/**
 * Takes Vite's preload helper out of the bundle: with `modulePreload: false` and every style
 * inlined, each of its calls preloads nothing, yet Vite 8 still wraps every dynamic import in it
 * (`unwrapEmptyPreloads`, packages/widgets/scripts/empty-preloads.ts). A call with dependencies
 * is left as it is, and the helper with it.
 */
function withoutEmptyPreloads(): Plugin {
  return {
    name: 'so-without-empty-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite has put each call's dependencies in place of its placeholder.
      order: 'post',
      handler(_, bundle) {
        const helpers = Object.values(bundle).filter((c) => c.type === 'chunk' && /(^|\/)preload-helper-[^/]*\.js$/.test(c.fileName));
        for (const helper of helpers) {
          let stillUsed = false;
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !chunk.imports.includes(helper.fileName)) continue;
            const file = helper.fileName.split('/').pop() ?? '';
            // From a chunk beside it ("./x.js") or from an entry under widgets/ ("../assets/x.js").
            const importRe = new RegExp(`import\\{(\\w+) as ([\\w$]+)\\}from"(?:\\./|\\.\\./assets/)${file.replace(/[.$]/g, '\\$&')}";?`);
            const found = importRe.exec(chunk.code);
            if (!found) {
              stillUsed = true;
              continue;
            }
            const { code, left } = unwrapEmptyPreloads(chunk.code.replace(found[0], ''), found[2]);
            // A call left (one with dependencies) still needs the helper: keep this chunk as it was.
            if (left) {
              stillUsed = true;
              continue;
            }
            chunk.code = code;
            chunk.imports = chunk.imports.filter((f) => f !== helper.fileName);
          }
          if (!stillUsed) delete bundle[helper.fileName];
          forgetImport(bundle, helper.fileName, !stillUsed);
        }
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [stripRequestSchemas(), withoutEmptyPreloads(), preloadSiteElements(), elementsManifest()],
  root: here('./site'),
  publicDir: here('./site/public'),
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: {
      '@so/contract': here('./packages/contract/src'),
      '@so/api': here('./packages/api/src'),
      '@so/stores': here('./packages/stores/src'),
      '@so/ui': here('./packages/ui/src'),
      '@so/widgets': here('./packages/widgets/src'),
      '@so/dashboard': here('./packages/dashboard/src'),
      ...(command === 'build' && process.env.BUNDLE_REACT !== '1' ? reactOnPreact : {}),
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    // No preload helper: its dependency URLs are resolved against the page's origin, which
    // breaks the loader on a franchise site. The store's own pages preload what they place
    // (preloadSiteElements); elsewhere an element's chunk loads its imports itself.
    modulePreload: false,
    rollupOptions: {
      input: {
        index: here('./site/index.html'),
        loader: here('./packages/widgets/src/loader.ts'),
        // The staff's dashboard, apart from the loader: /widgets/dashboard.js, loaded by /dashboard only.
        dashboard: here('./packages/dashboard/src/entry.ts'),
      },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: (chunk) => (chunk.name === 'loader' || chunk.name === 'dashboard' ? `widgets/${chunk.name}.js` : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    root: here('.'),
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, where
    // two run the suites ~30 % faster (the test files wait on I/O and timers much of the time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: here('.'),
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts', 'packages/api/src/**/*.test.ts', 'packages/widgets/scripts/**/*.test.ts', 'tests/lib/**/*.test.ts', 'tests/docs.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          root: here('.'),
          environment: 'happy-dom',
          include: COMPONENT_TESTS,
          setupFiles: [here('./tests/setup-dom.ts')],
          testTimeout: COMPONENT_TEST_TIMEOUT_MS,
        },
      },
      {
        // The same component tests on the runtime the browser bundle ships: React's API on
        // preact/compat (the build's alias), Testing Library's React API on Preact. r2wc is
        // inlined so its `react`/`react-dom/client` imports take the alias too.
        extends: true,
        resolve: {
          alias: { ...reactOnPreact, '@testing-library/react': here('./tests/preact-testing-library.ts') },
        },
        test: {
          name: 'components-preact',
          root: here('.'),
          environment: 'happy-dom',
          include: COMPONENT_TESTS,
          setupFiles: [here('./tests/setup-dom.ts')],
          testTimeout: COMPONENT_TEST_TIMEOUT_MS,
          server: { deps: { inline: ['@r2wc/react-to-web-component'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: here('.'),
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          globalSetup: [here('./packages/server/src/test-database.ts')],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file's servers have their own in-memory PGlite, so files run side by side; on one
          // PostgreSQL server (DATABASE_URL) they run one at a time, as the race and two-process
          // suites measure what the database does under their own load.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
    ],
  },
}));
