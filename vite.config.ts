import { fileURLToPath } from 'node:url';
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

export default defineConfig(({ command }) => ({
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
