import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * One Vite config for the build (site + embeddable widgets), the dev server and Vitest.
 * The host site lives in site/ (its index.html is the build's root); the widget loader is
 * emitted at the stable path /widgets/loader.js so franchise sites can embed it with one tag.
 */
/**
 * The browser bundle runs the widgets' React components on preact/compat (the React API in
 * 4 KB instead of ~60 KB, and far less main-thread work on a cheap phone), which keeps the
 * product page within its 110 KB budget. Component tests and Storybook run on React itself;
 * the Playwright journeys run this shipped bundle.
 */
const reactOnPreact = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/** The elements the host site places; their code is fetched with the page, not after it. */
const SITE_ELEMENTS = [
  'header/header', 'footer/footer', 'toaster/toaster', 'floating/whatsapp-button', 'floating/scroll-top',
  'home/home', 'celebration/celebration', 'shop/shop', 'product-detail/product-detail', 'reviews/reviews',
  'auth/login-dialog', 'cart-drawer/cart-drawer', 'cart-bar/cart-bar',
];

/**
 * The loader defines elements on first sight, which costs the page one more round trip (HTML,
 * then the loader, then the element's chunk). For the store's own pages the chunks of the
 * elements it places are known at build time, so index.html announces them as modulepreloads.
 */
function preloadSiteElements(): Plugin {
  return {
    name: 'so-preload-site-elements',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && SITE_ELEMENTS.some((el) => chunk.facadeModuleId?.endsWith(`/widgets/src/${el}.element.ts`))) add(chunk.fileName);
        }
        const tags: { tag: string; attrs: Record<string, string>; injectTo: 'head' }[] = [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' }));
        // The body text's font too: it is otherwise found only once the widgets' styles load.
        const font = Object.keys(bundle).find((file) => /inter-latin-400-normal-.*\.woff2$/.test(file));
        if (font) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` }, injectTo: 'head' });
        return tags;
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [preloadSiteElements()],
  root: here('./site'),
  publicDir: here('./site/public'),
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: {
      '@so/api': here('./packages/api/src'),
      '@so/stores': here('./packages/stores/src'),
      '@so/ui': here('./packages/ui/src'),
      '@so/widgets': here('./packages/widgets/src'),
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
      },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: (chunk) => (chunk.name === 'loader' ? 'widgets/loader.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    root: here('.'),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: here('.'),
          environment: 'node',
          include: ['packages/api/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          root: here('.'),
          environment: 'happy-dom',
          include: [
            'packages/stores/src/**/*.test.ts',
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/widgets/src/**/*.test.{ts,tsx}',
            'site/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: [here('./tests/setup-dom.ts')],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: here('.'),
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
