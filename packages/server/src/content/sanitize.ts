/**
 * The one way HTML enters the store's content: blog posts and event descriptions are sanitised
 * with sanitize-html (an HTML parser and an allow-list, not a regular expression) when they are
 * saved, by staff or by the demo seed, so what the widgets render is already safe.
 *
 * Kept: headings, paragraphs, lists, quotes, emphasis, tables, figures, links, images and
 * details/summary (a staff FAQ stays a keyboard-operable accordion).
 * Removed: every other tag (script, style, iframe, object, form, svg …, with the text of script,
 * style and textarea), every attribute not listed (so every on* handler and style), links whose
 * address is not http, https, mailto, tel or relative, images whose address is not http, https or
 * relative (`javascript:`, `data:`, `vbscript:` … however written: entities, mixed case, spaces
 * and control characters are decoded first). Links get rel="noopener noreferrer"; a link may
 * open a new tab (target="_blank"), nothing else.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'span',
    'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'details', 'summary',
  ],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      const attributes: Record<string, string> = { ...rest, rel: 'noopener noreferrer' };
      if (target === '_blank') attributes.target = '_blank';
      return { tagName, attribs: attributes };
    },
    // Headings start at h2: the page's title is the h1.
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Safe HTML from what a staff member (or the seed) wrote. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still shows anything (text or an image). */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}
