/**
 * Presentation tuning (docs/rules.md#screens): how widgets look and move, not what the shop charges or
 * allows. Business constants and rules live in `@so/contract`; these numbers live here once.
 */

/** Search suggestions wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Carousels: banners every 10 s, awards and the login image every 2.5–3 s. */
export const BANNER_AUTOPLAY_MS = 10_000;
export const AWARDS_AUTOPLAY_MS = 2_500;
export const LOGIN_IMAGE_AUTOPLAY_MS = 3_000;
/** Slides per view by viewport width: 5 desktop, 3 below 1024, 2 below 768, 1 below 480. */
export const CAROUSEL_SLIDES = [
  { below: 480, slides: 1 },
  { below: 768, slides: 2 },
  { below: 1024, slides: 3 },
] as const;
export const CAROUSEL_SLIDES_DESKTOP = 5;
export const TABLET_BREAKPOINT_PX = 1024;

/** Celebration overlay: shown 2 s after load, text after 0.5 s, closes after 5 s. */
export const CELEBRATION_DELAY_MS = 2_000;
export const CELEBRATION_TEXT_DELAY_MS = 500;
export const CELEBRATION_AUTO_CLOSE_MS = 5_000;
export const CONFETTI_DESKTOP = 140;
export const CONFETTI_MOBILE = 80;

export const SCROLL_TO_TOP_AFTER_PX = 250;

/** The shop shows 20 skeleton placeholders while a page loads. */
export const SHOP_SKELETON_COUNT = 20;
/** Pagination window: 3 outer and 3 inner pages (the wallet: 2 either side). */
export const PAGINATION_OUTER = 3;
export const PAGINATION_INNER = 3;
export const WALLET_PAGINATION_SIBLINGS = 2;

/** Layout. */
export const PAGE_MAX_WIDTH_PX = 1920;
export const THEME_FONT = 'Inter';

/** Slides per view for a viewport width: 5, or 3 below 1024, 2 below 768, 1 below 480. */
export function slidesPerView(width: number): number {
  for (const step of CAROUSEL_SLIDES) if (width < step.below) return step.slides;
  return CAROUSEL_SLIDES_DESKTOP;
}

/**
 * Page numbers to show, with `null` for a gap: the first and last `outer` pages and `inner`
 * pages either side of the current one.
 */
export function paginationWindow(
  current: number,
  total: number,
  outer: number = PAGINATION_OUTER,
  inner: number = PAGINATION_INNER,
): (number | null)[] {
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(outer, total); p++) pages.add(p);
  for (let p = Math.max(1, total - outer + 1); p <= total; p++) pages.add(p);
  for (let p = Math.max(1, current - inner); p <= Math.min(total, current + inner); p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}
