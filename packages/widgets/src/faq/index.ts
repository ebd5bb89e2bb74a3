export { Faq } from './Faq.tsx';
export { FaqView, type FaqViewProps } from './FaqView.tsx';
export { FAQ_COPY, type FaqGroup } from './copy.ts';
