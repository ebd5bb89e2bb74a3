import type { Toast } from '@so/stores';
import { Icon } from '@so/ui';

export const KIND_LABEL: Record<Toast['kind'], string> = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Notice' };
/** The stack is a named region, so its toasts sit in a landmark like the rest of the page. */
export const TOASTS_LABEL = 'Notifications';

/**
 * The toast stack. Not a live region itself: the connected Toaster says each toast through the
 * page's one live region (ui `announce`), which is heard even while a modal is open.
 */
export function ToasterView({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <section className="toaster" part="toaster" aria-label={TOASTS_LABEL}>
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} part="toast">
          <span className="visually-hidden">{KIND_LABEL[t.kind]}: </span>
          <div className="toast__text">
            <strong>{t.title}</strong>
            {t.description && <span>{t.description}</span>}
          </div>
          {t.action && (
            <button type="button" className="btn btn--small btn--ghost" onClick={t.action.run}>
              {t.action.label}
            </button>
          )}
          <button type="button" className="icon-btn" aria-label="Dismiss" onClick={() => onDismiss(t.id)}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </section>
  );
}
