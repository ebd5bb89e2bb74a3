import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-shop>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Shop' };
export default meta;

export const SoShop: StoryObj = { name: 'so-shop', ...elementStory('so-shop') };
