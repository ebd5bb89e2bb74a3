import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-wishlist>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Wishlist' };
export default meta;

export const SoWishlist: StoryObj = { name: 'so-wishlist', ...elementStory('so-wishlist') };
