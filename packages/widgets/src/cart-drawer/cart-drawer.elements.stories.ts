import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-cart-drawer>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Cart drawer' };
export default meta;

export const SoCartDrawer: StoryObj = { name: 'so-cart-drawer', ...elementStory('so-cart-drawer') };
