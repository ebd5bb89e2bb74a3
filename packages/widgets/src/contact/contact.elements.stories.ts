import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-contact-us>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Contact' };
export default meta;

export const SoContactUs: StoryObj = { name: 'so-contact-us', ...elementStory('so-contact-us') };
