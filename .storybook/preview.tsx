import type { Preview } from '@storybook/react-vite';
import { installGlobalStyles } from '@so/ui';

installGlobalStyles();

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
