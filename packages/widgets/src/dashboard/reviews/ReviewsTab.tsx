// PLACEHOLDER (this session's helper replaces this file): the Reviews section of the dashboard.
import { EmptyState } from '@so/ui';

export function ReviewsTab() {
  return <EmptyState>Reviews</EmptyState>;
}
