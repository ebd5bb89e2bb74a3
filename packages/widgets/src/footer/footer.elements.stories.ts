import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-footer>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Footer' };
export default meta;

export const SoFooter: StoryObj = { name: 'so-footer', ...elementStory('so-footer') };
