import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-checkout>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Checkout' };
export default meta;

export const SoCheckout: StoryObj = { name: 'so-checkout', ...elementStory('so-checkout') };
