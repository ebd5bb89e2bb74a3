import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { type FilterOption, type ProductListResponse, MOBILE_BREAKPOINT_PX, MSG } from '@so/contract';
import { SHOP_SKELETON_COUNT } from '@so/ui';
import { $location, syncLocation } from '@so/stores';
import { sampleProduct, sampleProducts } from '../shared/fixtures.ts';
import { Shop } from './Shop.tsx';
import { groupBySection } from './sections.ts';
import { listParams, readShopQuery } from './query.ts';

const fake = vi.hoisted(() => ({
  productList: vi.fn(),
  productTags: vi.fn(),
  productFoams: vi.fn(),
  brands: vi.fn(),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake as unknown as Api,
}));

function listResponse(overrides: Partial<ProductListResponse> = {}): ProductListResponse {
  return { status: true, total_pages: 1, data: { data: sampleProducts(6) }, category_banners: null, ...overrides };
}
const options = (...names: string[]): { status: boolean; data: FilterOption[] } => ({
  status: true,
  data: names.map((name, i) => ({ id: i + 1, name })),
});

function openShop(query: string) {
  history.replaceState(null, '', `/shop${query}`);
  syncLocation();
}
const lastListCall = () => fake.productList.mock.calls.at(-1)?.[0];

beforeEach(() => {
  fake.productList.mockReset().mockResolvedValue(listResponse());
  fake.productTags.mockReset().mockResolvedValue(options('Sugar Free', 'Best Seller', 'New Products'));
  fake.productFoams.mockReset().mockResolvedValue(options('Powder', 'Oil'));
  fake.brands.mockReset().mockResolvedValue(options('Sattvic Farms', 'Vaidya Naturals'));
  openShop('');
});
afterEach(() => openShop(''));

describe('shop query', () => {
  it('reads the URL and maps it to the list call; bad values are ignored', () => {
    const q = readShopQuery(new URL('http://s/shop?page=x&category=5&sort=price&tag=2&foam=-1&search=%20ghee%20'));
    expect(q).toMatchObject({ page: 1, category: 5, tag: 2, search: 'ghee' });
    expect(q.sort).toBeUndefined();
    expect(q.foam).toBeUndefined();
    expect(listParams({ page: 3, brand: 4, sort: '-base_price', foam: 7 })).toEqual({ page: 3, brand: 4, ordering: '-base_price', product_foam: 7 });
  });

  it('groups consecutive products of one section; products without a section get no group name', () => {
    const a = { id: 1, name: 'Oils', section_sequence: 1 };
    const b = { id: 2, name: 'Teas', section_sequence: 2 };
    const groups = groupBySection([
      sampleProduct({ id: 1, section_info: a }),
      sampleProduct({ id: 2, section_info: a }),
      sampleProduct({ id: 3, section_info: b }),
      sampleProduct({ id: 4, section_info: null }),
    ]);
    expect(groups.map((g) => [g.name, g.products.map((p) => p.id)])).toEqual([
      ['Oils', [1, 2]],
      ['Teas', [3]],
      [null, [4]],
    ]);
  });
});

describe('Shop', () => {
  it('calls the product list with the page, category, search and brand of the URL', async () => {
    openShop('?page=2&category=5&category_name=Ghee&brand=3&brand_name=Sattvic&search=cow');
    render(<Shop />);
    await screen.findAllByRole('article');
    expect(lastListCall()).toEqual({ page: 2, category_id: 5, category_name: 'Ghee', brand: 3, prod_search: 'cow' });
    expect(fake.productFoams).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Ghee' })).toBeTruthy();
  });

  it('shows 20 placeholder cards while loading', () => {
    fake.productList.mockReturnValue(new Promise(() => undefined));
    const { container } = render(<Shop />);
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(SHOP_SKELETON_COUNT);
    expect(SHOP_SKELETON_COUNT).toBe(20);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('changing the sort goes back to page 1, keeps it in the URL and sends ordering', async () => {
    openShop('?page=3&category=5');
    render(<Shop />);
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-base_price' } });
    expect($location.get().searchParams.get('page')).toBe('1');
    expect($location.get().searchParams.get('sort')).toBe('-base_price');
    expect($location.get().searchParams.get('category')).toBe('5');
    await waitFor(() => expect(lastListCall()).toEqual({ page: 1, category_id: 5, ordering: '-base_price' }));
    expect(screen.getByRole('option', { name: 'Catalog Price High to Low' })).toBeTruthy();
    // Featured clears the sort.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '' } });
    expect($location.get().searchParams.has('sort')).toBe(false);
  });

  it('changing the tag or the foam goes back to page 1', async () => {
    openShop('?page=4');
    render(<Shop />);
    await screen.findByRole('option', { name: 'Best Seller' });
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: '2' } });
    expect(window.location.search).toBe('?page=1&tag=2');
    await waitFor(() => expect(lastListCall()).toEqual({ page: 1, product_tag: 2 }));

    act(() => openShop('?page=5&tag=2'));
    await screen.findByRole('option', { name: 'Oil' });
    fireEvent.change(screen.getByLabelText('Product form'), { target: { value: '2' } });
    expect($location.get().searchParams.get('page')).toBe('1');
    expect($location.get().searchParams.get('foam')).toBe('2');
    await waitFor(() => expect(lastListCall()).toEqual({ page: 1, product_tag: 2, product_foam: 2 }));
  });

  it('choosing a brand puts its id and name in the URL and shows the brand as the heading', async () => {
    render(<Shop />);
    await screen.findByRole('option', { name: 'Vaidya Naturals' });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: '2' } });
    expect($location.get().searchParams.get('brand')).toBe('2');
    expect($location.get().searchParams.get('brand_name')).toBe('Vaidya Naturals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vaidya Naturals' })).toBeTruthy();
  });

  it('reloads the foam options when the category changes', async () => {
    openShop('?category=5');
    render(<Shop />);
    await screen.findAllByRole('article');
    act(() => openShop('?category=9'));
    await waitFor(() => expect(fake.productFoams).toHaveBeenLastCalledWith(9));
  });

  it('shows section headings in the order the server returns them, and a flat list when sorted', async () => {
    const oils = { id: 1, name: 'Ghee & Oils', section_sequence: 1 };
    const teas = { id: 2, name: 'Herbal Teas', section_sequence: 2 };
    fake.productList.mockResolvedValue(
      listResponse({
        data: {
          data: [
            sampleProduct({ id: 1, name: 'Ghee', section_info: oils }),
            sampleProduct({ id: 2, name: 'Mustard Oil', section_info: oils }),
            sampleProduct({ id: 3, name: 'Tulsi Tea', section_info: teas }),
            sampleProduct({ id: 4, name: 'Notebook', section_info: null }),
          ],
        },
      }),
    );
    const { unmount } = render(<Shop />);
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ghee & Oils', 'Herbal Teas']);
    const teaSection = screen.getByRole('region', { name: 'Herbal Teas' });
    expect(within(teaSection).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Tulsi Tea']);
    unmount();

    openShop('?sort=base_price');
    render(<Shop />);
    await screen.findAllByRole('article');
    // No sections: the cards' names are the headings under the page's h1.
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ghee', 'Mustard Oil', 'Tulsi Tea', 'Notebook']);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('loads only the first four card images eagerly', async () => {
    render(<Shop />);
    await screen.findAllByRole('article');
    const loading = [...document.querySelectorAll('.card__media img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('shows the load error with a retry that loads again', async () => {
    fake.productList.mockRejectedValueOnce(new Error('offline'));
    render(<Shop />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.productsLoadFailed);
    expect(alert.textContent).toContain(MSG.productsReload);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(fake.productList).toHaveBeenCalledTimes(2);
  });

  it('says No products found when the list is empty', async () => {
    fake.productList.mockResolvedValue(listResponse({ data: { data: [] } }));
    openShop('?search=xyz');
    render(<Shop />);
    expect(await screen.findByText(MSG.noProductsFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "xyz"' })).toBeTruthy();
  });

  it('paginates with real shop URLs, the page count, and clicking sets the page', async () => {
    fake.productList.mockResolvedValue(listResponse({ total_pages: 20 }));
    openShop('?page=2&category=5&category_name=Ghee&sort=base_price');
    render(<Shop />);
    await screen.findAllByRole('article');
    expect(screen.getByText('Page 2 of 20')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Shop pages' });
    const page3 = within(nav).getByRole('link', { name: 'Page 3' });
    const url = new URL(page3.getAttribute('href') ?? '');
    expect(url.pathname + url.search).toBe('/shop?page=3&category=5&category_name=Ghee&sort=base_price');
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // 3 outer / 3 inner: 1-5, a gap, 18-20.
    expect(within(nav).getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5', '18', '19', '20']);
    fireEvent.click(page3);
    expect($location.get().searchParams.get('page')).toBe('3');
    await waitFor(() => expect(lastListCall()).toMatchObject({ page: 3, category_id: 5 }));
  });

  it('shows the category banner with fixed dimensions', async () => {
    fake.productList.mockResolvedValue(
      listResponse({ category_banners: { web_banner: '/media/category-banners/5-1600.webp', mobile_banner: '/media/category-banners/5-800.webp' } }),
    );
    openShop('?category=5&category_name=Ghee');
    render(<Shop />);
    const banner = await screen.findByRole('img', { name: 'Ghee' });
    expect(banner.getAttribute('src')).toMatch(/\/media\/category-banners\/5-1600\.webp$/);
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['1600', '400']);
    expect(document.querySelector('source')?.getAttribute('srcset')).toMatch(/5-800\.webp$/);
  });

  it('ignores a slow answer that arrives after a newer one', async () => {
    let resolveFirst: (r: ProductListResponse) => void = () => undefined;
    fake.productList
      .mockReturnValueOnce(new Promise<ProductListResponse>((r) => (resolveFirst = r)))
      .mockResolvedValueOnce(listResponse({ data: { data: [sampleProduct({ id: 9, name: 'Newer result' })] } }));
    render(<Shop />);
    act(() => openShop('?page=2'));
    expect(await screen.findByRole('article', { name: 'Newer result' })).toBeTruthy();
    await act(async () => resolveFirst(listResponse({ data: { data: [sampleProduct({ id: 8, name: 'Stale result' })] } })));
    expect(screen.queryByRole('article', { name: 'Stale result' })).toBeNull();
  });
});

describe('Shop on a phone', () => {
  /** The viewport is a phone's: below the contract's MOBILE_BREAKPOINT_PX. */
  const phone = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes(`max-width: ${MOBILE_BREAKPOINT_PX - 1}px`), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the products and one "Filter and sort" button, not the four filters', async () => {
    phone();
    fake.productList.mockResolvedValue(listResponse({ total_pages: 3, data: { data: sampleProducts(6), count: 52 } }));
    render(<Shop />);
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Filter and sort' }).getAttribute('aria-haspopup')).toBe('dialog');
    for (const label of ['Sort by', 'Tag', 'Product form', 'Brand']) expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByText('52 products')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('opens the filters as a labelled sheet: a choice applies at once, Escape closes it and focus returns to the button', async () => {
    phone();
    fake.productList.mockResolvedValue(listResponse({ data: { data: sampleProducts(6), count: 6 } }));
    render(<Shop />);
    await screen.findAllByRole('article');
    const button = screen.getByRole('button', { name: 'Filter and sort' });
    button.focus();
    fireEvent.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filter and sort' });
    expect(sheet.contains(document.activeElement)).toBe(true);
    await within(sheet).findByRole('option', { name: 'Best Seller' });
    fireEvent.change(within(sheet).getByLabelText('Tag'), { target: { value: '2' } });
    expect($location.get().searchParams.get('tag')).toBe('2');
    await waitFor(() => expect(lastListCall()).toEqual({ page: 1, product_tag: 2 }));
    expect(await within(sheet).findByRole('button', { name: 'Show 6 products' })).toBeTruthy();
    fireEvent.keyDown(within(sheet).getByLabelText('Tag'), { key: 'Escape' });
    expect(screen.queryByLabelText('Tag')).toBeNull();
    const after = screen.getByRole('button', { name: 'Filter and sort (1)' });
    expect(document.activeElement).toBe(after);
  });

  it('Clear all removes the sort and every filter; Show products closes the sheet', async () => {
    phone();
    openShop('?page=2&category=5&category_name=Ghee&sort=base_price&tag=2&brand=1&brand_name=Sattvic%20Farms');
    render(<Shop />);
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Filter and sort (3)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filter and sort' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(window.location.search).toBe('?page=1&category=5&category_name=Ghee');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')).toBe(true));
    fireEvent.click(within(sheet).getByRole('button', { name: /^Show / }));
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter and sort' })).toBeTruthy();
  });

  it('keeps the four filters in a row on wider screens, with the count', async () => {
    fake.productList.mockResolvedValue(listResponse({ data: { data: sampleProducts(6), count: 1 } }));
    render(<Shop />);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /Filter and sort/ })).toBeNull();
    for (const label of ['Sort by', 'Tag', 'Product form', 'Brand']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('1 product')).toBeTruthy();
  });
});

