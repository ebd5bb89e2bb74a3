/** @jsxImportSource preact */
import { render } from 'preact';
import { App } from './App.tsx';
import '../../packages/widgets/src/loader.ts';

render(<App />, document.getElementById('app') as HTMLElement);
