/**
 * `<so-product-detail seo>`: the product's JSON-LD in the host page's head, the same
 * object the store's server writes into its product pages.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { productJsonLd, productPath, type Product, type ProductPageLd } from '@so/contract';
import { $config } from '@so/stores';
import { sampleProduct } from '../shared/fixtures.ts';
import { routes } from '../shared/links.ts';
import { ProductDetail } from './ProductDetail.tsx';
import { define } from './product-detail.element.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

/** The catalogue the fake API answers from: product 7 in stock, 8 out of stock. */
const products: Record<number, Product> = {
  7: sampleProduct({ id: 7 }),
  8: sampleProduct({ id: 8, name: 'Raw Forest Honey 250 g', available_stock_quantity: 0, average_rating: null }),
};

beforeEach(() => {
  fake.api = {
    product: vi.fn(async (id: number) => ({ status: true, data: products[id] })),
    deliveryOptions: vi.fn(async () => ({ status: true, data: [] })),
    relatedProducts: vi.fn(async () => ({ status: true, RelatedOtherProducts: [] })),
  };
});
afterEach(() => {
  document.body.replaceChildren();
});

/** The JSON-LD scripts of the page's head. */
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"][data-so-seo]'));
const jsonLd = () => {
  const all = scripts();
  expect(all).toHaveLength(1);
  return JSON.parse(all[0].textContent ?? '') as ProductPageLd;
};

function element(attributes: Record<string, string>): HTMLElement {
  define();
  const el = document.createElement('so-product-detail');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const heading = (el: HTMLElement) => el.shadowRoot?.querySelector('h1')?.textContent;

describe('<so-product-detail seo>', () => {
  it("puts the product's JSON-LD into the head: price, availability, rating, on the store's URLs", async () => {
    const el = element({ 'product-id': '7', seo: '' });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const ld = jsonLd();
    const { storeUrl, apiBase } = $config.get();
    // The very object the server writes for this product.
    expect(ld).toEqual(JSON.parse(JSON.stringify(productJsonLd(products[7], { storeUrl, mediaBase: apiBase }))));
    const [item, crumbs] = ld['@graph'];
    expect(item.name).toBe('A2 Desi Cow Ghee 500 ml');
    expect(item.offers).toMatchObject({ price: 787.5, priceCurrency: 'INR', availability: 'https://schema.org/InStock' });
    expect(item.offers.url).toBe(new URL(productPath(7, 'A2 Desi Cow Ghee 500 ml'), storeUrl).href);
    expect(item.aggregateRating).toMatchObject({ ratingValue: 4.4, reviewCount: 16 });
    expect(item.image[0]).toMatch(/^https?:\/\/.+\/media\/products\/1007-1-640\.webp$/);
    expect(crumbs.itemListElement.at(-1)?.name).toBe('A2 Desi Cow Ghee 500 ml');
    expect(scripts()[0].getAttribute('data-so-seo')).toBe('7');
    el.remove();
    expect(scripts()).toEqual([]);
  });

  it('follows the product, and goes when seo is set to "false" or removed; a bare seo brings it back', async () => {
    const el = element({ 'product-id': '7', seo: 'true' });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    el.setAttribute('product-id', '8');
    await waitFor(() => expect(jsonLd()['@graph'][0].name).toBe('Raw Forest Honey 250 g'));
    expect(jsonLd()['@graph'][0].offers.availability).toBe('https://schema.org/OutOfStock');
    expect(jsonLd()['@graph'][0].aggregateRating).toBeUndefined();

    el.setAttribute('seo', 'false');
    await waitFor(() => expect(scripts()).toEqual([]));
    el.setAttribute('seo', '');
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(jsonLd()['@graph'][0].name).toBe('Raw Forest Honey 250 g');
    el.removeAttribute('seo');
    await waitFor(() => expect(scripts()).toEqual([]));
    expect(heading(el)).toBe('Raw Forest Honey 250 g');
  });

  it('adds nothing to the head without seo', async () => {
    const plain = element({ 'product-id': '7' });
    await waitFor(() => expect(heading(plain)).toBe('A2 Desi Cow Ghee 500 ml'));
    // A second element, asked later, writes its script: the first, had it asked, would have by then.
    element({ 'product-id': '8', seo: '' });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts().map((script) => script.getAttribute('data-so-seo'))).toEqual(['8']);
  });

  it('the React component takes seo as a prop', async () => {
    const { unmount } = render(<ProductDetail productId={8} seo />);
    await screen.findByRole('heading', { level: 1, name: 'Raw Forest Honey 250 g' });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    unmount();
    expect(scripts()).toEqual([]);
  });

  it("uses the site's own product URLs (the widgets' links and the contract's agree)", () => {
    for (const name of ['A2 Desi Cow Ghee 500 ml', 'Crème & Honey — 1 kg', '  Tulsi  ']) expect(routes.product(3, name)).toBe(productPath(3, name));
  });
});
