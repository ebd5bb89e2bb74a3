import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { never, routes } from '@so/widgets/kit';
import { withStyles } from '@so/widgets/storybook';
import dashboardCss from '../dashboard.css?inline';
import { SectionHarness } from '../testing.tsx';
import { productsPage, sampleProduct, sampleProducts } from './fixtures.ts';
import css from './products.css?inline';
import { ProductsTab } from './ProductsTab.tsx';
import { ProductDialog, productFormValues, type ProductDialogProps } from './ProductsView.tsx';

const sections = [
  { id: 1, name: 'Best Sellers' },
  { id: 2, name: 'Daily Essentials' },
  { id: 3, name: 'Wellness Picks' },
];

/** A 375 px phone (the table turns into cards; nothing scrolls sideways). */
const phone = {
  viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } },
};
const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };

function Section({ staff, superuser = false, detail = null }: { staff: Parameters<typeof SectionHarness>[0]['staff']; superuser?: boolean; detail?: string | null }) {
  return (
    <SectionHarness staff={staff} tab="products" superuser={superuser} detail={detail}>
      <ProductsTab />
    </SectionHarness>
  );
}

const meta: Meta<typeof Section> = {
  title: 'Dashboard/Products',
  component: Section,
  decorators: [withStyles(`${dashboardCss}\n${css}`)],
  args: { staff: { products: async () => productsPage(sampleProducts, 1, 3, 56) } },
};
export default meta;
type Story = StoryObj<typeof Section>;

/** The list (staff): search, filters, rows, the pager. */
export const List: Story = {};
/** The list as the owner sees it (the same list; the dialog differs). */
export const ListSuperuser: Story = { args: { superuser: true } };
/** `#products/out_of_stock`, as Today links it. */
export const OutOfStockPreset: Story = {
  args: {
    detail: 'out_of_stock',
    staff: { products: async () => productsPage(sampleProducts.filter((p) => p.stock === null || p.stock === 0)) },
  },
};
export const Empty: Story = { args: { staff: { products: async () => productsPage([]) } } };
export const Loading: Story = { args: { staff: { products: never } } };
export const LoadError: Story = { args: { staff: { products: async () => Promise.reject(new ApiError('Server error', 500)) } } };
export const Phone: Story = { parameters: phone, globals: phoneGlobals };

// ─── The product's dialog ─────────────────────────────────────────────────

const dialogArgs: ProductDialogProps = {
  open: true,
  onClose: () => undefined,
  product: sampleProduct(),
  superuser: false,
  sections,
  values: productFormValues(sampleProduct()),
  onChange: () => undefined,
  status: 'idle',
  error: null,
  fieldErrors: {},
  onSave: () => undefined,
  storeHref: routes.product(12, 'A2 Desi Cow Ghee 500 ml'),
  onHistory: () => undefined,
};

/** Staff: stock, visibility and section; prices read-only with the reason. */
export const EditAsStaff: StoryObj<typeof ProductDialog> = { render: (args) => <ProductDialog {...args} />, args: dialogArgs };
/** The owner: prices and MRP too. */
export const EditAsSuperuser: StoryObj<typeof ProductDialog> = { render: (args) => <ProductDialog {...args} />, args: { ...dialogArgs, superuser: true } };
const outOfStockHidden = sampleProduct({ stock: null, is_hidden: true, section_id: null, section: null, mrp: null });
export const EditOutOfStockHidden: StoryObj<typeof ProductDialog> = {
  render: (args) => <ProductDialog {...args} />,
  args: { ...dialogArgs, product: outOfStockHidden, values: productFormValues(outOfStockHidden) },
};
export const Saving: StoryObj<typeof ProductDialog> = { render: (args) => <ProductDialog {...args} />, args: { ...dialogArgs, status: 'saving' } };
export const Saved: StoryObj<typeof ProductDialog> = { render: (args) => <ProductDialog {...args} />, args: { ...dialogArgs, status: 'saved' } };
/** The server refused: its message beside the form, a field error on its field. */
export const Refused: StoryObj<typeof ProductDialog> = {
  render: (args) => <ProductDialog {...args} />,
  args: { ...dialogArgs, superuser: true, error: 'The selling price must not be above the MRP', fieldErrors: { mrp: 'mrp must be an amount in rupees above 0 and at most 10000000, with at most 2 decimals' } },
};
export const EditPhone: StoryObj<typeof ProductDialog> = {
  render: (args) => <ProductDialog {...args} />,
  args: { ...dialogArgs, superuser: true },
  parameters: phone,
  globals: phoneGlobals,
};
