import { Icon, useModalDialog } from '@so/ui';
import { useEffect, useId, useRef } from 'react';
import { startConfetti } from './confetti.ts';
import { CELEBRATION_COPY } from './copy.ts';

export interface CelebrationViewProps {
  open: boolean;
  /** The message, shown a moment after the overlay opens. */
  textShown: boolean;
  /** Confetti pieces to draw (0: none, e.g. under prefers-reduced-motion). */
  confetti: number;
  onClose: () => void;
}

function Overlay({ textShown, confetti, onClose }: Omit<CelebrationViewProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const proceed = useRef<HTMLButtonElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // A modal while mounted (top layer, page inert), starting on Continue; on close focus goes
  // back to what had it before, or to the page's main heading (never <body>).
  const modal = useModalDialog(dialog, { open: true, onClose, initialFocus: proceed });

  useEffect(() => {
    if (!confetti || !layer.current) return;
    return startConfetti(layer.current, confetti);
  }, [confetti]);

  return (
    <dialog
      ref={dialog}
      className="celebration"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      {...modal}
      part="overlay"
    >
      {confetti > 0 && <div ref={layer} className="celebration__confetti" aria-hidden="true" />}
      <div className="celebration__card" part="card">
        <button type="button" className="icon-btn celebration__close" aria-label={CELEBRATION_COPY.close} onClick={onClose} part="close-button">
          <Icon name="close" />
        </button>
        <p className="celebration__number" aria-hidden="true">
          10
        </p>
        <h2 id={titleId} className="celebration__title">
          {CELEBRATION_COPY.title}
        </h2>
        <div className="celebration__text" aria-live="polite">
          {textShown && <p className="celebration__message">{CELEBRATION_COPY.message}</p>}
        </div>
        <button type="button" ref={proceed} className="btn celebration__continue" onClick={onClose} part="continue-button">
          {CELEBRATION_COPY.continue}
        </button>
      </div>
    </dialog>
  );
}

/** The 10-year celebration overlay: a modal dialog over the page with confetti. */
export function CelebrationView({ open, ...rest }: CelebrationViewProps) {
  return open ? <Overlay {...rest} /> : null;
}
