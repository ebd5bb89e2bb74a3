import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-subscribe-and-save>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Subscribe and save' };
export default meta;

export const SoSubscribeAndSave: StoryObj = { name: 'so-subscribe-and-save', ...elementStory('so-subscribe-and-save') };
