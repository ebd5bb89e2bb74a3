import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { type RatingListResponse, type Review, REVIEW_PAGE_SIZE, MSG } from '@so/contract';
import { $location, syncLocation } from '@so/stores';
import { REVIEWS_COPY } from './copy.ts';
import { Reviews, pageFrom } from './Reviews.tsx';
import { ReviewsView } from './ReviewsView.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

function reviews(count: number, from = 1): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Shopper ${from + i}`,
    rating: ((from + i) % 5) + 1,
    review: `Review number ${from + i}`,
    verified_purchase: false,
  }));
}

function listing(page: number, overrides: Partial<RatingListResponse> = {}): RatingListResponse {
  const total = 45;
  const first = (page - 1) * REVIEW_PAGE_SIZE + 1;
  return {
    status: true,
    product_name: 'A2 Desi Cow Ghee 500 ml',
    product_image: '/media/products/7-1-640.webp',
    average_rating: 4.2,
    review_count: total,
    star_distribution: { '5': 20, '4': 15, '3': 5, '2': 3, '1': 2 },
    total_pages: Math.ceil(total / REVIEW_PAGE_SIZE),
    reviews: reviews(Math.min(REVIEW_PAGE_SIZE, total - first + 1), first),
    ...overrides,
  };
}

const reviewItems = () => within(screen.getByRole('region', { name: 'Customer reviews' })).queryAllByRole('listitem');

beforeEach(() => {
  history.replaceState(null, '', '/products/7/reviews/a2-desi-cow-ghee-500-ml');
  syncLocation();
  fake.api = { reviews: vi.fn(async (_id: number, page: number) => listing(page)) };
});

describe('pageFrom', () => {
  it('reads a positive whole page number, else 1', () => {
    expect(pageFrom(new URL('http://x/r?page=3'))).toBe(3);
    expect(pageFrom(new URL('http://x/r'))).toBe(1);
    expect(pageFrom(new URL('http://x/r?page=-2'))).toBe(1);
    expect(pageFrom(new URL('http://x/r?page=abc'))).toBe(1);
  });
});

describe('ReviewsView', () => {
  it('shows the product name linking back, the average, the distribution and the reviews', () => {
    render(<ReviewsView productId={7} data={listing(1, { average_rating: 4.5 })} page={1} hrefFor={(p) => `/r?page=${p}`} onPage={vi.fn()} />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(within(title).getByRole('link', { name: 'A2 Desi Cow Ghee 500 ml' }).getAttribute('href')).toMatch(/\/products\/7\/a2-desi-cow-ghee-500-ml$/);
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(screen.getByText('45 reviews')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    const dist = screen.getByRole('list', { name: 'Ratings by star' });
    expect(within(dist).getAllByRole('listitem')[0].textContent).toBe('5 stars: 520');
    expect(reviewItems()).toHaveLength(REVIEW_PAGE_SIZE);
  });

  it('marks a review by a customer who bought the product "Verified purchase" in words, and only that one', () => {
    const [bought, other] = reviews(2);
    render(
      <ReviewsView
        productId={7}
        data={listing(1, { reviews: [{ ...bought, verified_purchase: true }, other], review_count: 2, total_pages: 1 })}
        page={1}
        hrefFor={(p) => `/r?page=${p}`}
        onPage={vi.fn()}
      />,
    );
    const [first, second] = reviewItems();
    expect(within(first).getByText(REVIEWS_COPY.verifiedPurchase)).toBeTruthy();
    expect(first.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(within(second).queryByText(REVIEWS_COPY.verifiedPurchase)).toBeNull();
    expect(screen.getAllByText(REVIEWS_COPY.verifiedPurchase)).toHaveLength(1);
  });

  it('says No reviews yet when there are none', () => {
    render(
      <ReviewsView
        productId={7}
        data={listing(1, { reviews: [], review_count: 0, star_distribution: {}, total_pages: 1, average_rating: 0 })}
        page={1}
        hrefFor={(p) => `/r?page=${p}`}
        onPage={vi.fn()}
      />,
    );
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });
});

describe('Reviews (connected)', () => {
  it('shows 30 reviews per page and keeps the page in the URL query', async () => {
    render(<Reviews productId={7} />);
    expect(screen.getByText('Loading reviews')).toBeTruthy();
    await screen.findByText('Shopper 1');
    expect(fake.api.reviews).toHaveBeenCalledWith(7, 1);
    expect(reviewItems()).toHaveLength(30);
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    const two = within(pages).getByRole('link', { name: 'Page 2' });
    expect(two.getAttribute('href')).toBe('/products/7/reviews/a2-desi-cow-ghee-500-ml?page=2');
    await act(async () => {
      fireEvent.click(two);
    });
    expect($location.get().searchParams.get('page')).toBe('2');
    await screen.findByText('Shopper 31');
    expect(fake.api.reviews).toHaveBeenLastCalledWith(7, 2);
    expect(reviewItems()).toHaveLength(15);
    expect(within(screen.getByRole('navigation', { name: 'Review pages' })).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the page named in the URL', async () => {
    history.replaceState(null, '', '/products/7/reviews/a2-desi-cow-ghee-500-ml?page=2');
    syncLocation();
    render(<Reviews productId={7} />);
    await screen.findByText('Shopper 31');
    expect(fake.api.reviews).toHaveBeenCalledWith(7, 2);
  });

  it('shows an error when the reviews cannot be loaded', async () => {
    fake.api.reviews = vi.fn(async () => {
      throw new Error('500');
    });
    render(<Reviews productId={7} />);
    expect(await screen.findByText(MSG.productDetailFailed)).toBeTruthy();
  });
});
