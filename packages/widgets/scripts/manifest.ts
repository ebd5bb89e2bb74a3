/**
 * `npm run manifest`: writes packages/widgets/custom-elements.json (the analyzer's custom-elements
 * manifest of every element file, custom-elements-manifest.config.mjs) and the JSX typings generated
 * from it (types/jsx-react.d.ts, types/jsx-preact.d.ts, types/jsx-vue.d.ts).
 * `npm run manifest -- --check` writes nothing and fails when a committed file is stale or the
 * manifest disagrees with the element sources (checkManifest).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzeElements } from '../custom-elements-manifest.config.mjs';
import { camel, definedTag, type ElementFacts, elementFiles, kebab, type PropType, WIDGETS_DIR } from './element-sources.ts';

/** The parts of the custom-elements-manifest schema the checks and typings read. */
export interface ManifestEntry {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
  fieldName?: string;
}
export interface ManifestDeclaration {
  kind: string;
  name: string;
  description?: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: ManifestEntry[];
  members?: (ManifestEntry & { kind: string; attribute?: string })[];
  events?: ManifestEntry[];
  cssParts?: ManifestEntry[];
  cssProperties?: ManifestEntry[];
  slots?: ManifestEntry[];
}
export interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations?: ManifestDeclaration[] }[];
}

export const MANIFEST_FILE = 'custom-elements.json';
export const TYPINGS = {
  react: 'types/jsx-react.d.ts',
  preact: 'types/jsx-preact.d.ts',
  vue: 'types/jsx-vue.d.ts',
} as const;

/** The manifest of the element files as they are now. */
export function buildManifest(files: readonly string[] = elementFiles()): Manifest {
  return analyzeElements(files) as Manifest;
}

/** The custom-element declarations of a manifest, by tag. */
export function elementDeclarations(manifest: Manifest): ManifestDeclaration[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement === true && declaration.tagName !== undefined);
}

// ─── Typings ───

const HEADER = (framework: string, use: string) => `/**
 * JSX typings of the store's custom elements for ${framework}, generated from
 * packages/widgets/custom-elements.json by packages/widgets/scripts/manifest.ts
 * (\`npm run manifest\`). Do not edit: change the element's doc comment and regenerate.
 *
${use}
 *
 * Every attribute takes a string (as in HTML); a number or boolean attribute also takes a number
 * or boolean.
 */`;

function docComment(indent: string, entry: { description?: string; default?: string }): string {
  const description = (entry.description ?? '').trim();
  const text = [description && !/[.!?]$/.test(description) ? `${description}.` : description, entry.default !== undefined ? `Default: ${entry.default}.` : '']
    .filter(Boolean)
    .join(' ')
    .replace(/\*\//g, '*\\/')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  if (indent.length + text.length + 7 <= 100) return `${indent}/** ${text} */\n`;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent.length + 3 + line.length + 1 + word.length > 100) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`).join('\n')}\n${indent} */\n`;
}

/** The TypeScript type an attribute takes in JSX. */
export function attributeValueType(typeText: string | undefined): string {
  const text = (typeText ?? 'string').trim();
  if (text === 'number' || text === 'boolean') return `${text} | string`;
  if (/^('[^']*'\s*\|\s*)*'[^']*'$/.test(text)) return text;
  return 'string';
}

function summary(declaration: ManifestDeclaration): string {
  const first = (declaration.description ?? '').split(/\n\s*\n/)[0] ?? '';
  return first.replace(/\s+/g, ' ').trim();
}

function elementEntries(manifest: Manifest, attributes: (declaration: ManifestDeclaration) => string, indent: string): string {
  return elementDeclarations(manifest)
    .sort((a, b) => (a.tagName ?? '').localeCompare(b.tagName ?? ''))
    .map((declaration) => `${docComment(indent, { description: summary(declaration) })}${indent}'${declaration.tagName}': ${attributes(declaration)};`)
    .join('\n');
}

function attributeLines(declaration: ManifestDeclaration, indent: string, name: (attribute: ManifestEntry) => string): string {
  return (declaration.attributes ?? [])
    .map((attribute) => `${docComment(indent, attribute)}${indent}'${name(attribute)}'?: ${attributeValueType(attribute.type?.text)};`)
    .join('\n');
}

/**
 * `withProperties`: also the camelCase property of each dashed attribute (`productId`), as React 19
 * hosts write it (set as the property once the element is defined, as an attribute before).
 */
function jsxAttributes(typeName: string, declaration: ManifestDeclaration, indent: string, withProperties = false): string {
  const attributes = attributeLines(declaration, `${indent}  `, (attribute) => attribute.name);
  const properties = withProperties
    ? (declaration.attributes ?? [])
        .filter((attribute) => attribute.fieldName !== undefined && attribute.fieldName !== attribute.name)
        .map((attribute) => `${docComment(`${indent}  `, attribute)}${indent}  '${attribute.fieldName}'?: ${attributeValueType(attribute.type?.text)};`)
        .join('\n')
    : '';
  const lines = [attributes, properties].filter(Boolean).join('\n');
  return lines ? `${typeName}<{\n${lines}\n${indent}}>` : `${typeName}<{}>`;
}

export function renderReactTypings(manifest: Manifest): string {
  const use = ` * Use: \`import type {} from '@organic-store/widgets/jsx/react';\` with the published package,
 * or include packages/widgets/types/jsx-react.d.ts in the tsconfig. <so-product-card
 * product-id="1003" /> and <so-product-card productId={1003} /> then type-check; an unknown
 * attribute without a dash and a wrong value type do not (TypeScript lets any attribute with a
 * dash through).`;
  return `${HEADER('React 19', use)}
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** What every so-* element takes: the HTML attributes, \`class\`, \`part\`, \`ref\`, \`key\`, children. */
type SoElement<A extends object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; part?: string } & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elementEntries(manifest, (d) => jsxAttributes('SoElement', d, '      ', true), '      ')}
    }
  }
}
`;
}

export function renderPreactTypings(manifest: Manifest): string {
  const use = ` * Use: \`import type {} from '@organic-store/widgets/jsx/preact';\` with the published package,
 * or include packages/widgets/types/jsx-preact.d.ts in the tsconfig (as this repository's site does).`;
  return `${HEADER('Preact', use)}
import type { JSX } from 'preact';

/** What every so-* element takes: the HTML attributes (\`class\`, \`part\`, \`slot\`, \`style\`, …), \`ref\`, \`key\`, children. */
type SoElement<A extends object> = JSX.HTMLAttributes<HTMLElement> & A;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${elementEntries(manifest, (d) => jsxAttributes('SoElement', d, '      '), '      ')}
    }
  }
}
`;
}

export function renderVueTypings(manifest: Manifest): string {
  const use = ` * Use: \`import type {} from '@organic-store/widgets/jsx/vue';\` with the published package, or
 * include packages/widgets/types/jsx-vue.d.ts in the tsconfig; and tell Vue's compiler that so-*
 * tags are custom elements: compilerOptions.isCustomElement: (tag) => tag.startsWith('so-')
 * (@vitejs/plugin-vue's template.compilerOptions). Props are camelCase here; templates may write
 * them kebab-case.`;
  const props = (declaration: ManifestDeclaration) => {
    const lines = attributeLines(declaration, '      ', (attribute) => attribute.fieldName ?? camel(attribute.name));
    return lines ? `DefineComponent<{\n${lines}\n    }>` : 'DefineComponent<{}>';
  };
  return `${HEADER("Vue 3's templates (Volar / vue-tsc)", use)}
import type { DefineComponent } from 'vue';

declare module 'vue' {
  interface GlobalComponents {
${elementEntries(manifest, props, '    ')}
  }
}
`;
}

/** Every generated file (relative to packages/widgets) and its content. */
export function generatedFiles(manifest: Manifest = buildManifest()): Map<string, string> {
  return new Map([
    [MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`],
    [TYPINGS.react, renderReactTypings(manifest)],
    [TYPINGS.preact, renderPreactTypings(manifest)],
    [TYPINGS.vue, renderVueTypings(manifest)],
  ]);
}

// ─── The drift check ───

/** Detail keys of an event type text `CustomEvent<{ a: x; b?: y }>` (`b?` when optional). */
export function detailKeys(typeText: string | undefined): string[] | undefined {
  const inner = typeText?.match(/^CustomEvent<\s*\{(.*)\}\s*>$/s)?.[1];
  if (inner === undefined) return undefined;
  return inner
    .split(';')
    .map((field) => field.match(/^\s*([A-Za-z_$][\w$]*)(\?)?\s*:/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => `${match[1]}${match[2] ?? ''}`)
    .sort();
}

function typeMatches(prop: PropType, typeText: string | undefined): boolean {
  const text = (typeText ?? '').trim();
  if (prop === 'number' || prop === 'boolean') return text === prop;
  if (prop === 'string') return text === 'string' || /^('[^']*'\s*\|\s*)*'[^']*'$/.test(text);
  return text !== '' && text !== 'string' && text !== 'number' && text !== 'boolean';
}

function sameSet(tag: string, what: string, manifest: Iterable<string>, source: Iterable<string>, sourceName: string): string[] {
  const inManifest = new Set(manifest);
  const inSource = new Set(source);
  return [
    ...[...inSource].filter((name) => !inManifest.has(name)).map((name) => `${tag}: ${what} "${name}" is in ${sourceName} but not in the manifest`),
    ...[...inManifest].filter((name) => !inSource.has(name)).map((name) => `${tag}: ${what} "${name}" is in the manifest but not in ${sourceName}`),
  ];
}

/**
 * Where the manifest and the sources disagree, one line each naming the element: the element
 * files' tags (each file's name gives its tag, and its `defineElement` call must define that tag),
 * each element's attributes (its `props`), parts, events, and each event's detail keys against the
 * events contract (`contractEvents`: event name → detail keys, `key?` when optional).
 */
export function checkManifest(manifest: Manifest, facts: readonly ElementFacts[], contractEvents: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = [];
  const declarations = elementDeclarations(manifest);
  const byTag = new Map<string, ManifestDeclaration>();
  for (const declaration of declarations) {
    const tag = declaration.tagName as string;
    if (byTag.has(tag)) problems.push(`${tag}: declared more than once in the manifest`);
    byTag.set(tag, declaration);
  }
  const fileTags = new Set(facts.map((fact) => fact.tag));
  for (const tag of byTag.keys()) {
    if (!fileTags.has(tag)) problems.push(`${tag}: in the manifest but no element file is named for it (src/<feature>/${tag.replace(/^so-/, '')}.element.ts)`);
  }
  for (const fact of facts) {
    const declaration = byTag.get(fact.tag);
    if (!declaration) {
      problems.push(`${fact.tag}: an element file (${fact.file}) but not in the manifest (does it have a @tag ${fact.tag} doc comment?)`);
      continue;
    }
    const fileTag = definedTag(resolve(WIDGETS_DIR, '../..', fact.file));
    if (fileTag !== fact.tag) problems.push(`${fact.tag}: ${fact.file} defines ${fileTag ?? 'no element'}, not the tag its name gives`);
    const attributes = declaration.attributes ?? [];
    problems.push(...sameSet(fact.tag, 'attribute', attributes.map((a) => a.name), Object.keys(fact.props).map(kebab), `the element's props (${fact.file})`));
    for (const attribute of attributes) {
      const prop = fact.props[camel(attribute.name)];
      if (prop === undefined) continue;
      if (!typeMatches(prop, attribute.type?.text)) {
        problems.push(`${fact.tag}: attribute "${attribute.name}" is {${attribute.type?.text ?? 'no type'}} in the manifest but '${prop}' in the element's props`);
      }
      if (attribute.fieldName !== camel(attribute.name)) problems.push(`${fact.tag}: attribute "${attribute.name}" has fieldName ${attribute.fieldName ?? 'none'}`);
    }
    problems.push(...sameSet(fact.tag, 'part', (declaration.cssParts ?? []).map((p) => p.name), fact.parts.keys(), 'the sources it renders'));
    const events = declaration.events ?? [];
    problems.push(...sameSet(fact.tag, 'event', events.map((e) => e.name), fact.events, 'the actions its sources call'));
    for (const event of events) {
      const expected = contractEvents.get(event.name);
      if (!expected) {
        problems.push(`${fact.tag}: event "${event.name}" is not in the events contract (SO_EVENT_NAMES)`);
        continue;
      }
      const keys = detailKeys(event.type?.text);
      if (!keys) problems.push(`${fact.tag}: event "${event.name}" has no {CustomEvent<{ … }>} detail type`);
      else if (keys.join(',') !== [...expected].sort().join(',')) {
        problems.push(`${fact.tag}: event "${event.name}" detail {${keys.join(', ')}} differs from the contract's {${[...expected].sort().join(', ')}}`);
      }
    }
  }
  return problems;
}

/** The committed generated files that differ from what the generator produces now. */
export function staleFiles(files: Map<string, string> = generatedFiles()): string[] {
  return [...files].filter(([file, content]) => {
    try {
      return readFileSync(resolve(WIDGETS_DIR, file), 'utf8') !== content;
    } catch {
      return true;
    }
  }).map(([file]) => file);
}

async function main(): Promise<void> {
  const files = generatedFiles();
  if (process.argv.includes('--check')) {
    const stale = staleFiles(files);
    if (stale.length > 0) {
      console.error(`Stale: ${stale.join(', ')}. Run npm run manifest.`);
      process.exitCode = 1;
    }
    return;
  }
  for (const [file, content] of files) writeFileSync(resolve(WIDGETS_DIR, file), content);
  console.log(`Wrote ${[...files.keys()].map((file) => `packages/widgets/${file}`).join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
