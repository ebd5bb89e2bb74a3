import type { ReactNode } from 'react';
import { MSG } from '@so/contract';

/** The store's error text (title / description) in an alert, with a Try again button when the load can be retried. */
export function ErrorState({
  title,
  description,
  onRetry,
  children,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="alert" role="alert" part="error">
      <strong>{title}</strong>
      {description && <span>{description}</span>}
      {children}
      {onRetry && (
        <button type="button" className="btn btn--small btn--ghost alert__retry" onClick={onRetry}>
          {MSG.tryAgain}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="empty" role="status" part="empty">
      {children}
    </div>
  );
}
