import type { ProductSubscription } from '@so/contract';
import { EmptyState, ErrorState, type AsyncState } from '@so/ui';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import { serverRefused } from './subscription.ts';

export interface ListStatesProps {
  state: AsyncState<readonly ProductSubscription[]>;
  /** What the spinner says. */
  loading: string;
  /** The error alert: its title, and its text when the server answered status false or when anything else failed. */
  error: { title: string; refused: string; failed: string };
  /** The empty state. */
  empty: string;
  onRetry: () => void;
  /** The list, when there is one. */
  children: (list: readonly ProductSubscription[]) => ReactNode;
}

/** A subscription list's states: spinner, error alert (no list then), empty state, or the list. */
export function ListStates({ state, loading, error, empty, onRetry, children }: ListStatesProps) {
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'error') {
    return <ErrorState title={error.title} description={serverRefused(state.error) ? error.refused : error.failed} onRetry={onRetry} />;
  }
  if (state.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(state.data)}</>;
}
