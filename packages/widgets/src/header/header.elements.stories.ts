import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-header>`, `<so-header-counters>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Header' };
export default meta;

export const SoHeader: StoryObj = { name: 'so-header', ...elementStory('so-header') };
export const SoHeaderCounters: StoryObj = { name: 'so-header-counters', ...elementStory('so-header-counters') };
