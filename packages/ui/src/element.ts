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
  const Base = r2wc(Guarded, {
    shadow: 'open',
    props: (options.props ?? {}) as Record<string, PropType>,
  });
  const styles = options.styles === undefined ? [] : [options.styles];
  class SoElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, ...styles);
    }
  }
  customElements.define(tag, SoElement);
  return SoElement;
}
