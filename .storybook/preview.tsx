import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { configure, mediaUrl, navigate, storeHref } from '@so/stores';
import { installGlobalStyles, UiContext, type UiEnvironment } from '@so/ui';
import { storyStoreUrl } from './store-url.ts';

installGlobalStyles();
// Stories pass data as props; images in the sample data are the demo store's: the store serving
// this Storybook (/storybook/), else STORYBOOK_STORE_URL or the store of `npm start` beside it.
const store = storyStoreUrl();
configure({ apiBase: `${store}/api`, storeUrl: store });
// The widgets' views show pictures and links as their elements do (their element wrapper gives the same).
const storeUi: UiEnvironment = { mediaUrl, href: storeHref, navigate: (to, options) => navigate(to, options) };

const preview: Preview = {
  // A docs page (props, stories, descriptions) for every component.
  tags: ['autodocs'],
  decorators: [(Story) => createElement(UiContext.Provider, { value: storeUi }, createElement(Story))],
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 800', styles: { width: '800px', height: '1000px' } },
      },
    },
    // Violations fail the story's test (the panel shows them; CI runs tests/e2e/storybook.spec.ts).
    a11y: { test: 'error' },
  },
};

export default preview;
