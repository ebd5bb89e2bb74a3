import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-export-enquiry>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Exports' };
export default meta;

export const SoExportEnquiry: StoryObj = { name: 'so-export-enquiry', ...elementStory('so-export-enquiry') };
