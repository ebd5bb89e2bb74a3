import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-celebration>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Celebration' };
export default meta;

export const SoCelebration: StoryObj = { name: 'so-celebration', ...elementStory('so-celebration', { delay: 0 }) };
