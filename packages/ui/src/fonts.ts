import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import tokens from './tokens.css?inline';

const FONT_FILES: [number, string][] = [
  [400, inter400],
  [600, inter600],
  [700, inter700],
];

/** The theme font, self-hosted by the store (never an external CDN). */
function fontFaces(): string {
  return FONT_FILES.map(
    ([weight, url]) =>
      `@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:${weight};src:url(${new URL(url, import.meta.url).href}) format('woff2');}`,
  ).join('\n');
}

let installed = false;

/**
 * Fonts and design tokens go into the document once (@font-face does not work inside a shadow
 * root; custom properties inherit into every element from there).
 */
export function installGlobalStyles(doc: Document = document): void {
  if (installed || typeof doc === 'undefined') return;
  installed = true;
  const style = doc.createElement('style');
  style.dataset.so = 'tokens';
  style.textContent = `${fontFaces()}\n${tokens}`;
  doc.head.prepend(style);
}
