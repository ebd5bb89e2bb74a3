import { createElement, useCallback, useState, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { installGlobalStyles } from './fonts.ts';
import { adoptStyles, StyleRoot } from './styles.ts';

/**
 * Renders `children` in an open shadow root of its own, as an element renders its component: the
 * shared base styles and each piece's CSS go into that root, never into the host page, and the
 * page's own CSS does not reach in (only the `--so-*` tokens, which inherit, and `::part()` on the
 * scope). For React hosts that render the package's components inside their own React tree.
 */
export function ShadowScope({ children, className }: { children?: ReactNode; className?: string }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    installGlobalStyles(host.ownerDocument);
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(shadow);
    setRoot(shadow);
  }, []);
  return createElement(
    'div',
    { ref: attach, className, style: { display: 'contents' } },
    root ? createPortal(createElement(StyleRoot, { root }, createElement(ErrorBoundary, null, children)), root) : null,
  );
}

/** `Component` rendered in its own ShadowScope, with the same props. */
export function isolated<P extends object>(Component: ComponentType<P>): FunctionComponent<P> {
  const Isolated: FunctionComponent<P> = (props) => createElement(ShadowScope, null, createElement(Component, props));
  Isolated.displayName = `Isolated(${Component.displayName ?? Component.name})`;
  return Isolated;
}
