import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORE_CONTACTS } from '../shared/contacts.ts';
import { withStyles } from '../shared/storybook.tsx';
import { FooterView } from './FooterView.tsx';
import styles from './footer.css?inline';

const meta: Meta<typeof FooterView> = {
  title: 'Shared/Footer',
  component: FooterView,
  decorators: [withStyles(styles)],
  parameters: { layout: 'fullscreen' },
  args: { phones: [STORE_CONTACTS.phone], email: STORE_CONTACTS.email, year: '2025' },
};
export default meta;
type Story = StoryObj<typeof FooterView>;

export const Default: Story = {};
export const SeveralNumbers: Story = { args: { phones: ['+91 98250 12345', '+91 79 2656 0000'], email: 'care@example.in' } };
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
