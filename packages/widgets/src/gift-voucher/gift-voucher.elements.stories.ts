import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-gift-voucher>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Gift voucher' };
export default meta;

export const SoGiftVoucher: StoryObj = { name: 'so-gift-voucher', ...elementStory('so-gift-voucher') };
