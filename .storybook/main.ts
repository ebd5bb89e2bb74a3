import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The catalogue: every widget in every state (the views) and every `so-*` element as it ships
 * (Elements/…, attributes as controls from packages/widgets/custom-elements.json). Docs pages
 * for every component (autodocs, props read by react-docgen); the accessibility panel checks
 * each story, and tests/e2e/storybook.spec.ts runs the same axe check on every story in CI.
 * Builds offline; telemetry is off. `npm start` and `npm test` build it (storybook-static),
 * and the store's server serves the build at /storybook/.
 */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (Babel, no type checker) reads each component's props for the docs tables in a
  // fraction of react-docgen-typescript's time.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
