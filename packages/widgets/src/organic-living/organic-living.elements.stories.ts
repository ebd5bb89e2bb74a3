import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-organic-living>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Organic living' };
export default meta;

export const SoOrganicLiving: StoryObj = { name: 'so-organic-living', ...elementStory('so-organic-living') };
