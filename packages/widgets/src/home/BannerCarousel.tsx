import { type Banner, MOBILE_BREAKPOINT_PX } from '@so/contract';
import { BANNER_AUTOPLAY_MS } from '@so/ui';
import { mediaUrl } from '@so/stores';
import { Carousel, Link } from '@so/ui';
import { routes } from '../shared/links.ts';
import { HOME_COPY } from './copy.ts';

/**
 * Banner images are 16:5 (1600×500) from 768 px up; below, `mobile_image` is the phone's own
 * composition, 4:3 (800×600), with text a phone can read, and the phone downloads only that one.
 */
export const BANNER_SIZE = { width: 1600, height: 500 } as const;
export const BANNER_MOBILE_SIZE = { width: 800, height: 600 } as const;

/** Where a banner leads: its product, else its category, else nowhere. */
export function bannerHref(banner: Banner): string | null {
  if (banner.product_id) return routes.product(banner.product_id, banner.products?.name ?? banner.alt_text ?? '');
  if (banner.category_id) return routes.category(banner.category_id, banner.alt_text ?? '');
  return null;
}

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  const alt = banner.alt_text ?? banner.description ?? banner.products?.name ?? HOME_COPY.bannersLabel;
  return (
    <picture>
      {banner.mobile_image && (
        <source
          media={`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`}
          srcSet={mediaUrl(banner.mobile_image)}
          width={BANNER_MOBILE_SIZE.width}
          height={BANNER_MOBILE_SIZE.height}
        />
      )}
      <img
        className="banner__img"
        src={mediaUrl(banner.image)}
        alt={alt}
        width={BANNER_SIZE.width}
        height={BANNER_SIZE.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'low'}
        decoding={eager ? 'sync' : 'async'}
      />
    </picture>
  );
}

/** The banner space reserved while loading (same box as the loaded carousel: no shift). */
export function BannerSkeleton() {
  return (
    <div className="banners banners--loading" aria-hidden="true">
      <div className="banner skeleton" />
    </div>
  );
}

/** The home banner carousel: one slide per view, dots, 10 s autoplay; only the first image is eager. */
export function BannerCarousel({ banners, label = HOME_COPY.bannersLabel }: { banners: readonly Banner[]; label?: string }) {
  if (banners.length === 0) return null;
  return (
    <div className={`banners${banners.length === 1 ? ' banners--single' : ''}`} part="banners">
      <Carousel label={label} perView={1} autoplayMs={BANNER_AUTOPLAY_MS} dots>
        {banners.map((banner, i) => {
          const href = bannerHref(banner);
          const image = <BannerImage banner={banner} eager={i === 0} />;
          return href ? (
            <Link key={banner.id} to={href} className="banner" part="banner">
              {image}
            </Link>
          ) : (
            <div key={banner.id} className="banner" part="banner">
              {image}
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
