export { WhatsAppButton, whatsappHref } from './WhatsAppButton.tsx';
export { ScrollTop, ScrollTopView } from './ScrollTop.tsx';
export { FLOATING_COPY } from './copy.ts';
export { default as floatingStyles } from './floating.css?inline';
