import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@so/contract';
import { Price } from './Price.tsx';

/** What a reader of the page sees, spaces collapsed (hidden texts for screen readers left out). */
function shown(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('Price against the MRP', () => {
  it('strikes the MRP through, names it in words and shows the saving rounded down', () => {
    const { container } = render(<Price paise={38_100} mrp={44_900} />);
    expect(shown(container)).toBe(`₹381.00 ${MSG.mrp} ₹449.00 ${MSG.savingPercent(15)}`);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('₹449.00');
    // The struck amount is labelled "MRP", and the price paid is named for screen readers.
    expect(struck?.parentElement?.textContent).toBe(`${MSG.mrp} ₹449.00`);
    expect(container.textContent).toContain(`${MSG.sellingPrice} ₹381.00`);
  });

  it('says "MRP ₹… (incl. of all taxes)" at the MRP, with nothing struck and no saving', () => {
    const { container } = render(<Price paise={44_900} mrp={44_900} />);
    expect(shown(container)).toBe(`${MSG.mrp} ₹449.00 ${MSG.mrpInclusiveOfTaxes}`);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).not.toContain('off');
  });

  it('strikes an MRP a few paise above the price without a 0 % saving', () => {
    const { container } = render(<Price paise={44_890} mrp={44_900} />);
    expect(container.querySelector('s')?.textContent).toBe('₹449.00');
    expect(container.textContent).not.toContain(MSG.savingPercent(0));
  });

  it('shows the amount alone without an MRP, or with one below the price', () => {
    for (const mrp of [undefined, null, 30_000]) {
      const { container, unmount } = render(<Price paise={38_100} mrp={mrp} />);
      expect(shown(container)).toBe('₹381.00');
      expect(container.textContent).not.toContain(MSG.mrp);
      unmount();
    }
  });
});
