import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONFETTI_DESKTOP, CONFETTI_MOBILE } from '@so/ui';
import { withStyles } from '../shared/storybook.tsx';
import styles from './celebration.css?inline';
import { Celebration } from './Celebration.tsx';
import { CelebrationView } from './CelebrationView.tsx';

const meta: Meta<typeof CelebrationView> = {
  title: 'Home/Celebration overlay',
  component: CelebrationView,
  decorators: [withStyles(styles)],
  args: { open: true, textShown: true, confetti: CONFETTI_DESKTOP, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof CelebrationView>;

/** Open, message shown, desktop confetti. */
export const Open: Story = {};
/** The first half second: heading and buttons, message not yet shown. */
export const Opening: Story = { args: { textShown: false } };
export const OpenMobileConfetti: Story = { args: { confetti: CONFETTI_MOBILE } };
/** Under prefers-reduced-motion: no confetti. */
export const OpenWithoutConfetti: Story = { args: { confetti: 0 } };
/** Closed: renders nothing and takes no space. */
export const Closed: Story = { args: { open: false } };
/** The connected overlay with its real timings (opens after 2 s unless dismissed this session). */
export const Live: Story = { render: () => <Celebration delay={500} /> };
