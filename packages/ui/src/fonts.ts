import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import tokens from './tokens.css?inline';

const FONT_FILES: [number, string][] = [
  [400, inter400],
  [600, inter600],
  [700, inter700],
];

/**
 * The theme font, self-hosted by the store (never an external CDN), under a family name of its
 * own: a host page's own 'Inter' (another version, other weights) is never replaced.
 */
function fontFaces(): string {
  return FONT_FILES.map(
    ([weight, url]) =>
      `@font-face{font-family:'SO Inter';font-style:normal;font-display:swap;font-weight:${weight};src:url(${new URL(url, import.meta.url).href}) format('woff2');}`,
  ).join('\n');
}

let installed = false;

/** `<so-store fonts="none">`: the host keeps its own font; the store's is not loaded. */
const NO_FONTS = 'so-store[fonts="none"]';

/**
 * Fonts and design tokens go into the document once (@font-face does not work inside a shadow
 * root; custom properties inherit into every element from there). Nothing in it can clash with
 * the host's own styles: the tokens are `--so-*` properties at zero specificity (a host's own
 * values win), and the font face is 'SO Inter', left out when `<so-store fonts="none">`.
 */
export function installGlobalStyles(doc: Document = document): void {
  if (installed || typeof doc === 'undefined') return;
  installed = true;
  const style = doc.createElement('style');
  style.dataset.so = 'tokens';
  style.textContent = doc.querySelector(NO_FONTS) ? tokens : `${fontFaces()}\n${tokens}`;
  doc.head.prepend(style);
}
