import { formatDate } from '@so/contract';
import { Link } from '@so/ui';
import { useId } from 'react';
import { STORE_CONTACTS, telHref } from '../shared/contacts.ts';
import { routes } from '../shared/links.ts';
import { PageTextSkeleton, StaffText, type PageText } from '../shared/StaffText.tsx';
import { CONTENT_PAGE_COPY as COPY } from './copy.ts';
import type { Block, ContentDocument, DocumentSection, Inline, Rich } from './content-document.ts';

export interface ContentPageViewProps {
  /** The page's shipped text. */
  document: ContentDocument;
  /**
   * Which text shows (usePageText): the skeleton while the content page loads, the staff's text
   * (with its title as the h1) when they wrote one, else the shipped document.
   */
  text: PageText;
}

function Piece({ piece }: { piece: Inline }) {
  if (typeof piece === 'string') return <>{piece}</>;
  if ('to' in piece) return <Link to={piece.to}>{piece.text}</Link>;
  return <a href={piece.href}>{piece.text}</a>;
}

/** Text with its links: store routes through `Link` (so:navigate), tel: and mailto: as plain links. */
function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((piece, i) => (
        // The pieces of a shipped text never move: their place is their key.
        <Piece key={i} piece={piece} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <RichText text={block.text} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item, i) => (
        <li key={i}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

function SectionView({ section }: { section: DocumentSection }) {
  const id = useId();
  return (
    <section className="content-page__section" aria-labelledby={id} part="section">
      <h2 id={id}>{section.heading}</h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </section>
  );
}

/** The shipped text of a page: its intro and sections. */
function ShippedText({ document }: { document: ContentDocument }) {
  return (
    <div className="content-page__text" part="content">
      <p className="content-page__intro">
        <RichText text={document.intro} />
      </p>
      {document.sections.map((section) => (
        <SectionView key={section.heading} section={section} />
      ))}
    </div>
  );
}

/** The customer-care contacts every page keeps, whichever text it shows. */
function Help() {
  const id = useId();
  const tel = telHref(STORE_CONTACTS.phone);
  return (
    <section className="content-page__help" aria-labelledby={id} part="help">
      <h2 id={id}>{COPY.help.title}</h2>
      <p>{COPY.help.text}</p>
      <ul className="content-page__help-links" aria-label={COPY.help.label}>
        {tel && (
          <li>
            <a className="btn btn--ghost" href={tel}>
              {COPY.help.call(STORE_CONTACTS.phone)}
            </a>
          </li>
        )}
        <li>
          <a className="btn btn--ghost" href={`mailto:${STORE_CONTACTS.email}`}>
            {COPY.help.email(STORE_CONTACTS.email)}
          </a>
        </li>
        <li>
          <Link className="btn btn--ghost" to={routes.contactUs()}>
            {COPY.help.contactUs}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** When the text shown last changed: the document's date, or the staff's save for a page they wrote. */
function lastUpdated(document: ContentDocument, text: PageText): string | null {
  if (document.lastUpdated === undefined) return null;
  if (text.status === 'loading') return null;
  if (text.status === 'staff') return text.page.updated_at?.trim() || null;
  return document.lastUpdated;
}

/**
 * A content page (about-us, inspire-and-support, the terms and the policies): its h1, the date a
 * policy last changed, its text (shipped, the staff's, or a skeleton while it loads) and the
 * customer-care contacts, which stay whatever the text.
 */
export function ContentPageView({ document, text }: ContentPageViewProps) {
  const updated = lastUpdated(document, text);
  const updatedText = updated === null ? '' : formatDate(updated);
  return (
    <div className="content-page container" part="content-page">
      <div className="content-page__head">
        <h1>{text.status === 'staff' ? text.page.title : document.title}</h1>
        {updatedText && (
          <p className="content-page__updated" part="updated">
            {COPY.lastUpdated}: <time dateTime={updated ?? undefined}>{updatedText}</time>
          </p>
        )}
      </div>
      {text.status === 'loading' ? (
        <PageTextSkeleton label={COPY.loading(document.title)} />
      ) : text.status === 'staff' ? (
        <StaffText page={text.page} />
      ) : (
        <ShippedText document={document} />
      )}
      <Help />
    </div>
  );
}

/** A missing or unknown `page`: a heading and the way back to the store's home. */
export function ContentPageNotFound() {
  return (
    <div className="content-page container" part="content-page">
      <div className="content-page__not-found" part="not-found">
        <h1>{COPY.notFound.title}</h1>
        <p>{COPY.notFound.text}</p>
        <Link to={routes.home()} className="btn">
          {COPY.notFound.home}
        </Link>
      </div>
    </div>
  );
}
