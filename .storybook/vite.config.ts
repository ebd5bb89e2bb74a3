import { defineConfig } from 'vite';

/** Storybook's own Vite settings: the packages resolve through the npm workspaces. */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
});
