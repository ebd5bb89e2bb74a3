/**
 * The one place the store renders HTML it did not write itself: a blog post's body
 * (`blogData.content`) and an event's description (`description`).
 *
 * The server sanitises that HTML when staff save it (sanitize-html with an allow-list: no script,
 * no event handler attributes, no `javascript:` URLs), so what arrives in those two fields is
 * already safe to insert. Nothing else may be passed here: every other string on the store is
 * rendered as text by React.
 */
export function ServerHtml({ html, className, part }: { html: string; className: string; part: string }) {
  // eslint-disable-next-line no-restricted-syntax -- sanitised by the server when saved (see above)
  return <div className={className} part={part} dangerouslySetInnerHTML={{ __html: html }} />;
}
