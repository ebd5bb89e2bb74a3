/** @jsxImportSource preact */
import { render } from 'preact';
import { App } from './App.tsx';
import { prefetchRoute } from './prefetch.ts';
import '@so/widgets/loader';

prefetchRoute(new URL(location.href));

// Let the browser paint the static shell first, then build the page.
await new Promise<void>((resolve) => setTimeout(resolve, 0));
render(<App />, document.getElementById('app') as HTMLElement);

// The static shell in index.html stands in for the header until the real one is defined.
void customElements.whenDefined('so-header').then(() => requestAnimationFrame(() => document.getElementById('so-shell')?.remove()));
// With ?mobile=true there is no header: nothing will replace the shell.
if (!document.querySelector('so-header')) document.getElementById('so-shell')?.remove();
