import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-login>`, `<so-signup>`, `<so-login-dialog>`, `<so-reset-password>`, `<so-update-password>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Auth' };
export default meta;

export const SoLogin: StoryObj = { name: 'so-login', ...elementStory('so-login') };
export const SoSignup: StoryObj = { name: 'so-signup', ...elementStory('so-signup') };
export const SoLoginDialog: StoryObj = { name: 'so-login-dialog', ...elementStory('so-login-dialog', { delay: 0 }) };
export const SoResetPassword: StoryObj = { name: 'so-reset-password', ...elementStory('so-reset-password') };
export const SoUpdatePassword: StoryObj = { name: 'so-update-password', ...elementStory('so-update-password') };
