import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type Product } from '@so/contract';
import { sampleProduct } from '../shared/fixtures.ts';
import { PRODUCT_COPY } from './copy.ts';
import { ProductDetailView } from './ProductDetailView.tsx';

/** The product page's price area (part "price") for `product`. */
function priceArea(product: Product): HTMLElement {
  const { container } = render(
    <ProductDetailView
      product={product}
      wished={false}
      delivery={{ status: 'ready', data: [] }}
      related={{ status: 'ready', data: [] }}
      renderCard={(p) => <p>{p.name}</p>}
      shareUrl="https://store.example/products/7/a2-desi-cow-ghee-500-ml"
      onAddToCart={vi.fn()}
      onToggleWishlist={vi.fn()}
      onCopyLink={vi.fn()}
    />,
  );
  const area = container.querySelector<HTMLElement>('[part="price"]');
  if (!area) throw new Error('no price area');
  return area;
}

/** Text as seen on screen: spaces collapsed, screen-reader-only texts left out. */
function shown(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('the product page price against the MRP', () => {
  it('strikes the MRP through with the saving, notes the taxes and states the net quantity', () => {
    const area = priceArea(sampleProduct({ product_price: 78_750, mrp: 92_500, net_quantity: '500 ml' }));
    expect(shown(area)).toBe(`₹787.50 ${MSG.mrp} ₹925.00 ${MSG.savingPercent(14)}${PRODUCT_COPY.inclusiveOfTaxes}${MSG.netQuantity} 500 ml`);
    expect(area.querySelector('s')?.textContent).toBe('₹925.00');
    expect(area.textContent).toContain(`${MSG.sellingPrice} ₹787.50`);
  });

  it('says "MRP ₹… (incl. of all taxes)" at the MRP, once, with nothing struck', () => {
    const area = priceArea(sampleProduct({ product_price: 78_750, mrp: 78_750, net_quantity: '1 L' }));
    expect(shown(area)).toBe(`${MSG.mrp} ₹787.50 ${MSG.mrpInclusiveOfTaxes}${MSG.netQuantity} 1 L`);
    expect(area.querySelector('s')).toBeNull();
    expect(area.textContent).not.toContain(PRODUCT_COPY.inclusiveOfTaxes);
  });

  it('shows the price and the tax note alone when the backend sends no MRP or net quantity', () => {
    expect(shown(priceArea(sampleProduct()))).toBe(`₹787.50${PRODUCT_COPY.inclusiveOfTaxes}`);
  });
});
