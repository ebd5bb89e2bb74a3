import { Img } from '@so/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { PRODUCT_COPY } from './copy.ts';

/** The product's images without gaps or repeats, the main image first. */
export function galleryImages(image1: string | null, images: readonly string[]): string[] {
  return [...new Set([image1, ...images].filter((src): src is string => Boolean(src)))];
}

/**
 * Main image (eager, high fetch priority, 640×640) and thumbnails as buttons that switch it.
 * Arrow keys, Home and End move between thumbnails.
 */
export function Gallery({ name, images }: { name: string; images: readonly string[] }) {
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const n = images.length;
  const index = Math.min(current, Math.max(0, n - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: n - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + n) % n;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="pd__gallery" part="gallery">
      <div className="pd__main">
        <Img
          key={images[index] ?? 'none'}
          src={images[index]}
          alt={PRODUCT_COPY.imageAlt(name, index + 1, n)}
          width={640}
          height={640}
          sizes="(max-width: 767px) 100vw, 640px"
          eager
        />
      </div>
      {n > 1 && (
        <ul className="pd__thumbs" aria-label={PRODUCT_COPY.gallery} onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                aria-label={PRODUCT_COPY.showImage(i + 1, n)}
                aria-pressed={i === index}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setCurrent(i)}
              >
                <Img src={src} alt="" width={72} height={72} sizes="72px" widths={[320]} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
