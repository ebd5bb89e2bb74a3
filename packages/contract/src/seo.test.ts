import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, STORE_CURRENCY } from './constants.ts';
import { MSG, STORE_NAME } from './messages.ts';
import { blogPath, brandPath, categoryPath, plainText, productPageMeta, productPath, reviewsPath, slugify } from './page-meta.ts';
import { absoluteUrl, IN_STOCK, OUT_OF_STOCK, productJsonLd, scriptJson } from './seo.ts';
import type { Product } from './catalogue.answers.ts';

/** A product as the API client holds it (money in paise). */
function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1003,
    name: 'Bilona Desi Cow Ghee 500 ml',
    image1: '/media/products/1003-1-640.webp',
    home_image: null,
    images: ['/media/products/1003-1-640.webp', '/media/products/1003-2-640.webp'],
    image_info: { width: 640, height: 640 },
    brand: 2,
    brand_name: 'Gir Gauveda',
    product_price: 54880,
    base_price: 52267,
    gst_amount: 2613,
    available_stock_quantity: 10,
    product_tag_list: [],
    average_rating: { average_rating: 4.3, star_distribution: {}, review_count: 12 },
    is_wished: false,
    benefits: [],
    section_info: null,
    website_description: { description: '<p>Hand-churned <b>bilona</b> ghee &amp; nothing else.</p>', metatitle: null, metadescription: null, metakeywords: null },
    rating_review_data: [],
    category_id: 10101,
    category_name: 'Ghee',
    ...overrides,
  };
}

const STORE = 'https://store.example';

describe('constants', () => {
  it('states prices in Indian rupees and keeps meta descriptions to what search results show', () => {
    expect(STORE_CURRENCY).toBe('INR');
    expect(META_DESCRIPTION_MAX).toBe(160);
  });
});

describe('store paths', () => {
  it('are the paths the site links (slug of the name, the shop filtered by category or brand)', () => {
    expect(slugify(' A2 Gir Cow Ghee (500 ml) — Pure! ')).toBe('a2-gir-cow-ghee-500-ml-pure');
    expect(productPath(1003, 'Bilona Desi Cow Ghee 500 ml')).toBe('/products/1003/bilona-desi-cow-ghee-500-ml');
    expect(reviewsPath(1003, 'Bilona Ghee')).toBe('/products/1003/reviews/bilona-ghee');
    expect(categoryPath(101, 'Oils & Ghee')).toBe('/shop?page=1&category=101&category_name=Oils%20%26%20Ghee');
    expect(brandPath(2, 'Gir Gauveda')).toBe('/shop?page=1&brand=2&brand_name=Gir%20Gauveda');
    expect(blogPath(7, 'Five Spices Every Kitchen Needs')).toBe('/blogs/7/five-spices-every-kitchen-needs');
  });
});

describe('plainText', () => {
  it('drops tags and scripts, decodes entities and collapses white space', () => {
    expect(plainText('<p>Ghee &amp; honey&nbsp;&#8377;&#x20B9;</p>\n<script>alert(1)</script><ul><li>pure</li></ul>')).toBe('Ghee & honey ₹₹ pure');
    expect(plainText(null)).toBe('');
    expect(plainText('&bogus; stays')).toBe('&bogus; stays');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const long = 'Organic ghee churned by hand from the curd of desi cow milk '.repeat(5);
    const cut = plainText(long, META_DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false);
  });
});

describe('productPageMeta', () => {
  it('titles a product page with its metatitle, else its name; describes it with its meta description, else its description', () => {
    expect(productPageMeta(product())).toEqual({ title: 'Bilona Desi Cow Ghee 500 ml', description: 'Hand-churned bilona ghee & nothing else.', keywords: '' });
    const own = product({ website_description: { description: 'x', metatitle: 'Bilona Ghee | SO', metadescription: 'Best ghee', metakeywords: 'ghee' } });
    expect(productPageMeta(own)).toEqual({ title: 'Bilona Ghee | SO', description: 'Best ghee', keywords: 'ghee' });
  });
});

describe('productJsonLd', () => {
  it('is a schema.org Product with its offer in INR, rating and breadcrumb, all on the store', () => {
    const ld = productJsonLd(product(), { storeUrl: STORE });
    const url = `${STORE}/products/1003/bilona-desi-cow-ghee-500-ml`;
    expect(ld['@context']).toBe('https://schema.org');
    const [item, crumbs] = ld['@graph'];
    expect(item).toEqual({
      '@type': 'Product',
      '@id': `${url}#product`,
      name: 'Bilona Desi Cow Ghee 500 ml',
      url,
      image: [`${STORE}/media/products/1003-1-640.webp`, `${STORE}/media/products/1003-2-640.webp`],
      description: 'Hand-churned bilona ghee & nothing else.',
      sku: '1003',
      brand: { '@type': 'Brand', name: 'Gir Gauveda' },
      category: 'Ghee',
      offers: {
        '@type': 'Offer',
        url,
        price: 548.8,
        priceCurrency: 'INR',
        availability: IN_STOCK,
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: STORE_NAME },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
    expect(crumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: MSG.seoHome, item: `${STORE}/` },
        { '@type': 'ListItem', position: 2, name: 'Ghee', item: `${STORE}/shop?page=1&category=10101&category_name=Ghee` },
        { '@type': 'ListItem', position: 3, name: 'Bilona Desi Cow Ghee 500 ml', item: url },
      ],
    });
  });

  it('is out of stock with no stock or an unknown one, and has no rating without reviews', () => {
    for (const stock of [0, null]) {
      const [item] = productJsonLd(product({ available_stock_quantity: stock, average_rating: null }), { storeUrl: STORE })['@graph'];
      expect(item.offers.availability).toBe(OUT_OF_STOCK);
      expect(item.aggregateRating).toBeUndefined();
    }
    const [unrated] = productJsonLd(product({ average_rating: { average_rating: 0, star_distribution: {}, review_count: 0 } }), { storeUrl: STORE })['@graph'];
    expect(unrated.aggregateRating).toBeUndefined();
  });

  it('resolves images against the API base, leaves out what the product lacks', () => {
    const ld = productJsonLd(product({ brand_name: null, category_id: null, category_name: null, images: [], website_description: null }), {
      storeUrl: STORE,
      mediaBase: 'https://cdn.example/api',
    });
    const [item, crumbs] = ld['@graph'];
    expect(item.image).toEqual(['https://cdn.example/media/products/1003-1-640.webp']);
    expect(item.brand).toBeUndefined();
    expect(item.category).toBeUndefined();
    expect(item.description).toBe('Bilona Desi Cow Ghee 500 ml');
    expect(crumbs.itemListElement.map((crumb) => crumb.position)).toEqual([1, 2]);
  });

  it('keeps a name that would end the script inside the script', () => {
    const name = 'Ghee "A2" </script><script>alert(1)</script> \u2028';
    const json = scriptJson(productJsonLd(product({ name }), { storeUrl: STORE }));
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    const back = JSON.parse(json) as ReturnType<typeof productJsonLd>;
    expect(back['@graph'][0].name).toBe(name);
  });

  it('absoluteUrl keeps absolute URLs and resolves paths', () => {
    expect(absoluteUrl('/media/x.webp', 'https://store.example/api')).toBe('https://store.example/media/x.webp');
    expect(absoluteUrl('https://cdn.example/x.webp', STORE)).toBe('https://cdn.example/x.webp');
  });
});
