import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-vaidya>`, `<so-book-appointment>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Vaidya' };
export default meta;

export const SoVaidya: StoryObj = { name: 'so-vaidya', ...elementStory('so-vaidya') };
export const SoBookAppointment: StoryObj = { name: 'so-book-appointment', ...elementStory('so-book-appointment') };
