export { Toaster } from './Toaster.tsx';
export { ToasterView } from './ToasterView.tsx';
