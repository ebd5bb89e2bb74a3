import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@so/contract';
import { sampleProduct } from '../shared/fixtures.ts';
import { ProductCardView } from './ProductCardView.tsx';

describe('ProductCardView', () => {
  it('shows name, price in rupees, tags and links to the product page', () => {
    render(<ProductCardView product={sampleProduct({ id: 9 })} wished={false} onAddToCart={vi.fn()} onToggleWishlist={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'A2 Desi Cow Ghee 500 ml' }).getAttribute('href')).toMatch(/\/products\/9\/a2-desi-cow-ghee-500-ml$/);
    expect(screen.getByText('₹787.50')).toBeTruthy();
    expect(screen.getByText('Best Seller')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it('shows the MRP struck through with the saving, and the net quantity', () => {
    const { container } = render(
      <ProductCardView product={sampleProduct({ product_price: 78_750, mrp: 92_500, net_quantity: '500 ml' })} wished={false} onAddToCart={vi.fn()} onToggleWishlist={vi.fn()} />,
    );
    expect(screen.getByText('₹787.50')).toBeTruthy();
    // ₹925 − ₹787.50 = ₹137.50, 14.86 % of the MRP: 14 % rounded down.
    expect(container.querySelector('.card__price s')?.textContent).toBe('₹925.00');
    expect(container.querySelector('.card__price s')?.parentElement?.textContent).toBe(`${MSG.mrp} ₹925.00`);
    expect(screen.getByText(MSG.savingPercent(14))).toBeTruthy();
    expect(container.querySelector('.card__qty')?.textContent).toBe(`${MSG.netQuantity} 500 ml`);
  });

  it('says "MRP ₹… (incl. of all taxes)" when sold at the MRP, with nothing struck', () => {
    const { container } = render(
      <ProductCardView product={sampleProduct({ product_price: 78_750, mrp: 78_750 })} wished={false} onAddToCart={vi.fn()} onToggleWishlist={vi.fn()} />,
    );
    expect(container.querySelector('.card__price')?.textContent?.replace(/\s+/g, ' ')).toBe(`${MSG.mrp} ₹787.50 ${MSG.mrpInclusiveOfTaxes}`);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('keeps the net quantity and rating lines when a backend sends neither, so prices line up', () => {
    const { container } = render(
      <ProductCardView product={sampleProduct({ average_rating: null })} wished={false} onAddToCart={vi.fn()} onToggleWishlist={vi.fn()} />,
    );
    expect(container.querySelector('.card__qty')?.textContent).toBe('');
    expect(container.querySelector('.card__rating')?.textContent).toBe('');
    expect(container.querySelector('.card__price')?.textContent).toBe('₹787.50');
  });

  it('adds to cart and toggles the heart with a pressed state', () => {
    const onAdd = vi.fn();
    const onWish = vi.fn();
    render(<ProductCardView product={sampleProduct()} wished onAddToCart={onAdd} onToggleWishlist={onWish} />);
    fireEvent.click(screen.getByRole('button', { name: `${MSG.addToCart}: A2 Desi Cow Ghee 500 ml` }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    const heart = screen.getByRole('button', { name: /Remove .* from wishlist/ });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(onWish).toHaveBeenCalledTimes(1);
  });

  it('shows OUT OF STOCK instead of Add to cart when stock is null or 0', () => {
    const { rerender } = render(
      <ProductCardView product={sampleProduct({ available_stock_quantity: null })} wished={false} onAddToCart={vi.fn()} onToggleWishlist={vi.fn()} />,
    );
    expect(screen.getByText(MSG.outOfStock)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    rerender(<ProductCardView product={sampleProduct({ available_stock_quantity: 0 })} wished={false} onAddToCart={vi.fn()} onToggleWishlist={vi.fn()} />);
    expect(screen.getByText(MSG.outOfStock)).toBeTruthy();
  });
});
