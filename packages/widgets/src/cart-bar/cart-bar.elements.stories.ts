import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-cart-bar>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Cart bar' };
export default meta;

export const SoCartBar: StoryObj = { name: 'so-cart-bar', ...elementStory('so-cart-bar') };
