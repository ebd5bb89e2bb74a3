import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useUiEnvironment } from './environment.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A store route, e.g. "/shop?page=1". */
  to: string;
  state?: unknown;
  children?: ReactNode;
}

/**
 * A real <a href> (middle-click, copy link and no-host embedding work) whose plain click is
 * routed by the environment (UiContext): in the widgets, through the host site via `so:navigate`.
 */
export function Link({ to, state, onClick, children, ...rest }: LinkProps) {
  const { href, navigate } = useUiEnvironment();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { state, from: event.currentTarget });
  };
  return (
    <a href={href(to)} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
