import { render as renderBare, type RenderOptions, type RenderResult } from '@testing-library/react';
import { UiContext } from '@so/ui';
import type { ReactElement, ReactNode } from 'react';
import { STORE_UI_ENVIRONMENT } from './element.ts';

/** The store's UiContext, as every element puts it around its tree. */
export function StoreUi({ children }: { children?: ReactNode }) {
  return <UiContext.Provider value={STORE_UI_ENVIRONMENT}>{children}</UiContext.Provider>;
}

/** Testing Library's render inside the store's UiContext: links and pictures as on the page. */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  return renderBare(ui, { ...options, wrapper: StoreUi });
}
