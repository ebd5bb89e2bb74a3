/**
 * What the element sources say about each `so-*` element: the facts the custom-elements manifest
 * must agree with (manifest.test.ts). Read from the code with the TypeScript parser, not from
 * any comment:
 *
 *  - tags: the element files, `src/<feature>/<name>.element.ts` defining `so-<name>`
 *    (src/shared/element-file.ts; the loader finds the elements by the same pattern);
 *  - attributes: the `props` of the element's `defineElement(tag, Component, { props })` call
 *    (r2wc turns each camelCase prop into a kebab-case attribute and a property);
 *  - parts: every string-literal `part` JSX attribute (`part="x"`, `part={'x'}`, `part={c ? 'x' : 'y'}`)
 *    in the modules the element file reaches by its imports (static, and `import()` of a module
 *    loaded later), through packages/widgets/src
 *    (any feature folder, shared/) and packages/ui/src (a name imported from `@so/ui` is followed
 *    to the module its barrel re-exports it from). `part={part}` passes a part on: the literal
 *    stands where the caller writes `part="x"` on the component. Imports of @so/stores,
 *    @so/contract, @so/api and packages are not followed;
 *  - events: the store actions those modules call, each dispatching its events (ACTION_EVENTS),
 *    any `<Link>` (it navigates), and every `emit('so:x', …)` call (or `emit(CONSTANT, …)` with
 *    one of EVENT_CONSTANTS).
 *
 * The method works at module granularity: a module the element imports counts with all its parts
 * and calls, even those of a component the element never renders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { elementTag } from '../src/shared/element-file.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const WIDGETS_DIR = resolve(here, '..');
export const REPO_DIR = resolve(WIDGETS_DIR, '../..');
const WIDGETS_SRC = resolve(WIDGETS_DIR, 'src');
const UI_SRC = resolve(REPO_DIR, 'packages/ui/src');

/** The r2wc prop types `defineElement` accepts. */
export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

/**
 * Store actions (and the one component) that dispatch `so:*` events, and what they dispatch.
 * A new action that dispatches an event belongs here.
 */
export const ACTION_EVENTS: Readonly<Record<string, readonly string[]>> = {
  addToCart: ['so:add-to-cart', 'so:open-cart'],
  toggleWishlist: ['so:wishlist-toggle'],
  removeCartLine: ['so:remove-from-cart'],
  completeLogin: ['so:login'],
  logout: ['so:logout'],
  logoutEverywhere: ['so:logout'],
  openCartDrawer: ['so:open-cart'],
  navigate: ['so:navigate'],
  setQuery: ['so:query'],
};
/** The stores' constants that name events (`emit(OPEN_CART_EVENT, …)`). */
export const EVENT_CONSTANTS: Readonly<Record<string, string>> = {
  OPEN_CART_EVENT: 'so:open-cart',
  NAVIGATE_EVENT: 'so:navigate',
};
/** JSX components that dispatch events when used. */
export const COMPONENT_EVENTS: Readonly<Record<string, readonly string[]>> = {
  Link: ['so:navigate'],
};

export interface ElementFacts {
  tag: string;
  /** The element file, relative to the repository. */
  file: string;
  /** camelCase prop → r2wc type. */
  props: Record<string, PropType>;
  /** part name → the modules (relative to the repository) that write it. */
  parts: Map<string, string[]>;
  events: Set<string>;
}

const sourceCache = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let source = sourceCache.get(file);
  if (!source) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    sourceCache.set(file, source);
  }
  return source;
}

/** Drops the parse cache (a test that reads the files again). */
export function forgetSources(): void {
  sourceCache.clear();
  indexCache.clear();
}

export function repoPath(file: string): string {
  return relative(REPO_DIR, file).split('\\').join('/');
}

/**
 * Every element file (`src/<feature>/<name>.element.ts`, the files the loader finds), relative to
 * packages/widgets, sorted.
 */
export function elementFiles(): string[] {
  return readdirSync(WIDGETS_SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(resolve(WIDGETS_SRC, folder.name)).filter((file) => file.endsWith('.element.ts')).map((file) => `src/${folder.name}/${file}`))
    .sort();
}

function defineCall(file: string): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineElement') found = node;
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** The tag an element file defines (the first argument of its `defineElement` call). */
export function definedTag(file: string): string | undefined {
  const [tag] = defineCall(file)?.arguments ?? [];
  return tag && ts.isStringLiteral(tag) ? tag.text : undefined;
}

/** The `props` of the element file's `defineElement` call. */
export function elementProps(file: string): Record<string, PropType> {
  const options = defineCall(file)?.arguments[2];
  const props: Record<string, PropType> = {};
  if (!options || !ts.isObjectLiteralExpression(options)) return props;
  for (const option of options.properties) {
    if (!ts.isPropertyAssignment(option) || option.name.getText() !== 'props') continue;
    if (!ts.isObjectLiteralExpression(option.initializer)) throw new Error(`${repoPath(file)}: props is not an object literal`);
    for (const prop of option.initializer.properties) {
      if (!ts.isPropertyAssignment(prop) || !ts.isStringLiteral(prop.initializer)) {
        throw new Error(`${repoPath(file)}: a prop that is not \`name: 'type'\``);
      }
      props[prop.name.getText().replace(/^['"]|['"]$/g, '')] = prop.initializer.text as PropType;
    }
  }
  return props;
}

type Needed = Set<string> | 'all';

interface ModuleIndex {
  /** Top-level declarations by local name. */
  locals: Map<string, ts.Node[]>;
  /** Import bindings: local name → the module and the name it exports (`*` for a namespace). */
  bindings: Map<string, { file: string; name: string }>;
  /** Exported name → local name. */
  exported: Map<string, string>;
  /** Exported name → another module's export (`export { a as b } from`). */
  reexported: Map<string, { file: string; name: string }>;
  /** `export * from` modules. */
  star: string[];
  /** Top-level statements that run on import (not declarations, imports or exports). */
  effects: ts.Node[];
}

const SOURCE_FILE = /\.tsx?$/;

/**
 * The widgets' element wrapper (shared/element.ts) is not followed: the `navigate` it hands the
 * primitives runs only through a `<Link>`, which counts where it is used.
 */
const ELEMENT_WRAPPER = resolve(WIDGETS_DIR, 'src/shared/element.ts');

/** The file a module specifier names, when the walk follows it. */
function target(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const file = resolve(dirname(from), specifier);
    return SOURCE_FILE.test(file) && file !== ELEMENT_WRAPPER ? file : undefined;
  }
  if (specifier === '@so/ui') return resolve(UI_SRC, 'index.ts');
  if (specifier === '@so/ui/focus') return resolve(UI_SRC, 'focus.ts');
  return undefined;
}

const indexCache = new Map<string, ModuleIndex>();

function moduleIndex(file: string): ModuleIndex {
  const cached = indexCache.get(file);
  if (cached) return cached;
  const index: ModuleIndex = { locals: new Map(), bindings: new Map(), exported: new Map(), reexported: new Map(), star: [], effects: [] };
  const addLocal = (name: string, node: ts.Node) => index.locals.set(name, [...(index.locals.get(name) ?? []), node]);
  const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of parse(file).statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const from = ts.isStringLiteral(statement.moduleSpecifier) ? target(file, statement.moduleSpecifier.text) : undefined;
      if (!clause || clause.isTypeOnly || !from) continue;
      if (clause.name) index.bindings.set(clause.name.text, { file: from, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) index.bindings.set(bindings.name.text, { file: from, name: '*' });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          if (!el.isTypeOnly) index.bindings.set(el.name.text, { file: from, name: (el.propertyName ?? el.name).text });
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? target(file, statement.moduleSpecifier.text) : undefined;
      if (statement.moduleSpecifier && !from) continue;
      if (!statement.exportClause) {
        if (from) index.star.push(from);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const el of statement.exportClause.elements) {
          if (el.isTypeOnly) continue;
          const local = (el.propertyName ?? el.name).text;
          if (from) index.reexported.set(el.name.text, { file: from, name: local });
          else index.exported.set(el.name.text, local);
        }
      }
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      const name = statement.name?.text ?? 'default';
      addLocal(name, statement);
      if (isExported(statement)) index.exported.set((ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ? 'default' : name, name);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const names: string[] = [];
        const collect = (binding: ts.BindingName) => {
          if (ts.isIdentifier(binding)) names.push(binding.text);
          else binding.elements.forEach((el) => ts.isBindingElement(el) && collect(el.name));
        };
        collect(declaration.name);
        names.forEach((name) => {
          addLocal(name, declaration);
          if (isExported(statement)) index.exported.set(name, name);
        });
      }
    } else if (ts.isEnumDeclaration(statement)) {
      addLocal(statement.name.text, statement);
      if (isExported(statement)) index.exported.set(statement.name.text, statement.name.text);
    } else if (ts.isExportAssignment(statement)) {
      addLocal('default', statement);
      index.exported.set('default', 'default');
    } else if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement) && !ts.isModuleDeclaration(statement)) {
      index.effects.push(statement);
    }
  }
  indexCache.set(file, index);
  return index;
}

/**
 * Walks what `file` runs for `needed` (its exports, or all of it) and, through the imports
 * those reach, what they run: the declarations an element can execute, not whole modules.
 */
function reachable(start: string): Map<string, Set<ts.Node>> {
  const nodes = new Map<string, Set<ts.Node>>();
  const done = new Map<string, Set<string>>();
  const queue: { file: string; needed: Needed }[] = [{ file: start, needed: 'all' }];
  while (queue.length > 0) {
    const { file, needed } = queue.shift() as { file: string; needed: Needed };
    const index = moduleIndex(file);
    const seenNames = done.get(file) ?? new Set<string>();
    done.set(file, seenNames);
    const inFile = nodes.get(file) ?? new Set<ts.Node>();
    const firstVisit = !nodes.has(file);
    nodes.set(file, inFile);
    const work: ts.Node[] = [];
    const addLocal = (name: string) => {
      (index.locals.get(name) ?? []).forEach((node) => {
        if (!inFile.has(node)) {
          inFile.add(node);
          work.push(node);
        }
      });
    };
    if (firstVisit) index.effects.forEach((node) => { inFile.add(node); work.push(node); });
    const names = needed === 'all' ? ['*'] : [...needed];
    for (const name of names) {
      if (seenNames.has(name)) continue;
      seenNames.add(name);
      if (name === '*') {
        index.locals.forEach((_, local) => addLocal(local));
        index.reexported.forEach((to) => queue.push({ file: to.file, needed: new Set([to.name]) }));
        index.star.forEach((to) => queue.push({ file: to, needed: 'all' }));
        continue;
      }
      const local = index.exported.get(name);
      const re = index.reexported.get(name);
      if (local !== undefined) {
        addLocal(local);
        const binding = index.bindings.get(local);
        if (binding) queue.push({ file: binding.file, needed: binding.name === '*' ? 'all' : new Set([binding.name]) });
      } else if (re) queue.push({ file: re.file, needed: re.name === '*' ? 'all' : new Set([re.name]) });
      else index.star.forEach((to) => queue.push({ file: to, needed: new Set([name]) }));
    }
    while (work.length > 0) {
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node)) {
          addLocal(node.text);
          const binding = index.bindings.get(node.text);
          if (binding) queue.push({ file: binding.file, needed: binding.name === '*' ? 'all' : new Set([binding.name]) });
        }
        // A module loaded later (`import('./x.tsx')`: a lazy section) runs for the element too.
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [specifier] = node.arguments;
          const lazy = specifier && ts.isStringLiteral(specifier) ? target(file, specifier.text) : undefined;
          if (lazy) queue.push({ file: lazy, needed: 'all' });
        }
        ts.forEachChild(node, visit);
      };
      visit(work.pop() as ts.Node);
    }
  }
  return nodes;
}

/** The modules an element file reaches (absolute paths). */
export function importGraph(file: string): Set<string> {
  return new Set([...reachable(file)].filter(([, nodes]) => nodes.size > 0).map(([module]) => module));
}

function literalsOf(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) return [...literalsOf(expression.left), ...literalsOf(expression.right)];
  return [];
}

/** The string-literal `part` names written under `node` (a `part` attribute may hold several). */
export function partsIn(node: ts.Node): string[] {
  const parts: string[] = [];
  const visit = (inner: ts.Node): void => {
    if (ts.isJsxAttribute(inner) && inner.name.getText() === 'part' && inner.initializer) {
      const init = inner.initializer;
      const values = ts.isStringLiteral(init) ? [init.text] : ts.isJsxExpression(init) && init.expression ? literalsOf(init.expression) : [];
      values.forEach((value) => parts.push(...value.split(/\s+/).filter(Boolean)));
    }
    ts.forEachChild(inner, visit);
  };
  visit(node);
  return parts;
}

/** The `so:*` events the calls under `node` dispatch (ACTION_EVENTS, COMPONENT_EVENTS, `emit('so:x', …)`). */
export function eventsIn(node: ts.Node): string[] {
  const events: string[] = [];
  const visit = (inner: ts.Node): void => {
    if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression)) {
      const name = inner.expression.text;
      events.push(...(ACTION_EVENTS[name] ?? []));
      const [first] = inner.arguments;
      if (name === 'emit' && first && ts.isStringLiteral(first) && first.text.startsWith('so:')) events.push(first.text);
      if (name === 'emit' && first && ts.isIdentifier(first) && EVENT_CONSTANTS[first.text]) events.push(EVENT_CONSTANTS[first.text]);
    }
    if ((ts.isJsxSelfClosingElement(inner) || ts.isJsxOpeningElement(inner)) && ts.isIdentifier(inner.tagName)) {
      events.push(...(COMPONENT_EVENTS[inner.tagName.text] ?? []));
    }
    ts.forEachChild(inner, visit);
  };
  visit(node);
  return events;
}

/** The facts of one element file. */
export function elementFacts(tag: string, file: string): ElementFacts {
  const parts = new Map<string, string[]>();
  const events = new Set<string>();
  for (const [module, nodes] of reachable(file)) {
    for (const node of nodes) {
      for (const part of partsIn(node)) {
        const where = parts.get(part) ?? [];
        if (!where.includes(repoPath(module))) where.push(repoPath(module));
        parts.set(part, where);
      }
      eventsIn(node).forEach((event) => events.add(event));
    }
  }
  return { tag, file: repoPath(file), props: elementProps(file), parts, events };
}

/** The facts of every element file, in the files' order. */
export function allElementFacts(): ElementFacts[] {
  return elementFiles().map((file) => elementFacts(elementTag(file), resolve(WIDGETS_DIR, file)));
}

/** `productId` → `product-id` (r2wc's attribute names). */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `product-id` → `productId`. */
export function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
