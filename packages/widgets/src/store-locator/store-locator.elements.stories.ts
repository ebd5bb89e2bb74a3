import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-store-locator>` element as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Store locator' };
export default meta;

export const SoStoreLocator: StoryObj = { name: 'so-store-locator', ...elementStory('so-store-locator') };
