import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { EliteTabView } from './EliteTabView.tsx';
import { sampleEliteRecords } from './fixtures.ts';

/** The tab renders inside the profile; it brings its own stylesheet (useStyles). */
const meta: Meta<typeof EliteTabView> = {
  title: 'SO Elite/Profile Elite tab',
  component: EliteTabView,
  decorators: [withStyles()],
  args: {
    state: { status: 'ready', data: { records: sampleEliteRecords(3, 1), count: 3, totalPages: 1 } },
    page: 1,
    pageSize: 10,
    member: true,
    hrefFor: (page: number) => `/profile?elite_page=${page}#elite`,
    onPage: () => undefined,
    onPageSize: () => undefined,
    onRetry: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof EliteTabView>;

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadError: Story = { args: { state: { status: 'error', error: new globalThis.Error('500') } } };
export const Empty: Story = { args: { member: false, state: { status: 'ready', data: { records: [], count: 0, totalPages: 1 } } } };
/** A renewal not begun yet (Upcoming), the active period, an expired one: Renew Subscription. */
export const Member: Story = {};
/** Only expired periods and the flag 'false': Buy Subscription. */
export const Expired: Story = {
  args: { member: false, state: { status: 'ready', data: { records: sampleEliteRecords(4, 0).slice(1), count: 3, totalPages: 1 } } },
};
export const SecondPage: Story = {
  args: { page: 2, state: { status: 'ready', data: { records: sampleEliteRecords(20).slice(10), count: 23, totalPages: 3 } } },
};
export const TwentyFivePerPage: Story = {
  args: { pageSize: 25, state: { status: 'ready', data: { records: sampleEliteRecords(23), count: 23, totalPages: 1 } } },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
