export { WhatsAppButton, whatsappHref } from './WhatsAppButton.tsx';
export { ScrollTop, ScrollTopView } from './ScrollTop.tsx';
export { FLOATING_COPY } from './copy.ts';
export { default as floatingStyles } from './floating.css?inline';
export { isOrderPage, useStepAside } from './step-aside.ts';
export { useTypingOnPhone } from './typing.ts';
