import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid, FIRST_CARDS } from './CardGrid.tsx';
import { sampleProducts } from './fixtures.ts';

describe('CardGrid', () => {
  it("draws the first screen's cards with the list and the others in the tasks after, in order", async () => {
    const products = sampleProducts(20);
    render(<CardGrid products={products} label="Products" />);
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(products.map((p) => p.name));
  });

  it('a grid further down the list (offset past the first screen) starts empty and fills in', async () => {
    render(<CardGrid products={sampleProducts(6)} offset={FIRST_CARDS} label="More" />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
  });

  it('a short list is drawn whole at once', () => {
    render(<CardGrid products={sampleProducts(3)} label="Few" />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
