import type { Decorator } from '@storybook/react-vite';
import { adoptStyles, StyleRoot } from '@so/ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a story inside an open shadow root with the widget's own styles, as the element does;
 * the pieces inside bring theirs (useStyles) into the same root.
 */
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
      {root && createPortal(<StyleRoot root={root}>{children}</StyleRoot>, root)}
    </div>
  );
}

/** The story in a shadow root with the shared base styles and `css` (the element's own, if any). */
export function withStyles(css?: string, width?: number): Decorator {
  const list = css === undefined ? [] : [css];
  return (Story) => (
    <Shadow css={list} width={width}>
      <Story />
    </Shadow>
  );
}

/**
 * Types `value` into the first control matching `selector` inside the story's shadow root, as
 * a shopper would (an `input` event through the native setter, which React and preact both
 * see): for stories of a state a view reaches only through typing.
 */
export async function typeInStory(canvas: HTMLElement, selector: string, value: string): Promise<void> {
  let control: HTMLInputElement | null = null;
  for (let i = 0; i < 50 && !control; i++) {
    control = canvas.querySelector('div')?.shadowRoot?.querySelector<HTMLInputElement>(selector) ?? null;
    if (!control) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!control) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
