import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * What makes packages/widgets/dist a package of its own (used by ../vite.lib.config.ts): its
 * entries, what stays external, and the files next to the bundle (package.json, README.md,
 * entry declaration files, custom-elements.json and the JSX typings when they have been
 * generated).
 */

/** The package's name on the registry (the workspace package stays `@so/widgets`). */
export const LIB_NAME = '@organic-store/widgets';

/** The bundle's entries, relative to packages/widgets. */
export const LIB_ENTRIES = {
  index: './src/index.ts',
  loader: './src/loader.ts',
  stores: '../stores/src/index.ts',
} as const;

/** Where vite-plugin-dts puts each entry's declarations (dist/types/ mirrors packages/). */
const ENTRY_TYPES: Record<keyof typeof LIB_ENTRIES, string> = {
  index: './types/widgets/src/index.js',
  loader: './types/widgets/src/loader.js',
  stores: './types/stores/src/index.js',
};

/** The host's React: one copy per page, so a peer. */
const PEERS = ['react', 'react-dom'];

/**
 * Small runtime libraries left to the host's bundler, with the ranges the store itself uses:
 * the declaration files refer to their types (a store is a nanostores atom, a product a
 * superstruct `Infer`), and a host already using one of them ships it once.
 */
const RUNTIME_DEPENDENCIES = ['nanostores', '@nanostores/persistent', 'ofetch', 'superstruct', '@r2wc/react-to-web-component'];

const EXTERNAL = [...PEERS, ...RUNTIME_DEPENDENCIES];

/** `react`, `react/jsx-runtime`, `react-dom/client`, `nanostores`, …: not bundled. */
export function isExternal(id: string): boolean {
  return EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * The JSX typings and the custom elements manifest, generated from the elements' doc comments
 * into packages/widgets (see docs/embedding.md#the-element-reference-the-manifest-and-typings): copied into the package when present.
 */
const GENERATED = [
  { from: 'custom-elements.json', to: 'custom-elements.json', subpath: './custom-elements.json', types: false },
  { from: 'types/jsx-react.d.ts', to: 'jsx/react.d.ts', subpath: './jsx/react', types: true },
  { from: 'types/jsx-preact.d.ts', to: 'jsx/preact.d.ts', subpath: './jsx/preact', types: true },
  { from: 'types/jsx-vue.d.ts', to: 'jsx/vue.d.ts', subpath: './jsx/vue', types: true },
] as const;

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/**
 * The name a module's declarations ship under. Two modules of one folder may differ only in
 * case (checkout/Checkout.tsx and checkout/checkout.ts), which two declaration files may not
 * (TypeScript's casing check, and case-insensitive file systems): the lower-case one gets a
 * `-module` suffix.
 */
function shippedName(dir: string, name: string): string {
  const clash = readdirSync(dir).some((file) => {
    const ext = SOURCE_EXTENSIONS.find((e) => file.endsWith(e));
    const other = ext ? file.slice(0, -ext.length) : '';
    return other !== '' && other !== name && other.toLowerCase() === name.toLowerCase();
  });
  return clash && /^[a-z]/.test(name) ? `${name}-module` : name;
}

/**
 * A declaration file as the package ships it (vite-plugin-dts' `beforeWriteFile`): relative
 * imports point at the emitted `.js` names (`./x.ts` and `./dir` become `./x.js` and
 * `./dir/index.js`, which every `moduleResolution` of a host accepts), names that differ only
 * in case are told apart (`shippedName`), and a re-exported `?inline` stylesheet is a string
 * (the host need not know Vite's query imports).
 */
export function shippedDeclaration(typesDir: string, packagesDir: string, filePath: string, content: string): { filePath: string; content: string } {
  const sourceDir = resolve(packagesDir, relative(typesDir, dirname(filePath)));
  const target = (specifier: string): string => {
    const bare = specifier.replace(/\.tsx?$/, '').replace(/\/$/, '');
    const base = resolve(sourceDir, bare);
    if (SOURCE_EXTENSIONS.some((ext) => existsSync(`${base}${ext}`))) {
      const slash = bare.lastIndexOf('/');
      return `${bare.slice(0, slash + 1)}${shippedName(dirname(base), bare.slice(slash + 1))}.js`;
    }
    if (SOURCE_EXTENSIONS.some((ext) => existsSync(join(base, `index${ext}`)))) return `${bare}/index.js`;
    throw new Error(`${filePath}: cannot map the import '${specifier}' to a declaration file`);
  };
  const name = basename(filePath, '.d.ts');
  return {
    filePath: join(dirname(filePath), `${shippedName(sourceDir, name)}.d.ts`),
    content: content
      .replace(/export \{ default as (\w+) \} from '[^']+\?inline';/g, 'export declare const $1: string;')
      .replace(/(from |import\()'(\.{1,2}\/[^'?]*)'/g, (_match, lead: string, specifier: string) => `${lead}'${target(specifier)}'`),
  };
}

/**
 * vite-plugin-dts' `afterDiagnostic`: the plugin prints the type errors of the declaration
 * program (with their context) and would write the declarations all the same; a package whose
 * declarations did not type-check must not build, so the build stops here.
 */
export function failOnTypeErrors(diagnostics: readonly ts.Diagnostic[]): void {
  const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length === 0) return;
  // The declaration and the semantic checks may each report the same error.
  const distinct = new Set(errors.map((error) => `${error.file?.fileName}:${error.start}:${error.code}`)).size;
  const where = [...new Set(errors.map((error) => error.file?.fileName ?? 'the compiler options'))];
  throw new Error(`The package's declarations have ${distinct} type error(s) (printed above), in ${where.join(', ')}`);
}

type ExportTarget = string | { types: string; import?: string };

interface Manifest {
  version: string;
  dependencies: Record<string, string>;
}

function readJson(path: string): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The dist package.json: exports for the entries and whichever generated files are present. */
export function packageJson(widgetsDir: string, present: readonly string[]): Record<string, unknown> {
  const own = readJson(join(widgetsDir, 'package.json'));
  const root = readJson(join(widgetsDir, '../../package.json'));
  const exports: Record<string, ExportTarget> = {};
  for (const entry of Object.keys(LIB_ENTRIES)) {
    exports[entry === 'index' ? '.' : `./${entry}`] = { types: `./${entry}.d.ts`, import: `./${entry}.js` };
  }
  for (const file of GENERATED.filter((f) => present.includes(f.from))) {
    exports[file.subpath] = file.types ? { types: `./${file.to}` } : `./${file.to}`;
  }
  exports['./package.json'] = './package.json';
  const dependencies = Object.fromEntries(
    RUNTIME_DEPENDENCIES.map((name) => {
      const range = root.dependencies[name];
      if (!range) throw new Error(`${name} is bundled as a dependency but missing from the root package.json`);
      return [name, range];
    }),
  );
  return {
    name: LIB_NAME,
    version: own.version,
    description: 'Embeddable widgets of the SO Organic Store: React components and so-* custom elements.',
    type: 'module',
    module: './index.js',
    types: './index.d.ts',
    exports,
    ...(present.includes('custom-elements.json') ? { customElements: './custom-elements.json' } : {}),
    // The loader defines elements when imported; the stores chunk sets up its listeners.
    sideEffects: ['./loader.js', './chunks/stores-*.js'],
    peerDependencies: Object.fromEntries(PEERS.map((name) => [name, '^19.0.0'])),
    dependencies,
  };
}

/** Writes the files that make dist a package, next to the bundle. */
export function libPackage(widgetsDir: string): Plugin {
  return {
    name: 'so-lib-package',
    apply: 'build',
    generateBundle() {
      const present = GENERATED.map((f) => f.from).filter((from) => existsSync(join(widgetsDir, from)));
      for (const file of GENERATED) {
        if (present.includes(file.from)) {
          this.emitFile({ type: 'asset', fileName: file.to, source: readFileSync(join(widgetsDir, file.from)) });
        } else {
          this.warn(`${file.from} not found: the package has no ${file.subpath} export`);
        }
      }
      for (const [entry, types] of Object.entries(ENTRY_TYPES)) {
        this.emitFile({ type: 'asset', fileName: `${entry}.d.ts`, source: `export * from '${types}';\n` });
      }
      this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify(packageJson(widgetsDir, present), null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'README.md', source: readFileSync(join(widgetsDir, 'scripts/package-readme.md')) });
    },
  };
}
