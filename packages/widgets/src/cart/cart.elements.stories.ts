import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-cart>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Cart' };
export default meta;

export const SoCart: StoryObj = { name: 'so-cart', ...elementStory('so-cart') };
