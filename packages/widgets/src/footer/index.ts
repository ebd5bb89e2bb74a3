export { Footer, parsePhones, storeYear } from './Footer.tsx';
export { FooterView, type FooterViewProps } from './FooterView.tsx';
export { FOOTER_COPY, POLICY_LINKS, QUICK_LINKS } from './copy.ts';
export { default as footerStyles } from './footer.css?inline';
