import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { openModal, trapTab } from './focus.ts';
import { Icon } from './Icon.tsx';

export interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Where focus starts (default: the first `[autofocus]`, else the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the control that opened the dialog is gone (default: the
   * page's main heading, else its main region).
   */
  fallback?: () => HTMLElement | null;
}

/** Props `useModalDialog` gives the `<dialog>` element. */
export interface ModalDialogProps {
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/**
 * The behaviour every modal of the store shares, on its own `<dialog>` (`focus.ts`): while
 * `open`, it is shown as a modal, focus moves in and Tab stays inside; Escape asks `onClose`;
 * when `open` turns false (or the component unmounts) it closes and focus goes back to the
 * control that opened it (across shadow roots, after that control is enabled again), else to
 * `fallback`, never to `<body>`. Spread the returned props on the `<dialog>`.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions): ModalDialogProps {
  const latest = useRef(options);
  latest.current = options;
  const { open } = options;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const session = openModal(dialog, {
      initialFocus: latest.current.initialFocus?.current ?? null,
      fallback: () => latest.current.fallback?.() ?? null,
    });
    return () => session.close();
  }, [open, ref]);

  return {
    onKeyDown: (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      trapTab(event, event.currentTarget);
    },
    onCancel: (event) => {
      event.preventDefault();
      latest.current.onClose();
    },
  };
}

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Where focus starts (default: the first `[autofocus]`, else the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when its opener is gone (default: the page's main heading). */
  fallback?: () => HTMLElement | null;
}

/**
 * A modal <dialog> with a title and a Close button, on `useModalDialog`: focus moves in and is
 * trapped there, Escape and the backdrop close, and focus returns to the control that opened it.
 */
export function Dialog({ open, title, onClose, children, className = '', initialFocus, fallback }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const modal = useModalDialog(ref, { open, onClose, initialFocus, fallback });

  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-labelledby={titleId}
      {...modal}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      part="dialog"
    >
      <div className="dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="dialog__body">{open ? children : null}</div>
    </dialog>
  );
}
