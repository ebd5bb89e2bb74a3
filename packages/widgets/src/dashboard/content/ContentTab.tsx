// PLACEHOLDER (this session's helper replaces this file): the Content section of the dashboard.
import { EmptyState } from '@so/ui';

export function ContentTab() {
  return <EmptyState>Content</EmptyState>;
}
