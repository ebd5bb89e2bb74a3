import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The publishable widget package (`npm run build:lib`, packages/widgets/dist): its package.json
 * exports point at real files, and a React 19 host (tests/lib/react-host) type-checks against it:
 * `<so-product-card product-id="1003">` through the package's JSX typings, and the package's
 * `ProductCard`. Planted errors (react-host/Planted.tsx) show the check can fail.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'packages/widgets/dist');
const HOST = join(ROOT, 'tests/lib/react-host');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** tsc on a type-check is a few seconds alone, far more on a loaded two-core machine. */
const TSC_TIMEOUT_MS = 180_000;

type ExportTarget = string | Record<string, string>;

interface DistPackage {
  name: string;
  version: string;
  type: string;
  exports: Record<string, ExportTarget>;
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  sideEffects: string[];
}

function distPackage(): DistPackage {
  const file = join(DIST, 'package.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:lib first`);
  return JSON.parse(readFileSync(file, 'utf8')) as DistPackage;
}

const JSX_TYPINGS_MISSING =
  'the package has no ./jsx/react export: packages/widgets/types/jsx-react.d.ts (generated from the ' +
  'elements’ doc comments) was not there when npm run build:lib ran';

function tsc(project: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [TSC, '-p', join(HOST, project), '--noEmit', '--pretty', 'false'], { cwd: ROOT }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** Each check runs once; the host's and the planted one start together (two tsc processes). */
const checks = new Map<string, Promise<{ code: number; output: string }>>();
function check(project: string): Promise<{ code: number; output: string }> {
  let run = checks.get(project);
  if (!run) {
    run = tsc(project);
    checks.set(project, run);
  }
  return run;
}

describe('the widget package in packages/widgets/dist', () => {
  it('is an ES module package whose exports all point at files', () => {
    const pkg = distPackage();
    const ownVersion = (JSON.parse(readFileSync(join(ROOT, 'packages/widgets/package.json'), 'utf8')) as { version: string }).version;
    expect(pkg).toMatchObject({ name: '@organic-store/widgets', version: ownVersion, type: 'module' });
    expect(pkg.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
    expect(pkg.sideEffects).toContain('./loader.js');
    // Each `sideEffects` pattern names files of the package (the stores chunk is one of them).
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).map((file) => `./${file.split('\\').join('/')}`);
    for (const pattern of pkg.sideEffects) {
      const re = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
      expect(files.filter((file) => re.test(file)), pattern).not.toEqual([]);
    }
    for (const entry of ['.', './loader', './stores']) {
      expect(pkg.exports[entry], entry).toEqual({ types: expect.stringMatching(/\.d\.ts$/), import: expect.stringMatching(/\.js$/) });
    }
    const targets = Object.entries(pkg.exports).flatMap(([subpath, target]) =>
      typeof target === 'string' ? [[subpath, target]] : Object.values(target).map((file) => [subpath, file]),
    );
    const missing = targets.filter(([, file]) => !existsSync(join(DIST, file))).map(([subpath, file]) => `${subpath} → ${file}`);
    expect(missing).toEqual([]);
  });

  it('bundles the private workspace packages and declares every package it imports', () => {
    const pkg = distPackage();
    const declared = new Set([...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)]);
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(3);
    // The bundle is not minified: static imports and exports start a line; dynamic ones are import("…").
    const IMPORTS = [/^(?:import|export)\b[^;]*?\bfrom\s*["']([^"'.][^"']*)["']/gm, /^import\s*["']([^"'.][^"']*)["']/gm, /\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/g];
    const imported = new Set(
      files.flatMap((file) => {
        const code = readFileSync(join(DIST, file), 'utf8');
        return IMPORTS.flatMap((re) => [...code.matchAll(re)].map(([, specifier]) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')));
      }),
    );
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
    expect(imported).toContain('react');
  });

  it('has the JSX typings and the custom elements manifest', () => {
    const pkg = distPackage();
    expect(pkg.exports['./jsx/react'], JSX_TYPINGS_MISSING).toEqual({ types: './jsx/react.d.ts' });
    expect(pkg.exports['./jsx/preact'], 'no ./jsx/preact export (packages/widgets/types/jsx-preact.d.ts missing at build:lib)').toBeDefined();
    expect(pkg.exports['./jsx/vue'], 'no ./jsx/vue export (packages/widgets/types/jsx-vue.d.ts missing at build:lib)').toBeDefined();
    expect(pkg.exports['./custom-elements.json'], 'no ./custom-elements.json export (packages/widgets/custom-elements.json missing at build:lib)').toBe(
      './custom-elements.json',
    );
  });

  it(
    'type-checks in a React 19 host: <so-product-card product-id="1003"> and ProductCard',
    async () => {
      const pkg = distPackage();
      void check('tsconfig.planted.json');
      const { code, output } = await check('tsconfig.json');
      expect(output, pkg.exports['./jsx/react'] ? 'tsc rejects the React host' : JSX_TYPINGS_MISSING).toBe('');
      expect(code).toBe(0);
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'rejects a wrong prop of ProductCard and a wrong attribute or property type of <so-product-card> (planted errors)',
    async () => {
      const pkg = distPackage();
      const { code, output } = await check('tsconfig.planted.json');
      expect(code).not.toBe(0);
      const lines = readFileSync(join(HOST, 'Planted.tsx'), 'utf8').split('\n');
      const planted = lines.flatMap((line, index) => (line.includes('// PLANTED') ? [index + 1] : []));
      expect(planted).toHaveLength(3);
      // Each planted line fails as a type mismatch (TS2322), not as a missing module or element.
      for (const line of planted) {
        const reason = pkg.exports['./jsx/react'] ? output : `${JSX_TYPINGS_MISSING}\n${output}`;
        expect(output, reason).toMatch(new RegExp(`Planted\\.tsx\\(${line},\\d+\\): error TS2322`));
      }
      // Nothing else fails: the only errors are the planted ones.
      expect(output.split('\n').filter((l) => / error TS\d+/.test(l) && !planted.some((line) => l.includes(`Planted.tsx(${line},`)))).toEqual([]);
    },
    TSC_TIMEOUT_MS,
  );
});
