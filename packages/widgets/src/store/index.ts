export { Store, type StoreProps } from './Store.tsx';
