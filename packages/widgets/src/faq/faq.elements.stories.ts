import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-faq>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Faq' };
export default meta;

export const SoFaq: StoryObj = { name: 'so-faq', ...elementStory('so-faq') };
