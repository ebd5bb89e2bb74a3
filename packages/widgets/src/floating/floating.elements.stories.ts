import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-whatsapp-button>`, `<so-scroll-top>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Floating' };
export default meta;

export const SoWhatsappButton: StoryObj = { name: 'so-whatsapp-button', ...elementStory('so-whatsapp-button') };
export const SoScrollTop: StoryObj = { name: 'so-scroll-top', ...elementStory('so-scroll-top') };
