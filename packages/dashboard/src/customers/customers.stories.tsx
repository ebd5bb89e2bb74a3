import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { ANSWER, MSG } from '@so/contract';
import { withStyles } from '@so/widgets/storybook';
import dashboardStyles from '../dashboard.css?inline';
import { SectionHarness } from '../testing.tsx';
import { CustomersTab } from './CustomersTab.tsx';
import { CustomerDetailView, CustomersListView, IDLE } from './CustomersView.tsx';
import { sampleCustomerDetail, sampleCustomers } from './fixtures.ts';
import css from './customers.css?inline';

const never = () => new Promise<never>(() => undefined);
const pageOf = (n: number) => ({ status: true, count: n === 0 ? 0 : 57, total_pages: n === 0 ? 0 : 3, page: 1, data: sampleCustomers(n) });
const detail = async () => ({ status: true, data: sampleCustomerDetail() });
const noop = () => undefined;
/** The shared dashboard rules and the section's own (the pure views bring neither themselves). */
const styles = `${dashboardStyles}\n${css}`;

const meta: Meta<typeof CustomersTab> = {
  title: 'Dashboard/Customers',
  component: CustomersTab,
  decorators: [withStyles(styles)],
};
export default meta;
type Story = StoryObj<typeof CustomersTab>;

export const Full: Story = {
  render: () => (
    <SectionHarness tab="customers" staff={{ customers: async () => pageOf(12), customer: detail }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
export const Empty: Story = {
  render: () => (
    <SectionHarness tab="customers" staff={{ customers: async () => pageOf(0) }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
export const Loading: Story = {
  render: () => (
    <SectionHarness tab="customers" staff={{ customers: never }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
export const LoadError: Story = {
  render: () => (
    <SectionHarness tab="customers" staff={{ customers: () => Promise.reject(new ApiError(MSG.tryAgainLater, 500)) }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
/** A search that finds no one (the pure view with its search shown). */
export const NoMatch: Story = {
  render: () => (
    <CustomersListView
      search="nobody"
      onSearch={noop}
      state={{ status: 'ready', data: { count: 0, total_pages: 0, page: 1, data: [] } }}
      page={1}
      onPage={noop}
      onRetry={noop}
      onOpen={noop}
    />
  ),
};

/** A staff member reads a customer: coin and staff access changes are the owner’s. */
export const DetailAsStaff: Story = {
  render: () => (
    <SectionHarness tab="customers" detail="12" staff={{ customer: detail }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
/** The owner: Adjust coins and Make staff. */
export const DetailAsSuperuser: Story = {
  render: () => (
    <SectionHarness tab="customers" detail="12" superuser email="owner@soorganic.test" staff={{ customer: detail }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
export const DetailLoading: Story = {
  render: () => (
    <SectionHarness tab="customers" detail="12" staff={{ customer: never }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
export const DetailNotFound: Story = {
  render: () => (
    <SectionHarness tab="customers" detail="999" staff={{ customer: () => Promise.reject(new ApiError(ANSWER.customerNotFound, 404)) }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
/** No orders, coins or subscriptions yet. */
export const DetailNothingYet: Story = {
  render: () => (
    <SectionHarness tab="customers" detail="12" superuser staff={{ customer: async () => ({ status: true, data: { ...sampleCustomerDetail({ coin_balance: 0 }), orders: [], coin_ledger: [], subscriptions: [] } }) }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
/** The server refused an adjustment (409: below zero): its message, the form as typed. */
export const AdjustRefused: Story = {
  render: () => (
    <CustomerDetailView
      detail={sampleCustomerDetail()}
      superuser
      email="owner@soorganic.test"
      onBack={noop}
      onOpenOrder={noop}
      onHistory={noop}
      adjust={{ ...IDLE, error: MSG.coinsAboveAvailable }}
      onAdjust={async () => undefined}
      staffChange={IDLE}
      onSetStaff={noop}
    />
  ),
};
/** A staff member’s account seen by the owner: Remove staff access, done. */
export const StaffAccountChanged: Story = {
  render: () => (
    <CustomerDetailView
      detail={sampleCustomerDetail({ is_staff: true, name: 'Ravi Kumar', email: 'ravi@soorganic.test' })}
      superuser
      email="owner@soorganic.test"
      onBack={noop}
      onOpenOrder={noop}
      onHistory={noop}
      adjust={IDLE}
      onAdjust={async () => undefined}
      staffChange={{ ...IDLE, notice: `${ANSWER.userUpdated}: now staff.` }}
      onSetStaff={noop}
    />
  ),
};
/** On a phone (375 px): the tables turn into cards. */
export const Phone: Story = {
  decorators: [withStyles(styles, 375)],
  render: () => (
    <SectionHarness tab="customers" detail="12" superuser staff={{ customer: detail }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
export const PhoneList: Story = {
  decorators: [withStyles(styles, 375)],
  render: () => (
    <SectionHarness tab="customers" staff={{ customers: async () => pageOf(6) }}>
      <CustomersTab />
    </SectionHarness>
  ),
};
