import { usePageText } from '../shared/StaffText.tsx';
import { ContentPageNotFound, ContentPageView } from './ContentPageView.tsx';
import { CONTENT_PAGE_DOCUMENTS, contentPageName, type ContentPageName } from './documents.ts';

function LoadedContentPage({ name }: { name: ContentPageName }) {
  const text = usePageText(name);
  return <ContentPageView document={CONTENT_PAGE_DOCUMENTS[name]} text={text} />;
}

/**
 * One content page by name (`page`): its shipped text, or the text the store's staff wrote
 * (GET /content-pages/{slug}/, which also publishes the page's meta tags). A missing or unknown
 * name shows the not-found state without a request.
 */
export function ContentPage({ page }: { page?: string | null }) {
  const name = contentPageName(page);
  return name === null ? <ContentPageNotFound /> : <LoadedContentPage key={name} name={name} />;
}
