import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-subscription-plans>`, `<so-subscription-payment>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Elite' };
export default meta;

export const SoSubscriptionPlans: StoryObj = { name: 'so-subscription-plans', ...elementStory('so-subscription-plans') };
export const SoSubscriptionPayment: StoryObj = { name: 'so-subscription-payment', ...elementStory('so-subscription-payment') };
