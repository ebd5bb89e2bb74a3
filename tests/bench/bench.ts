/**
 * `npm run bench`: the size, throughput, login and Lighthouse figures of the store, each printed
 * against its target (docs/operations.md#benchmarks). Run after a build (the npm script builds first).
 *
 *  - gzip size of the widget loader, of each element's own chunk, and of all JS the product page loads
 *  - requests/s and p99 of the product-list endpoint next to a trivial route of the same server,
 *    on PGlite and on PostgreSQL (autocannon, loopback only, bounded duration)
 *  - p99 of a gzip product list while 100 sign-ins arrive at once (password hashing must not delay it)
 *  - Lighthouse mobile performance, LCP, CLS and TBT for /, /shop, a product page and /cart
 *
 * BENCH_BASE=<git ref> also measures that commit in the same run, each part right after this
 * tree's, and prints every figure beside the base's: the commit's files are exported with `git
 * archive` into $TMPDIR/so-bench-base-<sha> (this checkout is not touched), given this
 * checkout's node_modules by links when its package-lock.json is the same (else `npm ci`), and
 * built with `npm run build`; a base built once is reused. BENCH_ONLY=sizes|throughput|logins|lighthouse
 * runs one part.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium.ts';

const root = resolve(import.meta.dirname, '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

// ─── The trees measured, and their figures ──────────────────────────────────

interface Tree {
  /** 'this tree', or the base's ref and commit. */
  label: string;
  root: string;
  /** Added to every port, so a base server never meets this tree's. */
  portOffset: number;
  /** Suffix of the PostgreSQL database it is measured on. */
  dbSuffix: string;
}

interface Figure {
  /** The same for both trees (the comparison pairs figures by it). */
  metric: string;
  value: string;
  target: string;
  ok: boolean | null;
}

const current: Tree = { label: 'this tree', root, portOffset: 0, dbSuffix: '' };
const figures = new Map<Tree, Figure[]>();
let base: Tree | null = null;

function record(tree: Tree, metric: string, value: string, target: string, ok: boolean | null): void {
  const list = figures.get(tree) ?? [];
  list.push({ metric, value, target, ok: tree === current ? ok : null });
  figures.set(tree, list);
  const mark = tree !== current || ok === null ? '  ' : ok ? 'ok' : 'XX';
  const who = base ? `[${tree === current ? 'this' : 'base'}] ` : '';
  console.log(`${mark}  ${who}${metric}: ${value}${target && tree === current ? `  (target ${target})` : ''}`);
}

// ─── The base commit (BENCH_BASE) ───────────────────────────────────────────

/** Links `from`/node_modules into `to`/node_modules, except the workspace packages, which link to `to`'s own copies. */
function linkNodeModules(from: string, to: string): void {
  const source = join(from, 'node_modules');
  const mirror = (src: string, dst: string) => {
    mkdirSync(dst, { recursive: true });
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      // npm's and Vite's own state stays with each tree; the commands in .bin are shared.
      if (entry.name.startsWith('.') && entry.name !== '.bin') continue;
      const path = join(src, entry.name);
      const into = join(dst, entry.name);
      if (entry.isSymbolicLink()) {
        const link = readlinkSync(path);
        const target = resolve(src, link);
        // A workspace package (node_modules/@so/ui → ../../packages/ui): the same relative link finds the base's copy.
        const workspace = target.startsWith(from + sep) && !target.startsWith(source + sep);
        symlinkSync(workspace ? link : target, into);
      } else if (entry.isDirectory() && entry.name.startsWith('@')) {
        mirror(path, into);
      } else {
        symlinkSync(path, into);
      }
    }
  };
  mirror(source, join(to, 'node_modules'));
}

/** The commit `ref` exported, installed and built (once per commit), outside this checkout. */
function prepareBase(ref: string): Tree {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `so-bench-base-${sha}`);
  const built = join(dir, '.bench-built');
  const tree: Tree = { label: `${ref} (${sha.slice(0, 10)})`, root: dir, portOffset: 100, dbSuffix: '_base' };
  if (existsSync(built)) {
    console.log(`Base ${tree.label}: reusing the build in ${dir}`);
    return tree;
  }
  console.log(`Base ${tree.label}: exporting, installing and building in ${dir}…`);
  const work = mkdtempSync(join(tmpdir(), 'so-bench-base-work-'));
  try {
    // git archive writes the commit's files out; this checkout's work tree, index and refs stay as they are.
    const archive = execFileSync('git', ['archive', '--format=tar', sha], { cwd: root, maxBuffer: 2 ** 31 - 1 });
    execFileSync('tar', ['-x', '-C', work], { input: archive });
    const sameLock = readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(work, 'package-lock.json'), 'utf8');
    if (sameLock) linkNodeModules(root, work);
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: work, stdio: 'inherit' });
    execFileSync('npm', ['run', 'build'], { cwd: work, stdio: 'inherit' });
    writeFileSync(join(work, '.bench-built'), `${sha}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(work, dir);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return tree;
}

// ─── Sizes ──────────────────────────────────────────────────────────────────

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gz`;

function sizes(tree: Tree): void {
  const dist = join(tree.root, 'dist');
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const loaderKey = Object.keys(manifest).find((k) => k.endsWith('packages/widgets/src/loader.ts'));
  if (!loaderKey) throw new Error('loader not in manifest');
  // The loader with everything it imports statically (the entry may re-export a shared chunk).
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const loaderFiles = [...closure(loaderKey)].map((k) => manifest[k].file);
  const loaderBytes = loaderFiles.reduce((sum, f) => sum + gz(f), 0);
  record(tree, 'widget loader', `${kb(loaderBytes)} (${loaderFiles.length} file${loaderFiles.length > 1 ? 's' : ''})`, '≤ 2 KB gz', loaderBytes <= 2048);

  const elementKeys = Object.keys(manifest).filter((k) => k.endsWith('.element.ts'));
  for (const key of elementKeys.sort()) {
    const bytes = gz(manifest[key].file);
    const name = key.split('/').pop()?.replace('.element.ts', '') ?? key;
    record(tree, `element ${name} own code`, kb(bytes), '≤ 12 KB gz', bytes <= 12 * 1024);
  }

  // All JS the product page loads: the site entry with its static imports, plus the elements
  // placed on a product page with theirs.
  const onProductPage = ['header/header', 'footer/footer', 'product-detail/product-detail', 'toaster/toaster', 'floating/whatsapp-button', 'floating/scroll-top'];
  const siteKey = Object.keys(manifest).find((k) => k.endsWith('index.html'));
  const starts = [siteKey, ...onProductPage.map((p) => elementKeys.find((k) => k.endsWith(`${p}.element.ts`)))].filter(
    (k): k is string => Boolean(k),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  starts.forEach(visit);
  const files = new Set([...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  record(tree, 'all JS of the product page', `${kb(total)} (${files.size} files)`, '≤ 110 KB gz', total <= 110 * 1024);
}

// ─── Throughput ─────────────────────────────────────────────────────────────

/** Product list requests/s as a share of the trivial route's, in the same run. */
const LIST_SHARE_TARGET = { PGlite: 0.15, PostgreSQL: 0.3 } as const;
type Engine = keyof typeof LIST_SHARE_TARGET;

function startServer(tree: Tree, env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(tree.root, 'packages/server/src/main.ts')], {
    cwd: tree.root,
    env: { ...process.env, PORT: String(port), STORE_MODE: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep both pipes flowing so the server never blocks on a full pipe.
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', () => undefined);
  return new Promise((resolveStart, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return resolveStart(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error(`${tree.label}: server did not start`));
      setTimeout(poll, 500);
    };
    void poll();
  });
}

async function cannon(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, headers: { 'Company-Id': '16' } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function throughput(tree: Tree, engine: Engine, env: Record<string, string>, port: number): Promise<void> {
  const server = await startServer(tree, env, port + tree.portOffset);
  try {
    const origin = `http://127.0.0.1:${port + tree.portOffset}`;
    // Warm up both routes, then measure them one after the other in the same run.
    await cannon(`${origin}/api/health`);
    const trivial = await cannon(`${origin}/api/health`);
    const list = await cannon(`${origin}/api/web/products/list/?page=1`);
    const share = list.rps / trivial.rps;
    const target = LIST_SHARE_TARGET[engine];
    record(tree, `${engine} trivial route`, `${trivial.rps.toFixed(0)} req/s, p99 ${trivial.p99} ms`, '', null);
    record(
      tree,
      `${engine} product list`,
      `${(share * 100).toFixed(0)}% of trivial (${list.rps.toFixed(0)} req/s, p99 ${list.p99} ms${list.errors ? `, ${list.errors} errors` : ''})`,
      `≥ ${(target * 100).toFixed(0)}% of trivial`,
      share >= target && list.errors === 0,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

/** A fresh database `so_bench<suffix>` on the PostgreSQL of BENCH_PG_ADMIN_URL, or null when there is none. */
async function postgresUrl(suffix: string): Promise<string | null> {
  const admin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `so_bench${suffix}`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    return admin.replace(/\/[^/]*$/, `/${name}`);
  } catch (error) {
    console.log(`   PostgreSQL not reachable (${(error as Error).message}); skipping its figures`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ─── Logins ─────────────────────────────────────────────────────────────────

const LOGINS = Number(process.env.BENCH_LOGINS ?? 100);

/** The p-th percentile (0–100) of `values`, nearest rank. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * A product list asked as a browser asks it (gzip), over and over by two clients, while LOGINS
 * sign-ins (scrypt, 32 MiB each) arrive at once: password hashing must not delay the rest.
 */
async function logins(tree: Tree, port: number): Promise<void> {
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'so-bench-login-')), DATABASE_URL: '', MEDIA_WARMUP: '0', RATE_LIMIT_SIGNIN: '1000000' };
  const server = await startServer(tree, env, port + tree.portOffset);
  try {
    const origin = `http://127.0.0.1:${port + tree.portOffset}`;
    const listUrl = `${origin}/api/web/products/list/?page=1`;
    const headers = { 'Company-Id': '16', 'Accept-Encoding': 'gzip' };
    const timedList = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(listUrl, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`product list answered ${response.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await timedList();
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) idle.push(await timedList());

    let burstOver = false;
    const during: number[] = [];
    const client = async () => {
      while (!burstOver) during.push(await timedList());
    };
    const loginTimes: number[] = [];
    const signIn = async () => {
      const started = performance.now();
      const response = await fetch(`${origin}/api/user/signin/`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'asha@soorganic.test', password: 'Asha@12345' }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
      loginTimes.push(performance.now() - started);
    };
    const clients = [client(), client()];
    await Promise.all(Array.from({ length: LOGINS }, signIn));
    burstOver = true;
    await Promise.all(clients);
    const p99 = percentile(during, 99);
    record(tree, 'product list (gzip) idle', `p50 ${percentile(idle, 50).toFixed(0)} ms, p99 ${percentile(idle, 99).toFixed(0)} ms`, '', null);
    record(tree, `${LOGINS} sign-ins at once`, `median ${(percentile(loginTimes, 50) / 1000).toFixed(1)} s, last ${(Math.max(...loginTimes) / 1000).toFixed(1)} s`, '', null);
    record(tree, `product list (gzip) p99 during ${LOGINS} sign-ins`, `${p99.toFixed(0)} ms (${during.length} requests)`, '< 250 ms', p99 < 250);
  } finally {
    server.kill('SIGTERM');
  }
}

// ─── Lighthouse ─────────────────────────────────────────────────────────────

/** The targets: mobile performance, total blocking time and layout shift of each page. */
const LIGHTHOUSE_TARGET = { score: 95, tbtMs: 150, cls: 0.02 } as const;

async function lighthouseRuns(tree: Tree, port: number): Promise<void> {
  const server = await startServer(tree, { DATA_DIR: mkdtempSync(join(tmpdir(), 'so-bench-lh-')), DATABASE_URL: '' }, port + tree.portOffset);
  // Measure the store as it runs, not while it renders its images for the first time.
  await new Promise<void>((done) => {
    const timer = setTimeout(done, 120_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Media warm-up')) {
        clearTimeout(timer);
        done();
      }
    });
  });
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const origin = `http://127.0.0.1:${port + tree.portOffset}`;
    const product = (await (await fetch(`${origin}/api/web/products/list/?page=1`)).json()) as { data: { data: { id: number; name: string }[] } };
    const first = product.data.data[0];
    const pages = {
      '/': '/',
      '/shop': '/shop',
      'product page': `/products/${first.id}/${first.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      '/cart': '/cart',
    };
    // Lighthouse figures swing from run to run on a shared 2-core machine: each page is measured
    // LIGHTHOUSE_RUNS times (default 3) and the run with the median score is reported.
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    for (const [label, path] of Object.entries(pages)) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        if (!result?.lhr) throw new Error(`no Lighthouse result for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
        results.push(result.lhr);
      }
      results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const lhr = results[Math.floor(results.length / 2)];
      const all = results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)).join(', ');
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue ?? 0;
      const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? 0;
      const tbt = lhr.audits['total-blocking-time'].numericValue ?? 0;
      const fcp = lhr.audits['first-contentful-paint'].numericValue ?? 0;
      record(tree, `Lighthouse ${label} performance`, `${score} (median of ${all})`, `≥ ${LIGHTHOUSE_TARGET.score}`, score >= LIGHTHOUSE_TARGET.score);
      record(tree, `Lighthouse ${label} TBT`, `${tbt.toFixed(0)} ms`, `≤ ${LIGHTHOUSE_TARGET.tbtMs} ms`, tbt <= LIGHTHOUSE_TARGET.tbtMs);
      record(tree, `Lighthouse ${label} CLS`, cls.toFixed(3), `≤ ${LIGHTHOUSE_TARGET.cls}`, cls <= LIGHTHOUSE_TARGET.cls);
      record(tree, `Lighthouse ${label} FCP / LCP`, `${(fcp / 1000).toFixed(2)} s / ${(lcp / 1000).toFixed(2)} s`, '', null);
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }
}

// ─── The run ────────────────────────────────────────────────────────────────

/** BENCH_ONLY=sizes|throughput|logins|lighthouse runs one part (for iterating on one figure). */
const only = process.env.BENCH_ONLY;

/** Every figure of this tree beside its target and the base's figure, then the base's figures this tree no longer has. */
function summary(): void {
  const mine = figures.get(current) ?? [];
  const theirs = base ? (figures.get(base) ?? []) : [];
  if (base) {
    console.log(`\nSummary: this tree beside ${base.label}`);
    for (const figure of mine) {
      const before = theirs.find((f) => f.metric === figure.metric);
      const mark = figure.ok === null ? '  ' : figure.ok ? 'ok' : 'XX';
      console.log(`${mark}  ${figure.metric}: ${figure.value}${figure.target ? `  (target ${figure.target})` : ''}  | base: ${before ? before.value : '—'}`);
    }
    for (const figure of theirs.filter((f) => !mine.some((m) => m.metric === f.metric))) {
      console.log(`    ${figure.metric}: —  | base: ${figure.value}`);
    }
  }
  const missed = mine.filter((r) => r.ok === false);
  console.log(`\n${mine.filter((r) => r.ok).length} targets met, ${missed.length} missed${missed.length ? `: ${missed.map((r) => r.metric).join('; ')}` : ''}`);
}

async function main(): Promise<void> {
  const ref = process.env.BENCH_BASE?.trim();
  if (ref) base = prepareBase(ref);
  const trees = base ? [current, base] : [current];

  if (!only || only === 'sizes') {
    console.log('Sizes');
    for (const tree of trees) sizes(tree);
  }
  if (!only || only === 'throughput') {
    console.log('\nThroughput (autocannon, 20 connections, %d s per route)', DURATION_S);
    for (const tree of trees) {
      await throughput(tree, 'PGlite', { DATA_DIR: mkdtempSync(join(tmpdir(), 'so-bench-')), DATABASE_URL: '' }, 8291);
    }
    for (const tree of trees) {
      const url = await postgresUrl(tree.dbSuffix);
      if (url) await throughput(tree, 'PostgreSQL', { DATABASE_URL: url }, 8292);
    }
  }
  if (!only || only === 'logins') {
    console.log('\nLogins (password hashing beside the catalogue)');
    for (const tree of trees) await logins(tree, 8294);
  }
  if (!only || only === 'lighthouse') {
    console.log('\nLighthouse (mobile, simulated throttling)');
    for (const tree of trees) await lighthouseRuns(tree, 8293);
  }
  summary();
}

await main();
