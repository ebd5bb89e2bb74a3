/**
 * The interop suite's host apps (tests/e2e/interop.spec.ts): builds the React 19 and Vue 3 apps
 * with Vite against the published package in packages/widgets/dist (`npm run build:lib` first),
 * and serves each host from its own origin (its own port on 127.0.0.1), writing the store's
 * origin into every HTML page where it says `__STORE__`.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Alias } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const packageDist = resolve(here, '../../packages/widgets/dist');
export const OUT = join(here, '.dist');

/** `@organic-store/widgets[/loader|/stores]` → the built package, as node_modules would resolve it. */
const PACKAGE_ALIASES: Alias[] = [
  { find: /^@organic-store\/widgets$/, replacement: join(packageDist, 'index.js') },
  { find: /^@organic-store\/widgets\/(loader|stores)$/, replacement: join(packageDist, '$1.js') },
];

async function buildApp(name: 'react' | 'vue', aliases: Alias[], define: Record<string, string> = {}): Promise<void> {
  await build({
    configFile: false,
    root: join(here, name),
    base: './',
    // Only errors: the package's loader and index share chunks, which Rolldown reports as a warning.
    logLevel: 'error',
    publicDir: false,
    define,
    resolve: { alias: [...PACKAGE_ALIASES, ...aliases], dedupe: ['react', 'react-dom'] },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: { outDir: join(OUT, name), emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}

/** Builds the React and Vue hosts into tests/interop/.dist/{react,vue}. */
export async function buildHosts(): Promise<void> {
  await buildApp('react', []);
  await buildApp(
    'vue',
    // The full build: the template is compiled in the browser, with `isCustomElement`.
    [{ find: /^vue$/, replacement: 'vue/dist/vue.esm-bundler.js' }],
    { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
  );
}

export const HOST_DIRS = {
  html: join(here, 'html'),
  react: join(OUT, 'react'),
  vue: join(OUT, 'vue'),
} as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface Host {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `dir` on a free port of 127.0.0.1 (an origin of its own); `/` is index.html. */
export async function serveHost(dir: string, store: string): Promise<Host> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file)
      .then((body) => {
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
        res.end(type.startsWith('text/html') ? body.toString('utf8').replaceAll('__STORE__', store) : body);
      })
      .catch(() => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
