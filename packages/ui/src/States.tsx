import type { ReactNode } from 'react';

/** The spec's error text (title / description) in an alert. */
export function ErrorState({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="alert" role="alert" part="error">
      <strong>{title}</strong>
      {description && <span>{description}</span>}
      {children}
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
