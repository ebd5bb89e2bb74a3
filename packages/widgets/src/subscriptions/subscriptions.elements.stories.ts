import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-subscriptions>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Subscriptions' };
export default meta;

export const SoSubscriptions: StoryObj = { name: 'so-subscriptions', ...elementStory('so-subscriptions') };
