export { SubscribeAndSave } from './SubscribeAndSave.tsx';
export { SubscribeAndSaveView, type SubscribeAndSaveViewProps } from './SubscribeAndSaveView.tsx';
export { SUBSCRIBE_SAVE_COPY } from './copy.ts';
