import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { EventDetailError, EventDetailSkeleton, EventDetailView, EventNotFound } from './EventDetailView.tsx';
import { sampleEvent, sampleEvents } from './fixtures.ts';
import styles from './event.css?inline';

const meta: Meta<typeof EventDetailView> = {
  title: 'Content/Event',
  component: EventDetailView,
  decorators: [withStyles(styles)],
  args: { event: sampleEvent() },
};
export default meta;
type Story = StoryObj<typeof EventDetailView>;

export const Loading: Story = { render: () => <EventDetailSkeleton /> };
export const LoadError: Story = { render: () => <EventDetailError onRetry={() => undefined} /> };
export const NotFound: Story = { render: () => <EventNotFound /> };
/** A physical event with its venue and description. */
export const PhysicalEvent: Story = {};
/** An online event with its link and no description. */
export const OnlineEvent: Story = { args: { event: sampleEvents[1] ?? sampleEvent({ category: 'Online' }) } };
/** Only what every event has: title, image, start. */
export const SpecFieldsOnly: Story = { args: { event: { id: 3, title: 'Navratri Organic Mela', event_image: '/media/events/3-800.webp', start_datetime: '2026-10-02T11:30:00.000Z' } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
