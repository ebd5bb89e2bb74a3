import interVariable from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import tokens from './tokens.css?inline';

/**
 * The theme font, self-hosted by the store (never an external CDN), under a family name of its
 * own: a host page's own 'Inter' (another version, other weights) is never replaced. One variable
 * file holds every weight the widgets use (400 to 800): 47 KB in one request, where the three
 * static weights were 71 KB in three and 800 was faked.
 */
function fontFaces(): string {
  return `@font-face{font-family:'SO Inter';font-style:normal;font-display:swap;font-weight:100 900;src:url(${new URL(interVariable, import.meta.url).href}) format('woff2');}`;
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
