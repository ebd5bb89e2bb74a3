import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { type Product, MSG } from '@so/contract';
import { $loginDialog, $session, $toasts } from '@so/stores';
import { sampleProduct } from '../shared/fixtures.ts';
import { resetShopper } from '../shared/test-setup.ts';
import { PRODUCT_COPY } from './copy.ts';
import { ProductDetail } from './ProductDetail.tsx';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  addToCart: vi.fn(async (_id: number, _qty: number) => true),
  navigate: vi.fn((_href: string, _options?: { state?: unknown }) => undefined),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
  addToCart: fake.addToCart,
  navigate: fake.navigate,
}));

async function page(product: Partial<Product> = {}) {
  fake.api = {
    product: vi.fn(async (id: number) => ({ status: true, data: sampleProduct({ id, available_stock_quantity: 4, rating_review_data: [], ...product }) })),
    deliveryOptions: vi.fn(async () => ({ status: true, data: [] })),
    relatedProducts: vi.fn(async () => ({ status: true, RelatedOtherProducts: [] })),
  };
  render(<ProductDetail productId={7} />);
  await screen.findByRole('heading', { level: 1 });
}

const buyButton = () => screen.getByRole('button', { name: PRODUCT_COPY.buyNow }) as HTMLButtonElement;
const quantity = (value: string) => fireEvent.change(screen.getByLabelText('Quantity'), { target: { value } });

beforeEach(() => {
  fake.addToCart.mockReset();
  fake.addToCart.mockResolvedValue(true);
  fake.navigate.mockClear();
  resetShopper();
});

describe('Buy now', () => {
  it('adds the chosen quantity and goes to checkout with the buy-now state', async () => {
    await page();
    quantity('2');
    fireEvent.click(buyButton());
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/checkout', { state: { source: 'buy-now', voucher_code: null, used_coin: 0 } }));
    expect(fake.addToCart).toHaveBeenCalledWith(7, 2);
  });

  it('asks visitors to log in to place an order and adds nothing', async () => {
    $session.set(null);
    await page();
    fireEvent.click(buyButton());
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.loginToOrder]);
    expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToOrder });
    expect(fake.addToCart).not.toHaveBeenCalled();
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('refuses ₹250 or less with the minimum-order toast, and lets a larger quantity through', async () => {
    await page({ name: 'Tulsi Green Tea', product_price: 12500 });
    fireEvent.click(buyButton());
    await waitFor(() => expect($toasts.get()).toHaveLength(1));
    expect($toasts.get()[0]).toMatchObject({ kind: 'warning', title: MSG.minimumOrderRequired, description: MSG.minimumOrderProceed });
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    quantity('2');
    fireEvent.click(buyButton());
    await waitFor(() => expect($toasts.get()).toHaveLength(2));
    expect(fake.addToCart).not.toHaveBeenCalled();

    await waitFor(() => expect(buyButton().disabled).toBe(false));
    quantity('3');
    fireEvent.click(buyButton());
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledTimes(1));
    expect(fake.addToCart).toHaveBeenCalledWith(7, 3);
  });

  it('lets a book through below the minimum', async () => {
    await page({ name: 'Ayurvedic Cook Book', product_price: 19900 });
    fireEvent.click(buyButton());
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/checkout', expect.anything()));
    expect($toasts.get().map((t) => t.title)).not.toContain(MSG.minimumOrderRequired);
  });

  it('stays on the page when the cart refuses the product', async () => {
    fake.addToCart.mockResolvedValue(false);
    await page();
    fireEvent.click(buyButton());
    await waitFor(() => expect(fake.addToCart).toHaveBeenCalledTimes(1));
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('buys the stock when more was typed, saying the quantity was clamped', async () => {
    await page();
    quantity('5');
    expect(screen.getByText('Maximum 4 units available')).toBeTruthy();
    fireEvent.click(buyButton());
    await waitFor(() => expect(fake.addToCart).toHaveBeenCalledWith(7, 4));
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/checkout', expect.anything()));
  });

  it('cannot be pressed for a product out of stock', async () => {
    await page({ available_stock_quantity: 0 });
    expect(buyButton().disabled).toBe(true);
  });
});
