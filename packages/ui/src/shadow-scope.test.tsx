import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolated } from './ShadowScope.tsx';
import base from './base.css?inline';
import { sheetFor, useElementHost, useStyles } from './styles.ts';

const OWN_CSS = '.scoped-piece { color: rgb(1, 2, 3); }';

/** A piece with CSS of its own that tells which element it renders in. */
function Piece({ label }: { label: string }) {
  useStyles(OWN_CSS);
  const host = useElementHost();
  return (
    <button type="button" className="btn scoped-piece" data-host={host?.localName ?? 'none'}>
      {label}
    </button>
  );
}

describe('isolated components (the package’s React components in a React host)', () => {
  it('render in a shadow root of their own, with the base and their own CSS there and none in the page', async () => {
    const Isolated = isolated(Piece);
    const { container, rerender } = render(<Isolated label="Add to cart" />);
    const scope = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(scope.shadowRoot?.querySelector('button')?.textContent).toBe('Add to cart'));
    const button = scope.shadowRoot?.querySelector('button');
    expect(button?.dataset.host).toBe('div');
    // Nothing of the component in the page's own DOM or head.
    expect(container.querySelector('button')).toBeNull();
    expect([...document.querySelectorAll('style[data-so="styles"]')].some((s) => s.textContent?.includes('scoped-piece'))).toBe(false);
    // Adopted sheets, or `<style>`s in the root where a sheet cannot be built (this DOM's parser).
    const sheets = scope.shadowRoot?.adoptedStyleSheets ?? [];
    const styleTags = [...(scope.shadowRoot?.querySelectorAll('style') ?? [])].map((style) => style.textContent ?? '');
    const rules = [...sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)), ...styleTags].join('\n');
    expect(rules).toContain('.scoped-piece');
    // The shared base sheet comes first (its text is empty under the test runner's CSS handling).
    expect(sheets.map((sheet) => sheet === sheetFor(base))).toEqual([true, false]);
    rerender(<Isolated label="Added" />);
    await waitFor(() => expect(scope.shadowRoot?.querySelector('button')?.textContent).toBe('Added'));
  });
});
