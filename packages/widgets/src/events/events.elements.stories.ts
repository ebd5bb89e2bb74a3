import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-events>`, `<so-event>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Events' };
export default meta;

export const SoEvents: StoryObj = { name: 'so-events', ...elementStory('so-events') };
export const SoEvent: StoryObj = { name: 'so-event', ...elementStory('so-event', { 'event-id': '1' }) };
