import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-reviews>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Reviews' };
export default meta;

export const SoReviews: StoryObj = { name: 'so-reviews', ...elementStory('so-reviews', { 'product-id': 1001 }) };
