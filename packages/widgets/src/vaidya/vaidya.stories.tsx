import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { Vaidya } from './Vaidya.tsx';
import styles from './vaidya.css?inline';

/** The /consult-our-vaidya landing: static, the same for visitors and logged-in shoppers. */
const meta: Meta<typeof Vaidya> = {
  title: 'Vaidya/Consult our Vaidya',
  component: Vaidya,
  decorators: [withStyles(styles)],
};
export default meta;
type Story = StoryObj<typeof Vaidya>;

export const Landing: Story = {};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
