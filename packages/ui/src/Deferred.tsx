import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once the box comes near the viewport, holding `minHeight` until
 * then: long pages (the home page's product rails) cost nothing on a slow phone until scrolled.
 * Without IntersectionObserver it renders at once.
 */
export function Deferred({
  minHeight,
  className,
  children,
  margin = '400px',
}: {
  /** The height held until rendered (or give `className` a min-height per breakpoint). */
  minHeight?: number;
  className?: string;
  children: ReactNode;
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [shown, margin]);
  return (
    <div ref={box} className={className} style={minHeight ? { minHeight } : undefined}>
      {shown ? children : null}
    </div>
  );
}
