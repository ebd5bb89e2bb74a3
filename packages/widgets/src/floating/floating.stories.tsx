import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { ScrollTopView } from './ScrollTop.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';
import styles from './floating.css?inline';

const meta: Meta<typeof WhatsAppButton> = {
  title: 'Shared/Floating buttons',
  component: WhatsAppButton,
  decorators: [withStyles(styles)],
  parameters: { layout: 'fullscreen' },
};
export default meta;

/** Both buttons as a scrolled page shows them, bottom right. */
export const Both: StoryObj<typeof WhatsAppButton> = {
  render: () => (
    <>
      <ScrollTopView visible onClick={() => undefined} />
      <WhatsAppButton />
    </>
  ),
};
export const WhatsApp: StoryObj<typeof WhatsAppButton> = { args: { number: '919825012345' } };
/** Before 250 px of scroll only the WhatsApp button shows. */
export const AtTopOfPage: StoryObj<typeof WhatsAppButton> = {
  render: () => (
    <>
      <ScrollTopView visible={false} onClick={() => undefined} />
      <WhatsAppButton />
    </>
  ),
};
