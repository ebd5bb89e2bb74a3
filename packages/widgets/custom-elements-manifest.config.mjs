/**
 * @custom-elements-manifest/analyzer configuration for the widgets (`npm run manifest` runs the
 * analyzer through scripts/manifest.ts with the same plugin; `npx cem analyze` in this folder
 * works too).
 *
 * The element files have no class of their own: each exports `define()`, which calls
 * `defineElement(tag, Component, { props })` (r2wc builds the class). Their doc comment is the
 * element's documentation, in the analyzer's class JSDoc tags (@tag, @attr, @fires, @csspart,
 * @cssprop, @slot). The plugin below turns such a comment into the custom-element declaration the
 * analyzer would have made for a class, parsed by the analyzer's own class-JSDoc handler, then:
 *  - gives each attribute its `fieldName` and a property (`members`): r2wc makes every prop both
 *    a kebab-case attribute and a camelCase property;
 *  - adds the shared design tokens of packages/ui/src/tokens.css (they inherit into every shadow
 *    root) to each element's `cssProperties`, after the element's own @cssprop;
 *  - drops the `define` functions (the loader's entry points, not API).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { classJsDocPlugin } from '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js';

const TOKENS_CSS = new URL('../ui/src/tokens.css', import.meta.url);

const TAG_NAMES = new Set(['tag', 'tagname', 'element', 'customElement', 'customelement']);

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const className = (tag) => camel(`-${tag}`);

/** What each design token themes (a token without an entry says where it comes from). */
const TOKEN_NOTES = {
  '--so-font-family': 'font of all text',
  '--so-color-primary': 'brand colour: buttons, links, highlights',
  '--so-color-primary-contrast': 'text on the brand colour',
  '--so-color-accent': 'accent colour (offers, badges)',
  '--so-color-text': 'body text colour',
  '--so-color-muted': 'secondary text colour',
  '--so-color-surface': 'background of cards, panels and dialogs',
  '--so-color-surface-alt': 'alternate background (sections, hovers)',
  '--so-color-border': 'borders and dividers',
  '--so-color-danger': 'errors and destructive actions',
  '--so-color-success': 'success messages',
  '--so-color-star': 'rating stars',
  '--so-radius': 'corner radius of cards, dialogs and buttons',
  '--so-radius-small': 'corner radius of inputs and small controls',
  '--so-shadow': 'shadow of cards and floating panels',
  '--so-space': 'base spacing unit',
  '--so-max-width': 'maximum width of page content',
  '--so-focus': 'focus ring (a box-shadow)',
};

/** The design tokens with their defaults and what they theme. */
export function designTokens(css = readFileSync(TOKENS_CSS, 'utf8')) {
  const tokens = [];
  let note;
  for (const line of css.split('\n')) {
    const comment = line.match(/^\s*\/\*\s*(.*?)\s*\*\/\s*$/);
    if (comment) note = comment[1].replace(/[.:]$/, '');
    const token = line.match(/^\s*(--so-[a-z0-9-]+)\s*:\s*(.+?);\s*$/);
    if (token) {
      tokens.push({ name: token[1], default: token[2], description: `${TOKEN_NOTES[token[1]] ?? note ?? 'design token'} (design token of packages/ui/src/tokens.css)` });
      note = undefined;
    }
  }
  return tokens;
}

function tagOf(ts, jsDocs) {
  for (const doc of jsDocs ?? []) {
    for (const tag of doc.tags ?? []) {
      if (!TAG_NAMES.has(tag.tagName.getText())) continue;
      const text = typeof tag.comment === 'string' ? tag.comment : (tag.comment ?? []).map((part) => part.text).join('');
      const name = text.trim().split(/\s+/)[0];
      if (name) return name;
    }
  }
  return undefined;
}

/** The plugin: a `@tag`-documented `export const define = …` becomes a custom-element declaration. */
export function soElementsPlugin() {
  const jsDocHandler = classJsDocPlugin();
  const ours = new WeakSet();
  return {
    name: 'so-elements',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isVariableStatement(node) || !ts.isSourceFile(node.parent)) return;
      const tagName = tagOf(ts, node.jsDoc);
      if (!tagName) return;
      const name = className(tagName);
      const declaration = {
        kind: 'class',
        description: '',
        name,
        cssProperties: [],
        cssParts: [],
        slots: [],
        members: [],
        events: [],
        attributes: [],
        tagName,
        customElement: true,
      };
      ours.add(declaration);
      moduleDoc.declarations.push(declaration);
      // The analyzer's own class-JSDoc handler reads the comment as it would above a class.
      jsDocHandler.analyzePhase({
        ts,
        node: { kind: ts.SyntaxKind.ClassDeclaration, name: { getText: () => name }, jsDoc: node.jsDoc },
        moduleDoc,
      });
      declaration.tagName = tagName;
      declaration.customElement = true;
      moduleDoc.exports.push({ kind: 'custom-element-definition', name: tagName, declaration: { name, module: moduleDoc.path } });
    },
    moduleLinkPhase({ moduleDoc }) {
      const tokens = designTokens();
      moduleDoc.declarations = (moduleDoc.declarations ?? []).filter((d) => d.name !== 'define');
      moduleDoc.exports = (moduleDoc.exports ?? []).filter((e) => e.name !== 'define');
      for (const declaration of moduleDoc.declarations) {
        if (!ours.has(declaration)) continue;
        const attributes = declaration.attributes ?? [];
        const members = declaration.members ?? [];
        for (const attribute of attributes) {
          attribute.fieldName = camel(attribute.name);
          if (!members.some((m) => m.name === attribute.fieldName)) {
            members.push({
              kind: 'field',
              name: attribute.fieldName,
              ...(attribute.type ? { type: attribute.type } : {}),
              ...(attribute.default !== undefined ? { default: attribute.default } : {}),
              ...(attribute.description ? { description: attribute.description } : {}),
              attribute: attribute.name,
            });
          }
        }
        if (attributes.length > 0) declaration.attributes = attributes;
        if (members.length > 0) declaration.members = members;
        const own = declaration.cssProperties ?? [];
        declaration.cssProperties = [...own, ...tokens.filter((t) => !own.some((p) => p.name === t.name))];
      }
    },
  };
}

const WIDGETS_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * Runs the analyzer on the element files (paths relative to packages/widgets, e.g.
 * `src/cart/cart.element.ts`) as the CLI does, and answers the manifest.
 */
export function analyzeElements(files) {
  const modules = files.map((file) =>
    ts.createSourceFile(file, readFileSync(new URL(file, `file://${WIDGETS_DIR}`), 'utf8'), ts.ScriptTarget.ES2015, true),
  );
  return create({ modules, plugins: [soElementsPlugin()] });
}

export default {
  globs: ['src/**/*.element.ts'],
  outdir: '.',
  plugins: [soElementsPlugin()],
  packagejson: false,
};
