/**
 * The one place the store renders HTML it did not write itself: a blog post's body.
 *
 * The server sanitises every post when staff save it (sanitize-html with an allow-list: no
 * script, no event handler attributes, no `javascript:` URLs), so the HTML arriving in
 * `blogData.content` is already safe to insert. Nothing else may be passed here: every other
 * string on the store is rendered as text by React.
 */
export function BlogContent({ html }: { html: string }) {
  // eslint-disable-next-line react/no-danger -- sanitised by the server when saved (see above)
  return <div className="blog-post__content" part="content" dangerouslySetInnerHTML={{ __html: html }} />;
}
