import { $toasts, dismissToast, type Toast } from '@so/stores';
import { announce, installAnnouncer, useStore } from '@so/ui';
import { useEffect, useRef } from 'react';
import { KIND_LABEL, ToasterView } from './ToasterView.tsx';

/** What a screen reader says for a toast: its kind, title and description. */
export function toastText(toast: Toast): string {
  return [`${KIND_LABEL[toast.kind]}: ${toast.title}`, toast.description].filter(Boolean).join(' ');
}

/**
 * The page's toasts. Each new one is also said through the page's one polite live region
 * (`announce`), which sits inside an open modal: the mini cart opens on every add to cart and
 * makes the rest of the page, this stack included, inert, so "Product added to cart!" is heard.
 */
export function Toaster() {
  const toasts = useStore($toasts);
  const said = useRef(new Set<number>());

  useEffect(() => installAnnouncer(), []);

  useEffect(() => {
    for (const toast of toasts) {
      if (said.current.has(toast.id)) continue;
      said.current.add(toast.id);
      announce(toastText(toast));
    }
    const shown = new Set(toasts.map((toast) => toast.id));
    for (const id of said.current) if (!shown.has(id)) said.current.delete(id);
  }, [toasts]);

  return <ToasterView toasts={toasts} onDismiss={dismissToast} />;
}
