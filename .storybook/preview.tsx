import type { Preview } from '@storybook/react-vite';
import { configure } from '@so/stores';
import { installGlobalStyles } from '@so/ui';

installGlobalStyles();
// Stories pass data as props; images in the sample data are the demo store's, so they show
// when the store runs beside Storybook (npm start). STORYBOOK_STORE_URL points elsewhere.
const store = (import.meta.env.STORYBOOK_STORE_URL as string | undefined) ?? 'http://localhost:8080';
configure({ apiBase: `${store}/api`, storeUrl: store });

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 800', styles: { width: '800px', height: '1000px' } },
      },
    },
  },
};

export default preview;
