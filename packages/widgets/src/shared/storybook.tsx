import type { Decorator } from '@storybook/react-vite';
import { adoptStyles } from '@so/ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders a story inside an open shadow root with the widget's styles, as the element does. */
function Shadow({ css, width, children }: { css: readonly string[]; width?: number; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    adoptStyles(shadow, ...css);
    setRoot(shadow);
  }, [css]);
  return (
    <div ref={host} style={width ? { width } : undefined}>
      {root && createPortal(children, root)}
    </div>
  );
}

export function withStyles(css: string | readonly string[], width?: number): Decorator {
  const list = typeof css === 'string' ? [css] : css;
  return (Story) => (
    <Shadow css={list} width={width}>
      <Story />
    </Shadow>
  );
}
