import { describe, expect, it } from 'vitest';
import * as T from './tuning.ts';
import { paginationWindow, slidesPerView } from './tuning.ts';

describe('presentation numbers', () => {
  it('keeps the documented numbers', () => {
    expect(T.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(T.BANNER_AUTOPLAY_MS).toBe(10000);
    expect(T.AWARDS_AUTOPLAY_MS).toBe(2500);
    expect(T.LOGIN_IMAGE_AUTOPLAY_MS).toBe(3000);
    expect(T.CONFETTI_DESKTOP).toBe(140);
    expect(T.CONFETTI_MOBILE).toBe(80);
    expect(T.SCROLL_TO_TOP_AFTER_PX).toBe(250);
    expect(T.SHOP_SKELETON_COUNT).toBe(20);
    expect(T.PAGE_MAX_WIDTH_PX).toBe(1920);
    expect(T.THEME_FONT).toBe('Inter');
  });
});

describe('slidesPerView', () => {
  it.each([
    [320, 1],
    [479, 1],
    [480, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 5],
    [1920, 5],
  ])('%ipx → %i slides', (width, slides) => expect(slidesPerView(width)).toBe(slides));
});

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps 3 outer and 3 inner pages with gaps between', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 2, 3, null, 7, 8, 9, 10, 11, 12, 13, null, 18, 19, 20]);
  });
  it('joins the inner window to the edges when adjacent', () => {
    expect(paginationWindow(2, 12)).toEqual([1, 2, 3, 4, 5, null, 10, 11, 12]);
  });
  it('takes a narrower window (wallet: 2 either side)', () => {
    expect(paginationWindow(6, 12, 1, T.WALLET_PAGINATION_SIBLINGS)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });
});
