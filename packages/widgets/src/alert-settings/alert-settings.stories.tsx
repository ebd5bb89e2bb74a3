import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Preferences } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { PreferencesView } from './PreferencesView.tsx';

const SINCE = '2026-11-20T10:00:00.000Z';
const none: Preferences = {
  consents: [
    { channel: 'email', granted: false, recorded_at: null, source: null },
    { channel: 'sms', granted: false, recorded_at: null, source: null },
    { channel: 'whatsapp', granted: false, recorded_at: null, source: null },
  ],
  history: [],
};
const some: Preferences = {
  consents: [
    { channel: 'email', granted: true, recorded_at: SINCE, source: 'profile' },
    { channel: 'sms', granted: false, recorded_at: '2026-11-24T08:30:00.000Z', source: 'unsubscribe_link' },
    { channel: 'whatsapp', granted: false, recorded_at: null, source: null },
  ],
  history: [
    { channel: 'sms', granted: false, recorded_at: '2026-11-24T08:30:00.000Z', source: 'unsubscribe_link' },
    { channel: 'sms', granted: true, recorded_at: SINCE, source: 'profile' },
    { channel: 'email', granted: true, recorded_at: SINCE, source: 'profile' },
  ],
};

/** The profile's "Offers and back-in-stock alerts" (below the details); it brings its own stylesheet. */
const meta: Meta<typeof PreferencesView> = {
  title: 'Account/Alert preferences',
  component: PreferencesView,
  decorators: [withStyles()],
  args: { state: { status: 'ready', data: some }, saving: null, said: null, onChange: () => undefined, onRetry: () => undefined },
};
export default meta;
type Story = StoryObj<typeof PreferencesView>;

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadError: Story = { args: { state: { status: 'error', error: new globalThis.Error('500') } } };
/** Nothing switched on yet (nobody is until they do it). */
export const NothingOn: Story = { args: { state: { status: 'ready', data: none } } };
/** E-mail on, SMS withdrawn through an e-mail's link, with the history. */
export const SomeOn: Story = {};
export const Saving: Story = { args: { saving: 'sms', said: null } };
export const Saved: Story = { args: { said: 'E-mail alerts are now on.' } };
