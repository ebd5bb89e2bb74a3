import { dialogKeys, Icon } from '@so/ui';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
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

/** The focused element, looking through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function Overlay({ textShown, confetti, onClose }: Omit<CelebrationViewProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const proceed = useRef<HTMLButtonElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Open as a modal (top layer, page inert), focus Continue; on close give focus back.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const opener = deepActiveElement();
    try {
      if (!el.open) el.showModal();
    } catch {
      el.setAttribute('open', '');
    }
    proceed.current?.focus();
    return () => {
      if (el.open && typeof el.close === 'function') el.close();
      if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (!confetti || !layer.current) return;
    return startConfetti(layer.current, confetti);
  }, [confetti]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => dialogKeys(event, onClose);

  return (
    <dialog
      ref={dialog}
      className="celebration"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
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
