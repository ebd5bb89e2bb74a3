import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-product-detail>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Product detail' };
export default meta;

export const SoProductDetail: StoryObj = { name: 'so-product-detail', ...elementStory('so-product-detail', { 'product-id': 1001 }) };
