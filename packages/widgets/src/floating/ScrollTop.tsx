import { SCROLL_TO_TOP_AFTER_PX } from '@so/ui';
import { Icon } from '@so/ui';
import { useEffect, useState } from 'react';
import { FLOATING_COPY } from './copy.ts';
import { useStepAside } from './step-aside.ts';

/** The button itself: shown only when `visible`. */
export function ScrollTopView({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  if (!visible) return null;
  return (
    <button type="button" className="fab fab--top" aria-label={FLOATING_COPY.scrollTopLabel} onClick={onClick} part="button">
      <Icon name="arrowUp" />
    </button>
  );
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Appears after SCROLL_TO_TOP_AFTER_PX of scroll; scrolls back to the top (smoothly unless
 * reduced motion). It steps aside on the cart and checkout pages, and on a phone while the
 * shopper types into a field.
 */
export function ScrollTop() {
  const [visible, setVisible] = useState(false);
  const aside = useStepAside();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <ScrollTopView
      visible={visible && !aside}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' })}
    />
  );
}
