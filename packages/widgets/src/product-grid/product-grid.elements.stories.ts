import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-product-grid>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Product grid' };
export default meta;

export const SoProductGrid: StoryObj = { name: 'so-product-grid', ...elementStory('so-product-grid', { limit: 4 }) };
