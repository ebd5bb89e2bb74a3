export { ContentPage } from './ContentPage.tsx';
export { ContentPageNotFound, ContentPageView, type ContentPageViewProps } from './ContentPageView.tsx';
export { CONTENT_PAGE_COPY, POLICIES_LAST_UPDATED, REFUND_START_WORKING_DAYS } from './copy.ts';
export { CONTENT_PAGE_DOCUMENTS, CONTENT_PAGE_NAMES, contentPageName, type ContentPageName } from './documents.ts';
export type { Block, ContentDocument, DocumentSection, Inline, Rich } from './content-document.ts';
