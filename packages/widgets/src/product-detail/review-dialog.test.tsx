import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { type RatingListResponse, MSG } from '@so/contract';
import { $loginDialog, $session, $toasts } from '@so/stores';
import { sampleProduct, sampleUser } from '../shared/fixtures.ts';
import { PRODUCT_COPY } from './copy.ts';
import { ProductDetail } from './ProductDetail.tsx';
import { ReviewDialog } from '../shared/ReviewDialog.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const user = sampleUser();

beforeEach(() => {
  $toasts.set([]);
  $loginDialog.set({ open: false });
  $session.set(null);
  fake.api = {
    product: vi.fn(async () => ({ status: true, data: sampleProduct({ id: 7, rating_review_data: [] }) })),
    deliveryOptions: vi.fn(async () => ({ status: true, data: [] })),
    relatedProducts: vi.fn(async () => ({ status: true, RelatedOtherProducts: [] })),
  };
});

const writeButton = () => screen.findByRole('button', { name: PRODUCT_COPY.writeReview });
const star = (n: number) => screen.getByRole('radio', { name: PRODUCT_COPY.stars(n) }) as HTMLInputElement;

describe('Write review', () => {
  it('asks visitors to log in instead of opening the dialog', async () => {
    render(<ProductDetail productId={7} />);
    fireEvent.click(await writeButton());
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.loginToReview]);
    expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToReview });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('starts at 4 stars, sends the rating, text and name, toasts, closes and reloads the reviews', async () => {
    $session.set(user);
    const writeReview = vi.fn(async () => ({ status: true, message: 'Review submitted' }));
    const reviews: RatingListResponse = {
      status: true,
      product_name: 'A2 Desi Cow Ghee 500 ml',
      product_image: null,
      average_rating: 5,
      review_count: 1,
      star_distribution: { '5': 1 },
      total_pages: 1,
      reviews: [{ name: 'Asha Patel', rating: 5, review: 'Lovely aroma', verified_purchase: false }],
    };
    fake.api.writeReview = writeReview;
    fake.api.reviews = vi.fn(async () => reviews);
    render(<ProductDetail productId={7} />);
    fireEvent.click(await writeButton());

    // The dialog's code loads on the first ask.
    expect((await screen.findByRole('radio', { name: PRODUCT_COPY.stars(4) }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('4 out of 5')).toBeTruthy();
    fireEvent.click(star(5));
    expect(screen.getByText('5 out of 5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(PRODUCT_COPY.reviewText), { target: { value: ' Lovely aroma ' } });
    fireEvent.click(screen.getByRole('button', { name: PRODUCT_COPY.submit }));

    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    expect(writeReview).toHaveBeenCalledWith(7, { rating: 5, review: 'Lovely aroma', name: 'Asha Patel' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Review submitted']);
    expect(await screen.findByText('Lovely aroma')).toBeTruthy();
    expect(fake.api.reviews).toHaveBeenCalledWith(7);
  });

  it('shows the server message and stays open when the review is refused', async () => {
    $session.set(user);
    fake.api.writeReview = vi.fn(async () => {
      throw new ApiError('You have already reviewed this product', 400);
    });
    render(<ProductDetail productId={7} />);
    fireEvent.click(await writeButton());
    fireEvent.click(await screen.findByRole('button', { name: PRODUCT_COPY.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already reviewed this product');
    expect(star(4)).toBeTruthy();
  });
});

describe('ReviewDialog', () => {
  it('groups the five stars as radio buttons under a labelled group, text optional', () => {
    const onRating = vi.fn();
    render(
      <ReviewDialog
        open
        productName="Tulsi Green Tea"
        rating={2}
        review=""
        status="submitting"
        onRating={onRating}
        onReview={vi.fn()}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: PRODUCT_COPY.yourRating });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(star(2).checked).toBe(true);
    fireEvent.click(star(3));
    expect(onRating).toHaveBeenCalledWith(3);
    expect((screen.getByLabelText(PRODUCT_COPY.reviewText) as HTMLTextAreaElement).required).toBe(false);
    expect((screen.getByRole('button', { name: PRODUCT_COPY.submitting }) as HTMLButtonElement).disabled).toBe(true);
  });
});
