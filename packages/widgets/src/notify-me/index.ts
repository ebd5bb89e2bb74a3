/** Notify me on an out-of-stock product's page: the shopper is told once it is back in stock, by the channels they consented to. */
export { NotifyMe } from './NotifyMe.tsx';
export { NotifyMeView, type NotifyMeViewProps } from './NotifyMeView.tsx';
export { NOTIFY_ME_COPY } from './copy.ts';
