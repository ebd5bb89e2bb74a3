import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { EventsError, EventsSkeleton, EventsView } from './EventsView.tsx';
import { sampleEvents } from './fixtures.ts';
import styles from './events.css?inline';

const noop = () => undefined;

const meta: Meta<typeof EventsView> = {
  title: 'Content/Events',
  component: EventsView,
  decorators: [withStyles(styles)],
  args: { events: sampleEvents, filters: { status: 'all_events', category: null }, onFilters: noop },
};
export default meta;
type Story = StoryObj<typeof EventsView>;

export const Loading: Story = { render: () => <EventsSkeleton filters={{ status: 'all_events', category: null }} onFilters={noop} /> };
export const LoadError: Story = { render: () => <EventsError filters={{ status: 'all_events', category: null }} onFilters={noop} onRetry={noop} /> };
export const AllEvents: Story = {};
/** Upcoming online events only. */
export const UpcomingOnline: Story = { args: { events: sampleEvents.filter((e) => e.category === 'Online'), filters: { status: 'upcoming_events', category: 'Online' } } };
export const Empty: Story = { args: { events: [], filters: { status: 'past_events', category: 'Online' } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
