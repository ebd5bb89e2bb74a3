import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { navigate, storeHref } from '@so/stores';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A store route, e.g. "/shop?page=1". */
  to: string;
  state?: unknown;
  children?: ReactNode;
}

/**
 * A real <a href> (middle-click, copy link and no-host embedding work) whose plain click is
 * routed through the host site via `so:navigate`.
 */
export function Link({ to, state, onClick, children, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { state, from: event.currentTarget });
  };
  return (
    <a href={storeHref(to)} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
