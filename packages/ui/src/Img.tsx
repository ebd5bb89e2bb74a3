import { useUiEnvironment } from './environment.ts';

/** The reference server names square WebP variants "<id>-<n>-<width>.webp". */
const VARIANT = /-(\d+)\.webp$/;

/**
 * A srcset built from the API's image URL (320w and 640w variants), each variant's path resolved
 * by `mediaUrl`, or undefined.
 */
export function srcsetFor(
  path: string | null | undefined,
  widths: readonly number[] = [320, 640],
  mediaUrl: (path: string) => string = (variant) => variant,
): string | undefined {
  if (!path || !VARIANT.test(path)) return undefined;
  return widths.map((w) => `${mediaUrl(path.replace(VARIANT, `-${w}.webp`))} ${w}w`).join(', ');
}

export interface ImgProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
  widths?: readonly number[];
}

/** An image with known width and height (no layout shift), lazy unless eager, with srcset. */
export function Img({ src, alt, width, height, sizes, eager = false, className, widths }: ImgProps) {
  const { mediaUrl } = useUiEnvironment();
  // A missing picture: a named image stand-in, or nothing at all to assistive technology when decorative (alt "").
  if (!src) {
    const style = { aspectRatio: `${width} / ${height}`, background: 'var(--so-color-surface-alt)' };
    return alt ? <div className={className} style={style} role="img" aria-label={alt} /> : <div className={className} style={style} aria-hidden="true" />;
  }
  return (
    <img
      className={className}
      src={mediaUrl(src)}
      srcSet={srcsetFor(src, widths, mediaUrl)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
