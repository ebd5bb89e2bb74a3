import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-toaster>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Toaster' };
export default meta;

export const SoToaster: StoryObj = { name: 'so-toaster', ...elementStory('so-toaster') };
