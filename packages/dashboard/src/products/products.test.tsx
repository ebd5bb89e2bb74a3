import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { MSG } from '@so/contract';
import { DASHBOARD_COPY, type DashboardTab } from '../copy.ts';
import { routes } from '@so/widgets/kit';
import { SectionHarness } from '../testing.tsx';
import { PRODUCTS_COPY as C } from './copy.ts';
import { productsPage, sampleProduct, sampleProducts } from './fixtures.ts';
import { ProductsTab } from './ProductsTab.tsx';

type ProductsCall = StaffApi['products'];
type UpdateCall = StaffApi['updateProduct'];

function setup({
  superuser = false,
  detail = null,
  products = vi.fn<ProductsCall>(async () => productsPage()),
  updateProduct = vi.fn<UpdateCall>(async (id, change) => ({ status: true, message: 'Saved', data: { ...sampleProducts.find((p) => p.id === id)!, ...change } as ReturnType<typeof sampleProduct> })),
  onOpen = vi.fn<(tab: DashboardTab, detail: string | null) => void>(),
}: {
  superuser?: boolean;
  detail?: string | null;
  products?: ReturnType<typeof vi.fn<ProductsCall>>;
  updateProduct?: ReturnType<typeof vi.fn<UpdateCall>>;
  onOpen?: ReturnType<typeof vi.fn<(tab: DashboardTab, detail: string | null) => void>>;
} = {}) {
  render(
    <SectionHarness staff={{ products, updateProduct }} tab="products" detail={detail} superuser={superuser} onOpen={onOpen}>
      <ProductsTab />
    </SectionHarness>,
  );
  return { products, updateProduct, onOpen };
}

const row = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;
const listed = (name: string) => screen.findByText(name, { selector: 'strong' });
const openEdit = async (name: string) => {
  await listed(name);
  fireEvent.click(within(row(name)).getByRole('button', { name: `${C.edit} ${name}` }));
  return screen.getByRole('dialog', { name: C.editTitle(name) });
};

describe('Products section', () => {
  it('shows each product: name, category, section, stock or Out of stock, visibility, price and MRP in rupees', async () => {
    setup();
    await listed('A2 Desi Cow Ghee 500 ml');
    expect(screen.getByText(DASHBOARD_COPY.count(4, C.one, C.many))).toBeTruthy();
    const ghee = row('A2 Desi Cow Ghee 500 ml');
    expect(within(ghee).getByText('Ghee and Oils')).toBeTruthy();
    expect(within(ghee).getByText('Best Sellers')).toBeTruthy();
    expect(within(ghee).getByText('24')).toBeTruthy();
    expect(within(ghee).getByText(C.onWebsite)).toBeTruthy();
    expect(within(ghee).getByText('₹1,249.50')).toBeTruthy();
    expect(within(ghee).getByText('₹1,399.00')).toBeTruthy();
    expect(within(row('Raw Forest Honey 250 g')).getByText(C.outOfStock)).toBeTruthy();
    const churna = row('Ashwagandha Churna 100 g');
    expect(within(churna).getByText(C.outOfStock)).toBeTruthy();
    expect(within(churna).getByText(C.hidden)).toBeTruthy();
    expect(within(row('Cold Pressed Groundnut Oil 1 l')).getByText(C.noSection)).toBeTruthy();
  });

  it('sends the search and each filter to the call, and pages', async () => {
    const products = vi.fn<ProductsCall>(async (query) => productsPage(sampleProducts, query?.page ?? 1, 3, 60));
    setup({ products });
    await listed('A2 Desi Cow Ghee 500 ml');
    expect(products).toHaveBeenLastCalledWith({ page: 1 });

    fireEvent.change(screen.getByLabelText(C.searchLabel), { target: { value: ' ghee ' } });
    fireEvent.click(screen.getByRole('button', { name: C.searchButton }));
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ page: 1, search: 'ghee' }));

    fireEvent.change(screen.getByLabelText(C.stockFilter), { target: { value: 'out' } });
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ page: 1, search: 'ghee', out_of_stock: true }));
    fireEvent.change(screen.getByLabelText(C.websiteFilter), { target: { value: 'hidden' } });
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ page: 1, search: 'ghee', out_of_stock: true, hidden: true }));
    // The sections offered are those the answers named.
    const section = (await screen.findByLabelText(C.sectionFilter)) as HTMLSelectElement;
    expect(Array.from(section.options, (o) => o.text)).toEqual([C.sectionAll, 'Best Sellers', 'Daily Essentials', 'Wellness Picks']);
    fireEvent.change(section, { target: { value: '2' } });
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ page: 1, search: 'ghee', out_of_stock: true, hidden: true, section: 2 }));

    await listed('A2 Desi Cow Ghee 500 ml');
    fireEvent.click(within(screen.getByRole('navigation', { name: DASHBOARD_COPY.pages })).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ page: 2, search: 'ghee', out_of_stock: true, hidden: true, section: 2 }));

    await listed('A2 Desi Cow Ghee 500 ml');
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.clearFilters }));
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ page: 1 }));
  });

  it('opens with Out of stock chosen from #products/out_of_stock', async () => {
    const { products } = setup({ detail: C.outOfStockDetail });
    await listed('A2 Desi Cow Ghee 500 ml');
    expect(products).toHaveBeenCalledWith({ page: 1, out_of_stock: true });
    expect(products).not.toHaveBeenCalledWith({ page: 1 });
    expect((screen.getByLabelText(C.stockFilter) as HTMLSelectElement).value).toBe('out');
  });

  it('says when nothing matches, and offers Try again after a failed load', async () => {
    let fail = true;
    const products = vi.fn<ProductsCall>(async () => {
      if (fail) throw new ApiError('boom', 500);
      return productsPage([]);
    });
    setup({ products });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(C.loadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText(C.empty)).toBeTruthy();
  });

  it('lets staff change stock, visibility and section but not prices: no price or MRP control, the reason shown', async () => {
    setup();
    const dialog = await openEdit('A2 Desi Cow Ghee 500 ml');
    expect(within(dialog).getByLabelText(C.stockLabel)).toBeTruthy();
    expect(within(dialog).getByLabelText(C.hiddenLabel)).toBeTruthy();
    expect(within(dialog).getByLabelText(C.sectionLabel)).toBeTruthy();
    expect(within(dialog).queryByLabelText(C.priceLabel)).toBeNull();
    expect(within(dialog).queryByLabelText(C.mrpLabel)).toBeNull();
    expect(within(dialog).getByText(DASHBOARD_COPY.superuserOnly)).toBeTruthy();
    expect(within(dialog).getByText('₹1,249.50')).toBeTruthy();
  });

  it('saves only what changed and shows the saved values in the form and the row', async () => {
    const { updateProduct } = setup();
    const dialog = await openEdit('A2 Desi Cow Ghee 500 ml');
    fireEvent.change(within(dialog).getByLabelText(C.stockLabel), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByLabelText(C.hiddenLabel));
    fireEvent.click(within(dialog).getByRole('button', { name: DASHBOARD_COPY.save }));
    await within(dialog).findByText(C.savedAt('A2 Desi Cow Ghee 500 ml'));
    expect(updateProduct).toHaveBeenCalledTimes(1);
    expect(updateProduct).toHaveBeenCalledWith(12, { stock: 30, is_hidden: true });
    expect((within(dialog).getByLabelText(C.stockLabel) as HTMLInputElement).value).toBe('30');
    expect((within(dialog).getByLabelText(C.hiddenLabel) as HTMLInputElement).checked).toBe(true);
    const ghee = row('A2 Desi Cow Ghee 500 ml');
    expect(within(ghee).getByText('30')).toBeTruthy();
    expect(within(ghee).getByText(C.hidden)).toBeTruthy();
  });

  it('sends Out of stock as null and a new section by id', async () => {
    const { updateProduct } = setup();
    const dialog = await openEdit('A2 Desi Cow Ghee 500 ml');
    fireEvent.click(within(dialog).getByLabelText(C.outOfStockLabel));
    fireEvent.change(within(dialog).getByLabelText(C.sectionLabel), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: DASHBOARD_COPY.save }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalledWith(12, { stock: null, section_id: 3 }));
  });

  it('lets a superuser change the selling price and MRP, sending only those that changed', async () => {
    const { updateProduct } = setup({ superuser: true });
    const dialog = await openEdit('A2 Desi Cow Ghee 500 ml');
    expect(within(dialog).queryByText(DASHBOARD_COPY.superuserOnly)).toBeNull();
    const price = within(dialog).getByLabelText(C.priceLabel) as HTMLInputElement;
    expect(price.value).toBe('1249.5');
    fireEvent.change(price, { target: { value: '1199' } });
    fireEvent.click(within(dialog).getByRole('button', { name: DASHBOARD_COPY.save }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalledWith(12, { selling_price: 1199 }));
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    const updateProduct = vi.fn<UpdateCall>(async () => {
      throw new ApiError('The selling price must not be above the MRP', 400, { status: false, message: 'The selling price must not be above the MRP' });
    });
    setup({ superuser: true, updateProduct });
    const dialog = await openEdit('A2 Desi Cow Ghee 500 ml');
    fireEvent.change(within(dialog).getByLabelText(C.priceLabel), { target: { value: '1500' } });
    fireEvent.change(within(dialog).getByLabelText(C.stockLabel), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: DASHBOARD_COPY.save }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The selling price must not be above the MRP');
    expect(updateProduct).toHaveBeenCalledWith(12, { stock: 7, selling_price: 1500 });
    expect((within(dialog).getByLabelText(C.priceLabel) as HTMLInputElement).value).toBe('1500');
    expect((within(dialog).getByLabelText(C.stockLabel) as HTMLInputElement).value).toBe('7');
    expect(within(row('A2 Desi Cow Ghee 500 ml')).getByText('24')).toBeTruthy();
  });

  it('puts a field error of the server on its field', async () => {
    const updateProduct = vi.fn<UpdateCall>(async () => {
      throw new ApiError('Please check the form', 400, { status: false, message: 'Please check the form', errors: { section_id: 'section_id must be an id' } });
    });
    setup({ updateProduct });
    const dialog = await openEdit('A2 Desi Cow Ghee 500 ml');
    fireEvent.change(within(dialog).getByLabelText(C.sectionLabel), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: DASHBOARD_COPY.save }));
    expect(await within(dialog).findByText('section_id must be an id')).toBeTruthy();
    expect(within(dialog).getByLabelText(C.sectionLabel).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Please check the form')).toBeTruthy();
    // The focus goes to the field in error.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(C.sectionLabel)));
  });

  it('links the product’s page on the store and opens its history in the audit log', async () => {
    const { onOpen } = setup();
    const dialog = await openEdit('A2 Desi Cow Ghee 500 ml');
    expect(within(dialog).getByRole('link', { name: C.viewOnStore }).getAttribute('href')).toBe(routes.product(12, 'A2 Desi Cow Ghee 500 ml'));
    fireEvent.click(within(dialog).getByRole('button', { name: C.history }));
    expect(onOpen).toHaveBeenCalledWith('audit', 'product:12');
  });
});
