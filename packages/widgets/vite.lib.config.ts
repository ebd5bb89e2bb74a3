import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { stripRequestSchemas } from '../contract/src/endpoints/strip-request-schemas.ts';
import { LIB_ENTRIES, failOnTypeErrors, isExternal, libPackage, shippedDeclaration } from './scripts/lib-package.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Font files stay files in the package (library mode would inline them as base64 into the JS). */
function fontFiles(): Plugin {
  return {
    name: 'so-lib-font-files',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.woff2\?url$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved ? { ...resolved, id: `${resolved.id}&no-inline` } : null;
      },
    },
  };
}

/**
 * The publishable widget package (`npm run build:lib`): an ES module package in
 * packages/widgets/dist/ with its own package.json (scripts/lib-package.ts). The workspace
 * package `@so/widgets` keeps exporting source for the site, the tests and Storybook.
 *
 *  - entries: `index` (connected React components, one `define…()` per element), `loader`
 *    (defines each `so-*` element on first sight), `stores` (the stores' public API);
 *  - the private workspace packages (@so/contract, @so/api, @so/stores, @so/ui) are bundled in;
 *    react and react-dom are peers, the small runtime libraries dependencies (external), so the
 *    declaration files resolve their types and a host shares one copy;
 *  - Vite's library mode inlines every asset; the Inter fonts (`?url` in @so/ui) are kept files
 *    instead (dist/assets/, `fontFiles` below), referenced as `new URL('../assets/…',
 *    import.meta.url)`, which the host's bundler (Vite, webpack 5, Rollup) copies. CSS is
 *    inlined (`?inline`) as in the site build;
 *  - the stores are one chunk (chunks/stores-*.js, listed in `sideEffects` with the loader):
 *    one instance of each store for the components, the elements and the host;
 *  - declaration files by vite-plugin-dts (dist/types/, entry files index/loader/stores.d.ts); a
 *    type error in the declaration program fails the build (`failOnTypeErrors`).
 */
export default defineConfig({
  root: here('.'),
  publicDir: false,
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: {
      '@so/contract': here('../contract/src'),
      '@so/api': here('../api/src'),
      '@so/stores': here('../stores/src'),
      '@so/ui': here('../ui/src'),
    },
  },
  plugins: [
    stripRequestSchemas(),
    dts({
      tsconfigPath: here('./tsconfig.lib.json'),
      entryRoot: here('..'),
      outDirs: here('./dist/types'),
      afterDiagnostic: failOnTypeErrors,
      beforeWriteFile: (filePath, content) => shippedDeclaration(here('./dist/types'), here('..'), filePath, content),
    }),
    fontFiles(),
    libPackage(here('.')),
  ],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Readable output: the host's bundler minifies.
    minify: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: Object.fromEntries(Object.entries(LIB_ENTRIES).map(([name, path]) => [name, here(path)])),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      external: isExternal,
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: [{ name: 'stores', test: /\/packages\/stores\/src\// }] },
      },
    },
  },
});
