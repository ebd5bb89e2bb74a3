import { slidesPerView } from './tuning.ts';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useViewportWidth } from './hooks.ts';
import { Icon } from './Icon.tsx';

export interface CarouselProps {
  label: string;
  children: ReactNode;
  /** Slides per view; by default 5 / 3 / 2 / 1 by viewport width. */
  perView?: number;
  /** Autoplay interval in ms; 0 turns it off. Pauses on hover, focus and reduced motion. */
  autoplayMs?: number;
  dots?: boolean;
}

/** A scroll-snap carousel: swipeable, keyboard reachable, with previous/next buttons. */
export function Carousel({ label, children, perView, autoplayMs = 0, dots = false }: CarouselProps) {
  const width = useViewportWidth();
  const slides = Children.toArray(children);
  const view = Math.max(1, Math.min(perView ?? slidesPerView(width), slides.length || 1));
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const pages = Math.max(1, slides.length - view + 1);

  const goTo = useCallback(
    (target: number) => {
      const el = track.current;
      if (!el) return;
      const next = ((target % pages) + pages) % pages;
      const slide = el.children[next] as HTMLElement | undefined;
      if (slide && typeof el.scrollTo === 'function') el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
      setIndex(next);
    },
    [pages],
  );

  useEffect(() => {
    if (!autoplayMs || paused || pages <= 1) return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => goTo(index + 1), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, paused, pages, index, goTo]);

  const onScroll = () => {
    const el = track.current;
    const first = el?.children[0] as HTMLElement | undefined;
    if (!el || !first) return;
    const step = first.offsetWidth + 16;
    if (step > 0) setIndex(Math.min(pages - 1, Math.round(el.scrollLeft / step)));
  };

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      part="carousel"
    >
      {pages > 1 && (
        <button type="button" className="icon-btn carousel__nav carousel__nav--prev" aria-label="Previous slide" onClick={() => goTo(index - 1)}>
          <Icon name="chevronLeft" />
        </button>
      )}
      {/* Focusable, so the arrow keys scroll it even when its slides hold nothing focusable. */}
      <div className="carousel__track" ref={track} onScroll={onScroll} tabIndex={0} style={{ ['--per-view' as string]: view }}>
        {slides.map((slide, i) => (
          <div className="carousel__slide" key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      {pages > 1 && (
        <button type="button" className="icon-btn carousel__nav carousel__nav--next" aria-label="Next slide" onClick={() => goTo(index + 1)}>
          <Icon name="chevronRight" />
        </button>
      )}
      {dots && pages > 1 && (
        <div className="carousel__dots">
          {Array.from({ length: pages }, (_, i) => (
            <button type="button" key={i} aria-label={`Go to slide ${i + 1}`} aria-current={i === index ? 'true' : undefined} onClick={() => goTo(i)} />
          ))}
        </div>
      )}
    </div>
  );
}
