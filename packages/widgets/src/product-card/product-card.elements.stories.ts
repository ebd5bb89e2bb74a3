import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-product-card>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Product card' };
export default meta;

export const SoProductCard: StoryObj = { name: 'so-product-card', ...elementStory('so-product-card', { 'product-id': 1001 }) };
