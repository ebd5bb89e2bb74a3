import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '@so/contract';

/** Every element renders inside one: a bug shows the store's error text, never a blank box. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="alert" role="alert">
        <strong>{MSG.unexpectedError}</strong>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => history.back()}>
          {MSG.goBack}
        </button>
      </div>
    );
  }
}
