/**
 * `<so-product-detail seo>` on another site: the product's schema.org JSON-LD (@so/contract's
 * productJsonLd, the very object the store's own product page carries) in one
 * `<script type="application/ld+json" data-so-seo>` of the host page's head. ProductDetail loads
 * this module only when its element asks for it (a dynamic import), so pages that do not pay
 * nothing for it.
 */
import { productJsonLd, scriptJson, type Product } from '@so/contract';
import { $config } from '@so/stores';

/** The attribute that marks the script an element owns (its value: the product id). */
export const SEO_SCRIPT_ATTRIBUTE = 'data-so-seo';

/** `url` (maybe relative, as `<so-store api-base="/api">` may give it) as an absolute URL on this page. */
function absolute(url: string): string {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

/**
 * Writes `product`'s JSON-LD into `script`, or into a new script added to document.head when
 * `script` is null or no longer in the document; answers the script written.
 */
export function writeProductJsonLd(script: HTMLScriptElement | null, product: Product): HTMLScriptElement {
  const { storeUrl, apiBase } = $config.get();
  const json = scriptJson(productJsonLd(product, { storeUrl: absolute(storeUrl), mediaBase: absolute(apiBase) }));
  const element = script?.isConnected ? script : document.createElement('script');
  element.type = 'application/ld+json';
  element.setAttribute(SEO_SCRIPT_ATTRIBUTE, String(product.id));
  if (element.textContent !== json) element.textContent = json;
  if (!element.isConnected) document.head.append(element);
  return element;
}
