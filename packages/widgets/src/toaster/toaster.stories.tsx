import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToasterView } from './ToasterView.tsx';

const meta: Meta<typeof ToasterView> = { title: 'Shared/Toaster', component: ToasterView, args: { onDismiss: () => undefined } };
export default meta;
type Story = StoryObj<typeof ToasterView>;

export const Empty: Story = { args: { toasts: [] } };
export const Success: Story = { args: { toasts: [{ id: 1, kind: 'success', title: 'Added in wishlist' }] } };
export const Error: Story = {
  args: {
    toasts: [
      { id: 2, kind: 'error', title: 'There was an error adding your product to cart! Please try again!', description: 'Maximum 4 units available' },
    ],
  },
};
