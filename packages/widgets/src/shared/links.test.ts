import { describe, expect, it } from 'vitest';
import { routes, slugify } from './links.ts';

describe('routes', () => {
  it('builds product, brand and search routes as the site names them', () => {
    expect(slugify('A2 Desi Cow Ghee (500 ml)')).toBe('a2-desi-cow-ghee-500-ml');
    expect(routes.product(12, 'Tulsi Green Tea')).toBe('/products/12/tulsi-green-tea');
    expect(routes.reviews(12, 'Tulsi Green Tea')).toBe('/products/12/reviews/tulsi-green-tea');
    expect(routes.brand(3, 'Sattvic Farms')).toBe('/shop?page=1&brand=3&brand_name=Sattvic%20Farms');
    expect(routes.shop({ page: 2, search: 'ghee', brand: undefined })).toBe('/shop?page=2&search=ghee');
  });

  it('builds the subscription routes', () => {
    expect(routes.subscriptions(1003)).toBe('/subscribe/1003');
    expect(routes.subscriptions()).toBe('/subscribe');
    expect(routes.subscribeTab()).toBe('/profile#subscribe');
    expect(routes.eliteplans()).toBe('/subscription-plans');
    expect(routes.eliteTab()).toBe('/profile#elite');
    expect(routes.contactUs()).toBe('/contact-us');
  });
});
