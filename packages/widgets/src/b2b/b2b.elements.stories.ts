import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-b2b-enquiry>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/B2b' };
export default meta;

export const SoB2bEnquiry: StoryObj = { name: 'so-b2b-enquiry', ...elementStory('so-b2b-enquiry') };
