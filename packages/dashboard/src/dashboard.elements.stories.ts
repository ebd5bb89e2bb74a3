import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '@so/widgets/storybook';
import { define } from './dashboard.element.ts';

/**
 * The `<so-dashboard>` element as shipped, defined by its own entry (the widget loader does not
 * know it, and the public manifest does not list it). With this store's /api and no staff session
 * it shows the login prompt; log in as staff (the demo users: docs/operations.md#demo-users-and-demo-data) on the same origin to see the
 * sections.
 */
const meta: Meta = { title: 'Elements/Dashboard' };
export default meta;

export const SoDashboard: StoryObj = { name: 'so-dashboard', ...elementStory('so-dashboard', {}, { modules: [] }, define) };
