import { createContext, createElement, useContext, useLayoutEffect, type ReactNode } from 'react';
import base from './base.css?inline';

/**
 * Stylesheets in shadow roots. An element adopts the shared base styles and its own stylesheet
 * when it is created (`adoptStyles`); every component it renders that has CSS of its own brings
 * it with `useStyles(css)`, so an element never lists the CSS of the pieces inside it.
 *
 * Order in a root: base, then the pieces' sheets (in the order they first rendered: the inner
 * before the outer, as layout effects run), then the element's own. A container's rules thus
 * come after those of what it places, and can adjust them.
 */

/** One constructable sheet per CSS text, shared by every root (null where unsupported). */
const sheets = new Map<string, CSSStyleSheet | null>();

export function sheetFor(css: string): CSSStyleSheet | null {
  if (!sheets.has(css)) {
    let sheet: CSSStyleSheet | null = null;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
    sheets.set(css, sheet);
  }
  return sheets.get(css) ?? null;
}

type StyleTarget = ShadowRoot | Document;

interface RootStyles {
  /** CSS texts already in the root. */
  texts: Set<string>;
  /** The element's own sheets (kept last). */
  own: CSSStyleSheet[];
  /** Without constructable sheets: the `<style>` the next piece's CSS goes before. */
  ownStyle: HTMLStyleElement | null;
}

const roots = new WeakMap<StyleTarget, RootStyles>();

function record(root: StyleTarget): RootStyles {
  let entry = roots.get(root);
  if (!entry) {
    entry = { texts: new Set(), own: [], ownStyle: null };
    roots.set(root, entry);
  }
  return entry;
}

function canAdopt(root: StyleTarget): boolean {
  return 'adoptedStyleSheets' in root;
}

function styleElement(root: StyleTarget, css: string): HTMLStyleElement {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const style = doc.createElement('style');
  style.dataset.so = 'styles';
  style.textContent = css;
  return style;
}

/** Puts the shared base styles and an element's own styles into its shadow root. */
export function adoptStyles(root: ShadowRoot, ...css: string[]): void {
  const all = [base, ...css];
  const entry = record(root);
  const adopted = all.map(sheetFor);
  if (canAdopt(root) && adopted.every((s): s is CSSStyleSheet => s !== null)) {
    const pieces = root.adoptedStyleSheets.filter((s) => !adopted.includes(s) && !entry.own.includes(s));
    entry.own = adopted.slice(1);
    root.adoptedStyleSheets = [adopted[0], ...pieces, ...entry.own];
  } else {
    const styles = all.filter((text) => !entry.texts.has(text)).map((text) => styleElement(root, text));
    root.prepend(...styles);
    entry.ownStyle = styles[1] ?? entry.ownStyle;
  }
  all.forEach((text) => entry.texts.add(text));
}

/**
 * Adds a component's CSS to `root` once: an adopted sheet placed before the element's own, else a
 * `<style>` (in a shadow root before the element's own styles; in a document, in its head).
 */
export function addStyles(root: StyleTarget, css: string): void {
  const entry = record(root);
  if (entry.texts.has(css)) return;
  entry.texts.add(css);
  const sheet = sheetFor(css);
  if (sheet && canAdopt(root)) {
    const current = root.adoptedStyleSheets;
    if (current.includes(sheet)) return;
    const rest = current.filter((s) => !entry.own.includes(s));
    root.adoptedStyleSheets = [...rest, sheet, ...entry.own];
    return;
  }
  const style = styleElement(root, css);
  if (root instanceof Document) root.head.append(style);
  else if (entry.ownStyle?.parentNode === root) root.insertBefore(style, entry.ownStyle);
  else root.prepend(style);
}

/** The shadow root the components below render in (null: the document). */
const StyleRootContext = createContext<ShadowRoot | null>(null);

/** Tells the components below which shadow root to put their styles in. */
export function StyleRoot({ root, children }: { root: ShadowRoot | null; children?: ReactNode }) {
  return createElement(StyleRootContext.Provider, { value: root }, children);
}

/**
 * The `so-*` element the component renders in (null outside one: a React host, Storybook):
 * events about what it shows are dispatched from it.
 */
export function useElementHost(): Element | null {
  return useContext(StyleRootContext)?.host ?? null;
}

/**
 * Brings `css` (an `?inline` import) into the shadow root the component renders in, before the
 * browser paints it (a layout effect, inner components first); once per root. Outside an element
 * (Storybook without a shadow root, tests) it goes into the document.
 */
export function useStyles(css: string): void {
  const root = useContext(StyleRootContext);
  useLayoutEffect(() => {
    if (root) addStyles(root, css);
    else if (typeof document !== 'undefined') addStyles(document, css);
  }, [root, css]);
}
