import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import base from './base.css?inline';
import { installGlobalStyles } from './fonts.ts';

type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

const sheets = new Map<string, CSSStyleSheet | null>();

function sheetFor(css: string): CSSStyleSheet | null {
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

/** Puts the shared base styles and the element's own styles into its shadow root. */
export function adoptStyles(root: ShadowRoot, ...css: string[]): void {
  const all = [base, ...css];
  const adopted = all.map(sheetFor);
  if ('adoptedStyleSheets' in root && adopted.every((s): s is CSSStyleSheet => s !== null)) {
    root.adoptedStyleSheets = adopted;
    return;
  }
  for (const text of all) {
    const style = document.createElement('style');
    style.textContent = text;
    root.prepend(style);
  }
}

export interface ElementOptions<P> {
  /** Attributes/properties and their types; names are camelCase props, kebab-case attributes. */
  props?: { [K in keyof P]?: PropType };
  /** The element's own CSS (`?inline` imports), including that of components it renders. */
  styles?: string | readonly string[];
}

/**
 * Defines `tag` as a custom element rendering `component` in an open shadow root, with the
 * shared and own stylesheets adopted. Safe to call twice: the first definition wins.
 */
export function defineElement<P extends object>(
  tag: `so-${string}`,
  component: ComponentType<P>,
  options: ElementOptions<P> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  installGlobalStyles();
  const Guarded = (props: P) => createElement(ErrorBoundary, null, createElement(component, props));
  Guarded.displayName = `Guarded(${component.displayName ?? component.name ?? tag})`;
  const Base = r2wc(Guarded, {
    shadow: 'open',
    props: (options.props ?? {}) as Record<string, PropType>,
  });
  const styles = typeof options.styles === 'string' ? [options.styles] : [...(options.styles ?? [])];
  class SoElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, ...styles);
    }
  }
  customElements.define(tag, SoElement);
  return SoElement;
}
