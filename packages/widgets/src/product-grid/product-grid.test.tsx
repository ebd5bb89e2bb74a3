import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { type ProductListResponse, MSG } from '@so/contract';
import { NAVIGATE_EVENT, type NavigateDetail } from '@so/stores';
import { sampleProducts } from '../shared/fixtures.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { render } from '../shared/store-testing.tsx';

const fake = vi.hoisted(() => ({ productList: vi.fn() }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake as unknown as Api,
}));

const response = (count: number): ProductListResponse => ({ status: true, total_pages: 3, data: { data: sampleProducts(count) }, category_banners: null });

beforeEach(() => {
  fake.productList.mockReset().mockResolvedValue(response(12));
});

describe('ProductGrid', () => {
  it('shows at most `limit` cards and a View all link to the shop for the same filter', async () => {
    render(<ProductGrid category={7} tag={2} brand={3} sort="-base_price" search="tea" limit={3} />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(fake.productList).toHaveBeenCalledWith({ page: 1, category_id: 7, brand: 3, prod_search: 'tea', ordering: '-base_price', product_tag: 2 });
    const viewAll = screen.getByRole('link', { name: MSG.viewAll });
    const url = new URL(viewAll.getAttribute('href') ?? '');
    expect(url.pathname + url.search).toBe('/shop?page=1&category=7&brand=3&search=tea&sort=-base_price&tag=2');
  });

  it('shows 8 cards by default and ignores an unknown sort', async () => {
    render(<ProductGrid sort="popular" />);
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(fake.productList).toHaveBeenCalledWith({ page: 1 });
    const url = new URL(screen.getByRole('link', { name: MSG.viewAll }).getAttribute('href') ?? '');
    expect(url.pathname + url.search).toBe('/shop?page=1');
  });

  it('View all is routed through so:navigate', async () => {
    const seen: string[] = [];
    const onNavigate = (e: Event) => {
      seen.push((e as CustomEvent<NavigateDetail>).detail.href);
      e.preventDefault();
    };
    window.addEventListener(NAVIGATE_EVENT, onNavigate);
    render(<ProductGrid category={7} limit={2} />);
    fireEvent.click(await screen.findByRole('link', { name: MSG.viewAll }));
    window.removeEventListener(NAVIGATE_EVENT, onNavigate);
    expect(seen).toEqual(['/shop?page=1&category=7']);
  });

  it('shows `limit` placeholder cards while loading', () => {
    fake.productList.mockReturnValue(new Promise(() => undefined));
    const { container } = render(<ProductGrid limit={5} />);
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(5);
  });

  it('shows the load error text', async () => {
    fake.productList.mockRejectedValue(new Error('offline'));
    render(<ProductGrid />);
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.productsLoadFailed);
    expect(screen.queryByRole('link', { name: MSG.viewAll })).toBeNull();
  });

  it('says No products found when nothing matches', async () => {
    fake.productList.mockResolvedValue(response(0));
    render(<ProductGrid search="nothing" />);
    expect(await screen.findByText(MSG.noProductsFound)).toBeTruthy();
    expect(screen.queryByRole('link', { name: MSG.viewAll })).toBeNull();
  });
});

describe('<so-product-grid>', () => {
  it('reads its attributes and renders cards in its shadow root', async () => {
    const { define } = await import('./product-grid.element.ts');
    define();
    const el = document.createElement('so-product-grid');
    el.setAttribute('category', '7');
    el.setAttribute('limit', '2');
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelectorAll('article')).toHaveLength(2));
    expect(fake.productList).toHaveBeenCalledWith({ page: 1, category_id: 7 });
    el.remove();
  });
});
