import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { sampleCities, sampleSections, sampleStore } from './fixtures.ts';
import { StoreLocatorError, StoreLocatorSkeleton, StoreLocatorView } from './StoreLocatorView.tsx';
import styles from './store-locator.css?inline';

const meta: Meta<typeof StoreLocatorView> = {
  title: 'Content/Store locator',
  component: StoreLocatorView,
  decorators: [withStyles(styles)],
  args: { sections: sampleSections, cities: sampleCities, city: null, onCity: () => undefined },
};
export default meta;
type Story = StoryObj<typeof StoreLocatorView>;

export const Loading: Story = { render: () => <StoreLocatorSkeleton /> };
export const LoadError: Story = { render: () => <StoreLocatorError onRetry={() => undefined} /> };
/** Every city, its stores below its name. */
export const AllCities: Story = {};
export const OneCity: Story = { args: { city: 'Surat' } };
export const Empty: Story = { args: { sections: [], cities: [] } };
/** A city in the URL with no stores. */
export const CityWithoutStores: Story = { args: { city: 'Pune' } };
/** A store with only its name and address: no image, hours, phone, e-mail or map. */
export const SparseStore: Story = {
  args: {
    sections: [
      {
        city: 'Vadodara',
        stores: [sampleStore({ store_name: 'SO Organic Store, Alkapuri', image: null, landmark: null, work_start_time: null, work_end_time: null, mobile_no: null, email: null, location_url: null, city: 'Vadodara' })],
      },
    ],
    cities: ['Vadodara'],
  },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
