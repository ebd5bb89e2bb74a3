import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-franchise>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Franchise' };
export default meta;

export const SoFranchise: StoryObj = { name: 'so-franchise', ...elementStory('so-franchise') };
