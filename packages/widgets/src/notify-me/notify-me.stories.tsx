import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { NotifyMeView } from './NotifyMeView.tsx';

/** Notify me under an out-of-stock product's OUT OF STOCK; it brings its own stylesheet. */
const meta: Meta<typeof NotifyMeView> = {
  title: 'Product/Notify me',
  component: NotifyMeView,
  decorators: [withStyles()],
  args: { channels: ['email', 'sms'], busy: false, saved: null, settingsHref: '/profile#details', onNotify: () => undefined },
};
export default meta;
type Story = StoryObj<typeof NotifyMeView>;

/** A visitor (or consent not loaded yet): only the button; pressing it asks to log in. */
export const Visitor: Story = { args: { channels: null } };
export const ByEmailAndSms: Story = {};
export const NoChannelOn: Story = { args: { channels: [] } };
export const Saving: Story = { args: { busy: true } };
export const Saved: Story = { args: { saved: ['email', 'sms'] } };
export const SavedWithoutChannel: Story = { args: { channels: [], saved: [] } };
