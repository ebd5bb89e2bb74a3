import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-profile>`, `<so-profile-edit>`, `<so-address-form>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Account' };
export default meta;

export const SoProfile: StoryObj = { name: 'so-profile', ...elementStory('so-profile') };
export const SoProfileEdit: StoryObj = { name: 'so-profile-edit', ...elementStory('so-profile-edit') };
export const SoAddressForm: StoryObj = { name: 'so-address-form', ...elementStory('so-address-form') };
