import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-order-detail>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Orders' };
export default meta;

export const SoOrderDetail: StoryObj = { name: 'so-order-detail', ...elementStory('so-order-detail') };
