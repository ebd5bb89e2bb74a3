import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { sampleAddress, sampleOrders, sampleProfile, sampleWalletEntries } from '../shared/account-fixtures.ts';
import { OrdersTabView } from './OrdersTabView.tsx';
import { WalletTabView } from './WalletTabView.tsx';
import { LoginNeeded } from './Profile.tsx';
import { ProfileView } from './ProfileView.tsx';
import styles from './account.css?inline';

const meta: Meta<typeof ProfileView> = {
  title: 'Account/Profile',
  component: ProfileView,
  decorators: [withStyles(styles)],
  args: {
    state: { status: 'ready', data: sampleProfile() },
    tab: 'details',
    mobile: false,
    onSelectTab: () => undefined,
    onBackToMenu: () => undefined,
    onRetry: () => undefined,
    onDeactivate: () => new Promise((resolve) => setTimeout(resolve, 1500)),
    onLogoutAll: () => new Promise((resolve) => setTimeout(resolve, 1500)),
    onAddAddress: () => undefined,
    onAddAddressDouble: () => undefined,
    ordersPanel: (
      <OrdersTabView
        state={{ status: 'ready', data: { orders: sampleOrders(10, 100034), count: 34, totalPages: 4 } }}
        page={1}
        pageSize={10}
        onPage={() => undefined}
        onPageSize={() => undefined}
        onRetry={() => undefined}
      />
    ),
    walletPanel: () => (
      <WalletTabView
        state={{ status: 'ready', data: { balance: 80, earned: 120, spent: 40, entries: sampleWalletEntries, totalPages: 1 } }}
        page={1}
        hrefFor={() => '#wallet'}
        onPage={() => undefined}
        onRetry={() => undefined}
      />
    ),
  },
};
export default meta;
type Story = StoryObj<typeof ProfileView>;

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadError: Story = { args: { state: { status: 'error', error: new globalThis.Error('500') } } };
export const DetailsFull: Story = {};
export const DetailsWithPicture: Story = {
  args: { state: { status: 'ready', data: sampleProfile({ profile_pic: '/media/profiles/77-160.webp' }) } },
};
export const DetailsEmptyCompanyAndMobile: Story = {
  args: { state: { status: 'ready', data: sampleProfile({ company: null, mobile_no: null, is_subscribed: false }) } },
};
export const AddressesEmpty: Story = { args: { tab: 'addresses', state: { status: 'ready', data: sampleProfile({ addresses: [] }) } } };
export const AddressesFull: Story = {
  args: {
    tab: 'addresses',
    state: {
      status: 'ready',
      data: sampleProfile({
        addresses: [
          ...sampleProfile().addresses,
          sampleAddress({ id: 33, full_name: null, address_tags: 'No tag', landmark: null, city_obj: { id: 301, name: 'Mumbai' }, state_obj: { id: 1215, name: 'Maharashtra' }, postal_code: '400001', is_default: false }),
        ],
      }),
    },
  },
};
export const Orders: Story = { args: { tab: 'orders' } };
export const Wallet: Story = { args: { tab: 'wallet' } };
const phone = { viewport: { defaultViewport: 'mobile1' } };
export const MobileSectionMenu: Story = { args: { mobile: true, tab: null }, parameters: phone };
export const MobileDetails: Story = { args: { mobile: true, tab: 'details' }, parameters: phone };
export const MobileOrders: Story = { args: { mobile: true, tab: 'orders' }, parameters: phone };
export const MobileWallet: Story = { args: { mobile: true, tab: 'wallet' }, parameters: phone };
export const MobileAddresses: Story = { args: { mobile: true, tab: 'addresses' }, parameters: phone };
export const Visitor: Story = { render: () => <LoginNeeded /> };
