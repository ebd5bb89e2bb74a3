import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementTag } from './element-file.ts';
import { attributeValues, controlFor, elementArgTypes, elementDeclaration, elementDocs, elementStory, type Manifest } from './element-story.ts';

/** A manifest in the standard schema, as the analyzer writes it for two elements. */
const MANIFEST: Manifest = {
  schemaVersion: '1.0.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'src/product-grid/product-grid.element.ts',
      declarations: [
        {
          kind: 'class',
          name: 'SoProductGrid',
          tagName: 'so-product-grid',
          description: 'An embeddable block of product cards.',
          attributes: [
            { name: 'category', type: { text: 'number' }, description: 'category id' },
            { name: 'sort', type: { text: "'base_price' | '-base_price'" }, description: 'price order | either way' },
            { name: 'limit', type: { text: 'number' }, default: '8' },
          ],
          events: [{ name: 'so:navigate', type: { text: 'CustomEvent<{ href: string }>' }, description: 'for its links' }],
          cssParts: [{ name: 'grid', description: 'the product grid' }],
          cssProperties: [{ name: '--so-color-primary', default: '#2e7d32', description: 'the brand colour' }],
        },
      ],
    },
    {
      kind: 'javascript-module',
      path: 'src/auth/login-dialog.element.ts',
      declarations: [
        { kind: 'function', name: 'define' },
        {
          kind: 'class',
          name: 'SoLoginDialog',
          tagName: 'so-login-dialog',
          attributes: [
            { name: 'auto-open', type: { text: 'boolean' }, default: 'true' },
            { name: 'delay', type: { text: 'number | undefined' }, default: '4000' },
          ],
        },
      ],
    },
  ],
};

describe('element stories from the custom elements manifest', () => {
  it('finds an element by its tag', () => {
    expect(elementDeclaration(MANIFEST, 'so-login-dialog')?.name).toBe('SoLoginDialog');
    expect(elementDeclaration(MANIFEST, 'so-nothing')).toBeNull();
    expect(elementDeclaration({ modules: [{ path: 'x.ts' }] }, 'so-login-dialog')).toBeNull();
  });

  it('makes a control of each attribute type', () => {
    expect(controlFor('number')).toEqual({ control: 'number' });
    expect(controlFor('number | undefined')).toEqual({ control: 'number' });
    expect(controlFor('boolean')).toEqual({ control: 'boolean' });
    expect(controlFor('string')).toEqual({ control: 'text' });
    expect(controlFor(undefined)).toEqual({ control: 'text' });
    expect(controlFor("'inter' | 'none'")).toEqual({ control: 'select', options: ['inter', 'none'] });
    expect(controlFor('"a" | "b" | null')).toEqual({ control: 'select', options: ['a', 'b'] });
    expect(controlFor("'a' | number")).toEqual({ control: 'text' });
  });

  it('names the controls as the attributes, with their types, defaults and descriptions in the table', () => {
    const argTypes = elementArgTypes(elementDeclaration(MANIFEST, 'so-product-grid'));
    expect(Object.keys(argTypes)).toEqual(['category', 'sort', 'limit']);
    expect(argTypes.sort).toMatchObject({ name: 'sort', control: { type: 'select' }, options: ['base_price', '-base_price'], table: { category: 'attributes' } });
    expect(argTypes.limit).toMatchObject({ control: { type: 'number' }, table: { type: { summary: 'number' }, defaultValue: { summary: '8' } } });
    expect(argTypes.category).toMatchObject({ description: 'category id' });
    expect(elementArgTypes(null)).toEqual({});
  });

  it('documents attributes, events, parts and CSS properties', () => {
    const docs = elementDocs('so-product-grid', elementDeclaration(MANIFEST, 'so-product-grid'));
    expect(docs).toContain('An embeddable block of product cards.');
    expect(docs).toContain('| `sort` | \'base_price\' \\| \'-base_price\' |  | price order \\| either way |');
    expect(docs).toContain('| `so:navigate` | `CustomEvent<{ href: string }>` | for its links |');
    expect(docs).toContain('| `grid` | the product grid |');
    expect(docs).toContain('| `--so-color-primary` | #2e7d32 | the brand colour |');
    expect(docs).not.toContain('**Slots**');
    expect(elementDocs('so-new', null)).toBe('`<so-new>`');
  });

  it('writes args as the attribute values the elements read', () => {
    expect(attributeValues({ 'product-id': 1001, 'auto-open': false, delay: 0, search: '', sort: undefined, page: 'about-us' })).toEqual({
      'product-id': '1001',
      'auto-open': 'false',
      delay: '0',
      page: 'about-us',
    });
  });

  it('builds a story with its sample args, the controls and the docs', () => {
    const story = elementStory('so-login-dialog', { delay: 0 }, MANIFEST);
    expect(story.args).toEqual({ delay: 0 });
    expect(Object.keys(story.argTypes ?? {})).toEqual(['auto-open', 'delay']);
    expect(story.parameters?.docs?.description?.story).toContain('| `auto-open` | boolean | true |');
  });
});

describe('the element catalogue', () => {
  it('has a story of every element the loader defines (one per element file)', () => {
    const src = join(import.meta.dirname, '..');
    const tags = Object.keys(import.meta.glob('../*/*.element.ts')).map(elementTag).sort();
    expect(tags.length).toBeGreaterThan(40);
    const stories = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.elements.stories.ts'))
      .flatMap((file) => [...readFileSync(join(src, file), 'utf8').matchAll(/elementStory\('(so-[a-z0-9-]+)'/g)].map((m) => m[1]));
    expect([...stories].sort()).toEqual(tags);
  });
});
