import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { never } from '@so/widgets/kit';
import { withStyles } from '@so/widgets/storybook';
import dashboardCss from '../dashboard.css?inline';
import { DashboardView } from '../DashboardView.tsx';
import { SectionHarness } from '../testing.tsx';
import { quietSummary, sampleSummary } from './fixtures.ts';
import { TodayTab } from './TodayTab.tsx';
import { TodayView, type TodayViewProps } from './TodayView.tsx';

/** A 375 px phone (the day table turns into cards; nothing scrolls sideways). */
const phone = {
  viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } },
};
const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };

/** The view in the dashboard's frame (its h1, the tabs and the section's h2), as the shell shows it. */
function Today(props: TodayViewProps) {
  return (
    <DashboardView email="staff@soorganic.test" superuser={false} tab="today" onSelectTab={() => undefined}>
      <TodayView {...props} />
    </DashboardView>
  );
}

const meta: Meta<typeof Today> = {
  title: 'Dashboard/Today',
  component: Today,
  decorators: [withStyles(dashboardCss)],
  args: { summary: sampleSummary(), loading: false, error: null, refreshed: false, onRefresh: () => undefined, onOpen: () => undefined },
};
export default meta;
type Story = StoryObj<typeof Today>;

/** A busy day: three periods, 30 days of revenue, something of most kinds waiting (B2B leads: nothing to do). */
export const Full: Story = {};
/** A new store: no orders yet, an empty chart, nothing to do anywhere. */
export const Quiet: Story = { args: { summary: quietSummary() } };
/** The first summary on its way (the shell had none to give). */
export const Loading: Story = { args: { summary: null, loading: true } };
/** The first summary failed: the server's words (or the generic fallback) with Try again. */
export const LoadError: Story = { args: { summary: null, error: MSG.tryAgainLater } };
/** Refresh pressed: the figures stay while new ones come. */
export const Refreshing: Story = { args: { loading: true } };
/** A refresh arrived (announced). */
export const Refreshed: Story = { args: { refreshed: true } };
/** A refresh failed: the earlier figures stay, the failure above them. */
export const RefreshFailed: Story = { args: { error: MSG.tryAgainLater } };
/** Many waiting of a kind: the first five and "and N more". */
export const ManyWaiting: Story = {
  args: {
    summary: sampleSummary({
      needs_action: {
        ...sampleSummary().needs_action,
        orders_to_confirm: {
          count: 23,
          items: Array.from({ length: 5 }, (_, i) => ({ ref: `SO1000${50 + i}`, label: `Customer ${i + 1}`, at: `2026-11-2${5 + (i % 2)}T0${i}:30:00.000Z`, amount: 50_000 + i * 12_345 })),
        },
      },
    }),
  },
};
/** On a phone: cards stacked, the chart as wide as the screen. */
export const Phone: Story = { parameters: phone, globals: phoneGlobals };
/** On a phone with the day table open (cards). */
export const PhoneQuiet: Story = { args: { summary: quietSummary() }, parameters: phone, globals: phoneGlobals };

// ─── Connected (TodayTab with a fake staff API) ─────────────────────────

function Connected({ staff, firstSummary }: { staff: Parameters<typeof SectionHarness>[0]['staff']; firstSummary: TodayViewProps['summary'] }) {
  return (
    <SectionHarness staff={staff} tab="today" firstSummary={firstSummary}>
      <DashboardView email="staff@soorganic.test" superuser={false} tab="today" onSelectTab={() => undefined}>
        <TodayTab />
      </DashboardView>
    </SectionHarness>
  );
}

/** The shell's first summary shown at once; Refresh asks the server again. */
export const ConnectedFirstSummary: StoryObj<typeof Connected> = {
  render: (args) => <Connected {...args} />,
  args: { firstSummary: sampleSummary(), staff: { summary: async () => ({ status: true, data: quietSummary() }) } },
};
/** No first summary: the tab asks for one (never answering here). */
export const ConnectedLoading: StoryObj<typeof Connected> = {
  render: (args) => <Connected {...args} />,
  args: { firstSummary: null, staff: { summary: never } },
};
/** No first summary and the call refused: the server's message with Try again. */
export const ConnectedRefused: StoryObj<typeof Connected> = {
  render: (args) => <Connected {...args} />,
  args: { firstSummary: null, staff: { summary: () => Promise.reject(new ApiError('You do not have permission to perform this action.', 403)) } },
};
