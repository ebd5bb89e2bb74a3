import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { MSG } from '@so/contract';
import { routes } from '@so/widgets/kit';
import { DASHBOARD_COPY } from '../copy.ts';
import { SectionHarness } from '../testing.tsx';
import { REVIEWS_COPY as C } from './copy.ts';
import { reviewsPage, sampleReviews } from './fixtures.ts';
import { ReviewsTab } from './ReviewsTab.tsx';

function setup(staff: Partial<StaffApi> = {}) {
  const calls = {
    reviews: vi.fn<StaffApi['reviews']>(async (query) => reviewsPage(sampleReviews, query?.page ?? 1, 2, 23)),
    setReviewHidden: vi.fn<StaffApi['setReviewHidden']>(async () => ({ status: true, message: 'Saved' })),
    ...staff,
  };
  render(
    <SectionHarness staff={calls} tab="reviews">
      <ReviewsTab />
    </SectionHarness>,
  );
  return calls;
}

const card = (product: string) => screen.getByRole('article', { name: C.reviewOf(product) });

describe('Reviews section', () => {
  it('shows each review: product, stars with the rating in words, reviewer, text, when, and Hidden as a word', async () => {
    setup();
    const ghee = await screen.findByRole('article', { name: C.reviewOf('A2 Desi Cow Ghee 500 ml') });
    expect(screen.getByText(DASHBOARD_COPY.count(23, C.one, C.many))).toBeTruthy();
    expect(within(ghee).getByRole('heading', { name: 'A2 Desi Cow Ghee 500 ml' })).toBeTruthy();
    expect(within(ghee).getByText('4 out of 5')).toBeTruthy();
    expect(within(ghee).getByText(C.by('Aarti Shah'))).toBeTruthy();
    expect(within(ghee).getByText('Very good product, slightly pricey.')).toBeTruthy();
    expect(within(ghee).getByText('20 Nov 2026, 09:15 am')).toBeTruthy();
    expect(within(ghee).getByText(C.shown)).toBeTruthy();
    expect(within(card('Raw Forest Honey 250 g')).getByText(C.hidden)).toBeTruthy();
    expect(within(card('Ashwagandha Churna 100 g')).getByText(C.noText)).toBeTruthy();
    const link = within(ghee).getByRole('link', { name: `${C.onStore}${C.onStoreOf('A2 Desi Cow Ghee 500 ml')}` });
    expect(link.getAttribute('href')).toBe(routes.reviews(12, 'A2 Desi Cow Ghee 500 ml'));
  });

  it('sends the Hidden / Shown / All filter and the page to the call', async () => {
    const { reviews } = setup();
    await screen.findByRole('article', { name: C.reviewOf('A2 Desi Cow Ghee 500 ml') });
    expect(reviews).toHaveBeenLastCalledWith({ page: 1 });
    fireEvent.change(screen.getByLabelText(C.filter), { target: { value: 'hidden' } });
    await waitFor(() => expect(reviews).toHaveBeenLastCalledWith({ hidden: true, page: 1 }));
    fireEvent.change(screen.getByLabelText(C.filter), { target: { value: 'shown' } });
    await waitFor(() => expect(reviews).toHaveBeenLastCalledWith({ hidden: false, page: 1 }));
    await screen.findByRole('article', { name: C.reviewOf('A2 Desi Cow Ghee 500 ml') });
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(reviews).toHaveBeenLastCalledWith({ hidden: false, page: 2 }));
    fireEvent.change(screen.getByLabelText(C.filter), { target: { value: '' } });
    await waitFor(() => expect(reviews).toHaveBeenLastCalledWith({ page: 1 }));
  });

  it('hides a review: the server is called, the card says Hidden, the button turns to Show, and the result is announced', async () => {
    const { setReviewHidden } = setup();
    await screen.findByRole('article', { name: C.reviewOf('A2 Desi Cow Ghee 500 ml') });
    fireEvent.click(within(card('A2 Desi Cow Ghee 500 ml')).getByRole('button', { name: `${C.hide}${C.whose('Aarti Shah', 'A2 Desi Cow Ghee 500 ml')}` }));
    const status = await screen.findByText(C.hiddenNow('Aarti Shah', 'A2 Desi Cow Ghee 500 ml'));
    expect(status.getAttribute('role')).toBe('status');
    expect(setReviewHidden).toHaveBeenCalledWith(501, true);
    const ghee = card('A2 Desi Cow Ghee 500 ml');
    expect(within(ghee).getByText(C.hidden)).toBeTruthy();
    expect(within(ghee).getByRole('button', { name: `${C.show}${C.whose('Aarti Shah', 'A2 Desi Cow Ghee 500 ml')}` })).toBeTruthy();
  });

  it('shows a hidden review again', async () => {
    const { setReviewHidden } = setup();
    await screen.findByRole('article', { name: C.reviewOf('Raw Forest Honey 250 g') });
    fireEvent.click(within(card('Raw Forest Honey 250 g')).getByRole('button', { name: `${C.show}${C.whose('Rohan Mehta', 'Raw Forest Honey 250 g')}` }));
    await screen.findByText(C.shownNow('Rohan Mehta', 'Raw Forest Honey 250 g'));
    expect(setReviewHidden).toHaveBeenCalledWith(500, false);
    expect(within(card('Raw Forest Honey 250 g')).getByText(C.shown)).toBeTruthy();
  });

  it('announces the server’s refusal and leaves the card as it was', async () => {
    setup({ setReviewHidden: vi.fn(async () => Promise.reject(new ApiError('No such review', 404))) });
    await screen.findByRole('article', { name: C.reviewOf('A2 Desi Cow Ghee 500 ml') });
    fireEvent.click(within(card('A2 Desi Cow Ghee 500 ml')).getByRole('button', { name: `${C.hide}${C.whose('Aarti Shah', 'A2 Desi Cow Ghee 500 ml')}` }));
    expect((await screen.findByText('No such review')).getAttribute('role')).toBe('status');
    expect(within(card('A2 Desi Cow Ghee 500 ml')).getByText(C.shown)).toBeTruthy();
  });

  it('says when there are none, and offers Try again after a failed load', async () => {
    let fail = true;
    setup({
      reviews: vi.fn<StaffApi['reviews']>(async () => {
        if (fail) throw new ApiError('boom', 500);
        return reviewsPage([]);
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(C.loadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText(C.empty)).toBeTruthy();
  });
});
