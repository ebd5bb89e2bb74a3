import { CELEBRATION_AUTO_CLOSE_MS, CELEBRATION_DELAY_MS, CELEBRATION_TEXT_DELAY_MS, useMediaQuery, useViewportWidth } from '@so/ui';
import { useCallback, useEffect, useState } from 'react';
import { delayOr } from '../shared/delay.ts';
import { confettiCount } from './confetti.ts';
import { CelebrationView } from './CelebrationView.tsx';

/** sessionStorage key: set once the overlay was closed in this session. */
export const CELEBRATION_DISMISSED_KEY = 'so:celebration-dismissed';

export function celebrationDismissed(): boolean {
  try {
    return sessionStorage.getItem(CELEBRATION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function markDismissed(): void {
  try {
    sessionStorage.setItem(CELEBRATION_DISMISSED_KEY, '1');
  } catch {
    // storage unavailable (private mode): it will show again next time, nothing breaks
  }
}

/**
 * Opens the overlay `delay` ms (default 2 s) after mount unless dismissed this session; shows
 * its text 0.5 s later; closes itself 5 s after opening. Every close marks it dismissed.
 */
export function Celebration({ delay }: { delay?: number }) {
  const [open, setOpen] = useState(false);
  const [textShown, setTextShown] = useState(false);
  const width = useViewportWidth();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const wait = delayOr(delay, CELEBRATION_DELAY_MS);
  useEffect(() => {
    if (celebrationDismissed()) return;
    const timer = setTimeout(() => setOpen(true), wait);
    return () => clearTimeout(timer);
  }, [wait]);

  const close = useCallback(() => {
    markDismissed();
    setOpen(false);
    setTextShown(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const text = setTimeout(() => setTextShown(true), CELEBRATION_TEXT_DELAY_MS);
    const auto = setTimeout(close, CELEBRATION_AUTO_CLOSE_MS);
    return () => {
      clearTimeout(text);
      clearTimeout(auto);
    };
  }, [open, close]);

  return <CelebrationView open={open} textShown={textShown} confetti={reducedMotion ? 0 : confettiCount(width)} onClose={close} />;
}
