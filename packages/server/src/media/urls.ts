/**
 * The image URL scheme. URLs are root-relative; clients resolve them against the API origin.
 *
 *   /media/products/{productId}-{n}-{w}.webp      n = 1..image count, w = 320 | 640, square
 *   /media/banners/{bannerId}-{w}.webp            w = 800 | 1600, 16:5
 *   /media/phone-banners/{bannerId}-{w}.webp      w = 800, 4:3: the same home banner composed for a phone
 *   /media/category-banners/{categoryId}-{w}.webp w = 800 | 1600, 16:5
 *   /media/categories/{categoryId}-{w}.webp       w = 320 | 640, square
 *   /media/sections/{sectionId}-{n}-{w}.webp      n = 0 (main image) or 1..images, w = 320 | 640, square
 *   /media/blogs/{blogId}-{w}.webp                w = 800 | 1600, 16:9
 *   /media/events/{eventId}-{w}.webp              w = 800 | 1600, 16:9 (an event without an image of its own)
 *   /media/pages/{page}-{n}-{w}.webp              the content pages' own banners: page = organic-living,
 *                                                 n = 1..5, w = 800 | 1600, 16:5 (a landscape, no database row)
 */

export const SQUARE_WIDTHS = [320, 640] as const;
export const WIDE_WIDTHS = [800, 1600] as const;
export const SQUARE_LARGE = 640;
export const WIDE_LARGE = 1600;
/** The phone banner's one width: a phone up to 767 px wide at 2x, or 400 px at 2x, fills it. */
export const PHONE_BANNER_WIDTHS = [800] as const;

export const productImageUrl = (id: number, n: number, w: number = SQUARE_LARGE) => `/media/products/${id}-${n}-${w}.webp`;
export const bannerImageUrl = (id: number, w: number = WIDE_LARGE) => `/media/banners/${id}-${w}.webp`;
export const phoneBannerUrl = (id: number, w: number = PHONE_BANNER_WIDTHS[0]) => `/media/phone-banners/${id}-${w}.webp`;
export const categoryBannerUrl = (id: number, w: number = WIDE_LARGE) => `/media/category-banners/${id}-${w}.webp`;
export const categoryImageUrl = (id: number, w: number = SQUARE_LARGE) => `/media/categories/${id}-${w}.webp`;
export const sectionImageUrl = (id: number, n: number, w: number = SQUARE_LARGE) => `/media/sections/${id}-${n}-${w}.webp`;
export const blogImageUrl = (id: number, w: number = WIDE_LARGE) => `/media/blogs/${id}-${w}.webp`;
export const eventImageUrl = (id: number, w: number = WIDE_LARGE) => `/media/events/${id}-${w}.webp`;

/** The content pages with banner images of their own, and how many each has (n = 1..count). */
export const PAGE_IMAGE_COUNTS: ReadonlyMap<string, number> = new Map([['organic-living', 5]]);
export const pageImageUrl = (page: string, n: number, w: number = WIDE_LARGE) => `/media/pages/${page}-${n}-${w}.webp`;

/** `image_info` of a product: the large square size and a srcset of both widths. */
export function productImageInfo(id: number): { width: number; height: number; srcset: string } {
  return {
    width: SQUARE_LARGE,
    height: SQUARE_LARGE,
    srcset: SQUARE_WIDTHS.map((w) => `${productImageUrl(id, 1, w)} ${w}w`).join(', '),
  };
}
