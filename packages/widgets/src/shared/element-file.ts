/**
 * The element files: each `so-*` element is defined by one file `src/<feature>/<name>.element.ts`,
 * whose name gives the tag: `cart-drawer/cart-drawer.element.ts` defines `<so-cart-drawer>`. The
 * loader finds the elements by that pattern; the manifest is generated from the same files.
 */
const SUFFIX = '.element.ts';

/** The tag an element file defines: `./cart-drawer/cart-drawer.element.ts` → `so-cart-drawer`. */
export function elementTag(file: string): string {
  return `so-${file.slice(file.lastIndexOf('/') + 1, -SUFFIX.length)}`;
}
