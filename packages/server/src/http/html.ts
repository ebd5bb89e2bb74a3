const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe as an element's content or as an attribute value in either kind of quotes, in
 * HTML and in XML alike: & < > " ' become entities, everything else stays as it is.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** What a page the server writes itself says: its title, style and main content (already HTML). */
export interface HtmlPage {
  title: string;
  style: string;
  /** The content of <main>, escaped by the caller. */
  main: string;
  /** The nonce the page's Content-Security-Policy gives its style and script, if it sets one. */
  nonce?: string;
  script?: string;
}

/** A whole HTML document of the server's own (the gateway's payer pages, the demo outbox): in English, not for search engines. */
export function htmlPage({ title, style, main, nonce, script }: HtmlPage): string {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style${nonceAttr}>${style}</style>
</head>
<body>
<main>
${main}
</main>${script ? `\n<script${nonceAttr}>${script}</script>` : ''}
</body>
</html>`;
}
