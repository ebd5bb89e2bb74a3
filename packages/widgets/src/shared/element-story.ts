/**
 * Storybook stories of the `so-*` custom elements themselves (Elements/…): the real element,
 * defined by the widget loader as on any page, inside a `<so-store>` that points it at the store
 * serving this Storybook (same-origin `/api` under /storybook/), with its attributes as controls
 * and its events, parts, CSS properties and slots in the docs, all read from the custom elements
 * manifest (packages/widgets/custom-elements.json, the standard schema). An element the manifest
 * does not list yet still gets its story, without controls.
 */
import type { ArgTypes, Args, StoryObj } from '@storybook/react-vite';
import { $config } from '@so/stores';
import { createElement, Fragment, useEffect, type ReactNode } from 'react';
import { load } from '../loader.ts';

/** The parts of the custom elements manifest schema the stories read. */
export interface ManifestAttribute {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
}
export interface ManifestNamed {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
  syntax?: string;
}
export interface ManifestDeclaration {
  kind?: string;
  name?: string;
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: ManifestNamed[];
  cssParts?: ManifestNamed[];
  cssProperties?: ManifestNamed[];
  slots?: ManifestNamed[];
}
export interface Manifest {
  schemaVersion?: string;
  modules: { kind?: string; path?: string; declarations?: ManifestDeclaration[] }[];
}

// Globbed, not imported: the stories build (without controls) before the manifest exists.
const manifests = import.meta.glob<Manifest>('../../custom-elements.json', { eager: true, import: 'default' });
const EMPTY: Manifest = { modules: [] };
/** The package's manifest, or an empty one while it is not generated. */
export const packageManifest: Manifest = Object.values(manifests)[0] ?? EMPTY;

/** The declaration of `tag` in `manifest`, or null. */
export function elementDeclaration(manifest: Manifest, tag: string): ManifestDeclaration | null {
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) if (declaration.tagName === tag) return declaration;
  }
  return null;
}

type Control = 'text' | 'number' | 'boolean' | 'select';

/** A manifest type (`string`, `number | undefined`, `'grid' | 'list'`) as a control and its options. */
export function controlFor(typeText: string | undefined): { control: Control; options?: string[] } {
  const parts = (typeText ?? 'string')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== 'undefined' && part !== 'null');
  const literals = parts.map((part) => /^(['"`])(.*)\1$/.exec(part)?.[2]);
  if (parts.length > 0 && literals.every((literal) => literal !== undefined)) return { control: 'select', options: literals as string[] };
  if (parts.length === 1 && parts[0] === 'number') return { control: 'number' };
  if (parts.length === 1 && parts[0] === 'boolean') return { control: 'boolean' };
  return { control: 'text' };
}

/** A manifest default (source text: `'grid'`, `4000`, `true`) as shown in the docs table. */
function defaultSummary(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return /^(['"`])(.*)\1$/.exec(value.trim())?.[2] ?? value.trim();
}

/** The controls of a declaration's attributes, named as the attributes (kebab-case). */
export function elementArgTypes(declaration: ManifestDeclaration | null): ArgTypes {
  const argTypes: ArgTypes = {};
  for (const attribute of declaration?.attributes ?? []) {
    const { control, options } = controlFor(attribute.type?.text);
    const fallback = defaultSummary(attribute.default);
    argTypes[attribute.name] = {
      name: attribute.name,
      description: attribute.description,
      control: { type: control },
      ...(options ? { options } : {}),
      table: {
        category: 'attributes',
        type: { summary: attribute.type?.text ?? 'string' },
        ...(fallback === undefined ? {} : { defaultValue: { summary: fallback } }),
      },
    };
  }
  return argTypes;
}

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function table(heading: string, columns: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  return [`**${heading}**`, '', `| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

/** The docs text of a declaration: its description, then its attributes, events, parts, CSS properties and slots. */
export function elementDocs(tag: string, declaration: ManifestDeclaration | null): string {
  if (!declaration) return `\`<${tag}>\``;
  const code = (name: string) => `\`${name}\``;
  return [
    declaration.description || declaration.summary || `\`<${tag}>\``,
    table('Attributes', ['Attribute', 'Type', 'Default', 'Description'], (declaration.attributes ?? []).map((a) => [code(a.name), a.type?.text ?? 'string', a.default ?? '', a.description ?? ''])),
    table('Events', ['Event', 'Type', 'Description'], (declaration.events ?? []).map((e) => [code(e.name), e.type?.text ? code(e.type.text) : '', e.description ?? ''])),
    table('Parts', ['Part', 'Description'], (declaration.cssParts ?? []).map((p) => [code(p.name), p.description ?? ''])),
    table('CSS properties', ['Property', 'Default', 'Description'], (declaration.cssProperties ?? []).map((p) => [code(p.name), p.default ?? '', p.description ?? ''])),
    table('Slots', ['Slot', 'Description'], (declaration.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', s.description ?? ''])),
  ]
    .filter((block) => block !== '')
    .join('\n\n');
}

/** Story args as attribute values: booleans as "true"/"false" (how the elements read them), nothing for unset ones. */
export function attributeValues(args: Args): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') attributes[name] = String(value);
  }
  return attributes;
}

/**
 * `<so-store>`'s attributes for a story: the same-origin API when the store serves this
 * Storybook (/storybook/), else the store the preview is configured for (.storybook/preview.tsx).
 */
export function storeAttributes(): Record<string, string> {
  if (typeof location !== 'undefined' && location.pathname.startsWith('/storybook/')) return { 'api-base': '/api', 'store-url': location.origin };
  const { apiBase, storeUrl } = $config.get();
  return { 'api-base': apiBase, 'store-url': storeUrl };
}

/**
 * The story's page routes `so:navigate` as a host site would (preventDefault), staying where it is:
 * an element never takes the catalogue to another page (an empty cart's checkout goes to /cart).
 */
function StayInStory({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('so:navigate', stay);
    return () => window.removeEventListener('so:navigate', stay);
  }, []);
  return createElement(Fragment, null, children);
}

/**
 * The story of the element `tag`: the element with `args` (attribute name → value; the
 * manifest's attributes are the controls) in a `<so-store>`, defined by the loader (or by
 * `define`, for an element the loader does not know) before it renders. `<so-store>` itself
 * renders alone, its attributes over the story's defaults.
 */
export function elementStory(
  tag: `so-${string}`,
  args: Args = {},
  manifest: Manifest = packageManifest,
  define: () => unknown = () => load(tag),
): StoryObj {
  const declaration = elementDeclaration(manifest, tag);
  return {
    args,
    argTypes: elementArgTypes(declaration),
    loaders: [
      async () => {
        await load('so-store');
        await define();
        return {};
      },
    ],
    render: (storyArgs) =>
      tag === 'so-store'
        ? createElement('so-store', { ...storeAttributes(), ...attributeValues(storyArgs) })
        : createElement(StayInStory, null, createElement('so-store', storeAttributes()), createElement(tag, attributeValues(storyArgs))),
    parameters: { docs: { description: { story: elementDocs(tag, declaration) } } },
  };
}
