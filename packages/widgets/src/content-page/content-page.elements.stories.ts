import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-content-page>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Content page' };
export default meta;

export const SoContentPage: StoryObj = { name: 'so-content-page', ...elementStory('so-content-page', { page: 'about-us' }) };
