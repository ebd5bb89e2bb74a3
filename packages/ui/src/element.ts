import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { watchOpeners } from './focus.ts';
import { installGlobalStyles } from './fonts.ts';
import { adoptStyles, StyleRoot } from './styles.ts';

type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface ElementOptions<P> {
  /** Attributes/properties and their types; names are camelCase props, kebab-case attributes. */
  props?: { [K in keyof P]?: PropType };
  /**
   * The element's own CSS (`?inline` import). The components it renders bring their own CSS
   * (`useStyles`), so it is not listed here.
   */
  styles?: string;
}

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}
interface R2wcClass {
  new (): R2wcElement;
  readonly observedAttributes: string[];
}

/** `productId` → `product-id`, as r2wc names attributes. */
function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);
}

/**
 * A property set on the element before it was defined (`el.productId = 3`, Vue's `.prop`, React
 * 19 on an element the loader defines later) sits on the instance and hides the class's
 * accessor: take it off and set it again through the accessor. Lowercased names count too.
 */
function upgradeProperties(element: HTMLElement, names: readonly string[]): void {
  const own = element as unknown as Record<string, unknown>;
  for (const name of names) {
    for (const key of new Set([name, name.toLowerCase()])) {
      if (!Object.prototype.hasOwnProperty.call(element, key)) continue;
      const value = own[key];
      delete own[key];
      own[name] = value;
    }
  }
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
  // From the first element on, the page remembers what the shopper pressed: a dialog opened
  // later gives focus back to it (focus.ts).
  watchOpeners();
  // r2wc passes the shadow root as `container`: the components inside put their styles there.
  const Guarded = (props: P & { container?: unknown }) =>
    createElement(
      StyleRoot,
      { root: typeof ShadowRoot !== 'undefined' && props.container instanceof ShadowRoot ? props.container : null },
      createElement(ErrorBoundary, null, createElement(component, props)),
    );
  Guarded.displayName = `Guarded(${component.displayName ?? component.name ?? tag})`;
  // r2wc types its class as a plain CustomElementConstructor; these are the members it has.
  const Base = r2wc(Guarded, {
    shadow: 'open',
    props: (options.props ?? {}) as Record<string, PropType>,
  }) as unknown as R2wcClass;
  const styles = options.styles === undefined ? [] : [options.styles];
  const names = Object.keys(options.props ?? {});
  // React 19 and Vue set `productId` as an attribute while the element is not defined yet, and
  // HTML lowercases it to `productid`: such aliases are read as the real `product-id`.
  const aliases = new Map(names.filter((name) => name.toLowerCase() !== kebab(name)).map((name) => [name.toLowerCase(), kebab(name)]));
  class SoElement extends Base {
    static override get observedAttributes(): string[] {
      return [...super.observedAttributes, ...aliases.keys()];
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, ...styles);
    }

    override connectedCallback(): void {
      upgradeProperties(this, names);
      for (const [alias, attribute] of aliases) {
        const value = this.getAttribute(alias);
        if (value !== null && !this.hasAttribute(attribute)) this.setAttribute(attribute, value);
      }
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const attribute = aliases.get(name);
      if (attribute === undefined) super.attributeChangedCallback(name, old, value);
      else if (value !== null && this.getAttribute(attribute) !== value) this.setAttribute(attribute, value);
    }
  }
  customElements.define(tag, SoElement);
  return SoElement;
}
