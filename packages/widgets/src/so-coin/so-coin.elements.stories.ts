import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-coin-page>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/So coin' };
export default meta;

export const SoCoinPage: StoryObj = { name: 'so-coin-page', ...elementStory('so-coin-page') };
