/**
 * The drift check of the custom-elements manifest (packages/widgets/custom-elements.json): it
 * must list every element file's element with the attributes, parts and events the sources give
 * (element-sources.ts says how they are read), every event as the events contract defines it,
 * and the committed manifest and typings must be what `npm run manifest` writes now.
 */
import { SO_EVENT_NAMES, SoEventDetails } from '@so/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { allElementFacts, type ElementFacts } from './element-sources.ts';
import { buildManifest, checkManifest, elementDeclarations, generatedFiles, type Manifest, staleFiles } from './manifest.ts';

/** The events contract: event name → detail keys (`key?` when the key may be left out). */
function contractEvents(): Map<string, string[]> {
  return new Map(
    SO_EVENT_NAMES.map((name) => {
      const schema = SoEventDetails[name].schema as Record<string, { validate: (value: unknown) => [unknown, unknown] }>;
      const keys = Object.entries(schema).map(([key, struct]) => (struct.validate(undefined)[0] === undefined ? `${key}?` : key));
      return [name, keys];
    }),
  );
}

let manifest: Manifest;
let facts: ElementFacts[];

beforeAll(() => {
  manifest = buildManifest();
  facts = allElementFacts();
}, 60_000);

/** The problems the check finds in `bad` beyond those of the real manifest (a planted mismatch's). */
function newProblems(bad: Manifest): string[] {
  const baseline = new Set(checkManifest(manifest, facts, contractEvents()));
  return checkManifest(bad, facts, contractEvents()).filter((problem) => !baseline.has(problem));
}

/** A deep copy of the manifest with `change` applied to the declaration of `tag`. */
function planted(tag: string, change: (declaration: ReturnType<typeof elementDeclarations>[number]) => void): Manifest {
  const copy = structuredClone(manifest);
  const declaration = elementDeclarations(copy).find((d) => d.tagName === tag);
  if (!declaration) throw new Error(`no ${tag}`);
  change(declaration);
  return copy;
}

describe('custom-elements.json', () => {
  it('lists the element of every element file once, with attributes, events and parts', () => {
    const tags = elementDeclarations(manifest).map((d) => d.tagName);
    expect(tags.slice().sort()).toEqual(facts.map((f) => f.tag).sort());
    expect(facts.length).toBeGreaterThanOrEqual(48);
    const card = elementDeclarations(manifest).find((d) => d.tagName === 'so-product-card');
    expect(card?.attributes?.map((a) => [a.name, a.fieldName, a.type?.text])).toEqual([['product-id', 'productId', 'number']]);
    expect(card?.events?.map((e) => e.name)).toContain('so:add-to-cart');
    expect(card?.cssParts?.map((p) => p.name)).toContain('add-to-cart');
    expect(card?.cssProperties?.map((p) => p.name)).toContain('--so-color-primary');
  });

  it('agrees with the element sources and the events contract', () => {
    expect(checkManifest(manifest, facts, contractEvents())).toEqual([]);
  });

  it('is what `npm run manifest` writes now (manifest and typings)', () => {
    expect(staleFiles(generatedFiles(manifest))).toEqual([]);
  });
});

describe('the drift check', () => {
  it('fails on a removed attribute, naming the element', () => {
    const bad = planted('so-product-grid', (d) => {
      d.attributes = d.attributes?.filter((a) => a.name !== 'brand');
    });
    expect(newProblems(bad)).toEqual([
      expect.stringMatching(/^so-product-grid: attribute "brand" is in the element's props .* but not in the manifest$/),
    ]);
  });

  it('fails on a renamed part, naming the element', () => {
    const bad = planted('so-product-detail', (d) => {
      d.cssParts = d.cssParts?.map((p) => (p.name === 'review-form' ? { ...p, name: 'review-from' } : p));
    });
    expect(newProblems(bad)).toEqual([
      'so-product-detail: part "review-form" is in the sources it renders but not in the manifest',
      'so-product-detail: part "review-from" is in the manifest but not in the sources it renders',
    ]);
  });

  it('fails on a missing event, a wrong detail and an element no element file is named for', () => {
    const bad = planted('so-product-card', (d) => {
      d.events = d.events?.filter((e) => e.name !== 'so:wishlist-toggle');
      const add = d.events?.find((e) => e.name === 'so:add-to-cart');
      if (add) add.type = { text: 'CustomEvent<{ productId: number }>' };
    });
    const faq = elementDeclarations(bad).find((d) => d.tagName === 'so-faq');
    if (faq) faq.tagName = 'so-faqs';
    const problems = newProblems(bad);
    expect(problems).toContain('so-product-card: event "so:wishlist-toggle" is in the actions its sources call but not in the manifest');
    expect(problems).toContain('so-product-card: event "so:add-to-cart" detail {productId} differs from the contract\'s {cartCount, productId, quantity}');
    expect(problems).toContain('so-faqs: in the manifest but no element file is named for it (src/<feature>/faqs.element.ts)');
    expect(problems).toContain('so-faq: an element file (packages/widgets/src/faq/faq.element.ts) but not in the manifest (does it have a @tag so-faq doc comment?)');
  });

  it('fails on an element file whose name gives another tag than the one it defines', () => {
    // faq.element.ts renamed faqs.element.ts, its doc comment's @tag changed, its defineElement call not.
    const bad = planted('so-faq', (d) => {
      d.tagName = 'so-faqs';
    });
    const renamed = facts.map((fact) => (fact.tag === 'so-faq' ? { ...fact, tag: 'so-faqs' } : fact));
    const baseline = new Set(checkManifest(manifest, facts, contractEvents()));
    expect(checkManifest(bad, renamed, contractEvents()).filter((problem) => !baseline.has(problem))).toEqual([
      'so-faqs: packages/widgets/src/faq/faq.element.ts defines so-faq, not the tag its name gives',
    ]);
  });

  it('fails on a wrong attribute type', () => {
    const bad = planted('so-login-dialog', (d) => {
      const delay = d.attributes?.find((a) => a.name === 'delay');
      if (delay) delay.type = { text: 'string' };
    });
    expect(newProblems(bad)).toEqual([
      "so-login-dialog: attribute \"delay\" is {string} in the manifest but 'number' in the element's props",
    ]);
  });

  it('fails when a committed file is stale', () => {
    const files = generatedFiles(planted('so-toaster', (d) => {
      d.description = `${d.description ?? ''} (changed)`;
    }));
    expect(staleFiles(files)).toEqual(['custom-elements.json', 'types/jsx-react.d.ts', 'types/jsx-preact.d.ts', 'types/jsx-vue.d.ts']);
  });
});
