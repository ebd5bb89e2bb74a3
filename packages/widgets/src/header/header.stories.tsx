import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Category } from '@so/contract';
import { useState, type ReactElement } from 'react';
import { sampleCategories, sampleProducts } from '../shared/fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { CountersView } from './CountersView.tsx';
import { HeaderView, type HeaderViewProps } from './HeaderView.tsx';
import styles from './header.css?inline';

const leaf = (id: number, name: string): Category => ({
  id, name, children: [], web_image: null, metatitle: null, metadescription: null, metakeywords: null,
});
const node = (id: number, name: string, children: Category[]): Category => ({ ...leaf(id, name), children });

const categories: Category[] = [
  ...sampleCategories,
  node(102, 'Personal Care', [
    node(121, 'Hair Care', [leaf(1211, 'Hair Oils'), leaf(1212, 'Shampoos'), leaf(1213, 'Hair Masks')]),
    node(122, 'Skin Care', [leaf(1221, 'Face Oils'), leaf(1222, 'Soaps'), leaf(1223, 'Ubtan')]),
  ]),
  node(103, 'Ayurveda', [
    node(131, 'Churna', [leaf(1311, 'Triphala'), leaf(1312, 'Ashwagandha')]),
    node(132, 'Tablets', [leaf(1321, 'Immunity'), leaf(1322, 'Digestion')]),
  ]),
  node(104, 'Home Care', [node(141, 'Cleaners', [leaf(1411, 'Floor Cleaner'), leaf(1412, 'Dish Wash')])]),
  leaf(105, 'Gifting'),
];

/** A 360 px phone-wide frame. */
const phone = (Story: () => ReactElement) => (
  <div style={{ width: 360, minHeight: 640 }}>
    <Story />
  </div>
);

/** Keeps the typed text in the story so the search box can be tried. */
function Interactive(props: HeaderViewProps) {
  const [query, setQuery] = useState(props.query);
  return <HeaderView {...props} query={query} onQueryChange={setQuery} />;
}

const meta: Meta<typeof HeaderView> = {
  title: 'Shared/Header',
  component: HeaderView,
  decorators: [withStyles(styles)],
  render: (args) => <Interactive {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    mobile: false,
    categories: { status: 'ready', data: categories },
    onRetryCategories: () => undefined,
    query: '',
    onQueryChange: () => undefined,
    suggestions: { status: 'idle' },
    onNavigate: () => undefined,
    cart: 0,
    wishlist: 0,
    loggedIn: false,
    staff: false,
  },
};
export default meta;
type Story = StoryObj<typeof HeaderView>;

export const CategoriesLoaded: Story = {};
export const LoadingCategories: Story = { args: { categories: { status: 'loading' } } };
export const ErrorLoadingCategories: Story = { args: { categories: { status: 'error', error: new Error('Network error') } } };
export const SuggestionsFour: Story = {
  args: {
    query: 'tea',
    initialSearchOpen: true,
    suggestions: { status: 'ready', query: 'tea', products: sampleProducts(4), found: 4 },
  },
};
export const SuggestionsSeeMore: Story = {
  args: {
    query: 'oil',
    initialSearchOpen: true,
    suggestions: { status: 'ready', query: 'oil', products: sampleProducts(12), found: 37 },
  },
};
export const NoProductsFound: Story = {
  args: { query: 'xyz', initialSearchOpen: true, suggestions: { status: 'ready', query: 'xyz', products: [], found: 0 } },
};
export const Searching: Story = { args: { query: 'gh', initialSearchOpen: true, suggestions: { status: 'loading' } } };
export const Counters5: Story = { args: { cart: 5, wishlist: 2, loggedIn: true } };
/**
 * Over 99 the badge shows "99+" (hidden from assistive technology) while the link's name keeps the
 * exact count ("Cart, 120 items"): axe's label-in-name rule reads the badge as the link's visible
 * label, but the label is the icon; the badge is a count.
 */
const badgeIsNotTheLabel = { a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } } };
export const Counters120: Story = { args: { cart: 120, wishlist: 100, loggedIn: true }, parameters: badgeIsNotTheLabel };
export const Mobile: Story = { args: { mobile: true, cart: 5 }, decorators: [phone] };
export const MobileDrawerOpen: Story = {
  args: { mobile: true, initialDrawerOpen: true, cart: 5 },
  decorators: [phone],
};
export const MobileDrawerStaff: Story = {
  args: { mobile: true, initialDrawerOpen: true, loggedIn: true, staff: true },
  decorators: [phone],
};
/** The phone header's search button opened: the search box in a dialog across the top, with suggestions. */
export const MobileSearchOpen: Story = {
  args: { mobile: true, initialPhoneSearchOpen: true, query: 'oil', initialSearchOpen: true, suggestions: { status: 'ready', query: 'oil', products: sampleProducts(12), found: 37 } },
  decorators: [phone],
};
/** Staff on a wide screen: the Dashboard link beside the counters. */
export const StaffDashboardLink: Story = { args: { loggedIn: true, staff: true, cart: 2 } };

/** `<so-header-counters>` alone: 0, 5 and 120 (shown as 99+). */
export const CountersOnly: StoryObj<typeof CountersView> = {
  parameters: badgeIsNotTheLabel,
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <CountersView cart={0} wishlist={0} />
      <CountersView cart={5} wishlist={5} />
      <CountersView cart={120} wishlist={120} />
    </div>
  ),
};
