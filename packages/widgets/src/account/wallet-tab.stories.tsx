import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { sampleWalletEntries } from '../shared/account-fixtures.ts';
import { WalletTabView } from './WalletTabView.tsx';
import styles from './account.css?inline';

const meta: Meta<typeof WalletTabView> = {
  title: 'Account/Wallet tab',
  component: WalletTabView,
  decorators: [withStyles(styles)],
  args: {
    state: { status: 'ready', data: { balance: 80, earned: 120, spent: 40, entries: sampleWalletEntries, totalPages: 1 } },
    page: 1,
    hrefFor: (page: number) => `?wallet_page=${page}#wallet`,
    onPage: () => undefined,
    onRetry: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof WalletTabView>;

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadError: Story = { args: { state: { status: 'error', error: new globalThis.Error('500') } } };
export const Empty: Story = { args: { state: { status: 'ready', data: { balance: 0, earned: 0, spent: 0, entries: [], totalPages: 1 } } } };
export const History: Story = {};
/** Page 5 of 9: the first and last page and 2 either side of the current one. */
export const ManyPages: Story = {
  args: { page: 5, state: { status: 'ready', data: { balance: 80, earned: 1460, spent: 1380, entries: sampleWalletEntries, totalPages: 9 } } },
};
/** A backend that sends only the entries of one page of many: the totals are not known. */
export const TotalsUnknown: Story = {
  args: { page: 2, state: { status: 'ready', data: { balance: 80, earned: null, spent: null, entries: sampleWalletEntries, totalPages: 3 } } },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
