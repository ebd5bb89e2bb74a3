// PLACEHOLDER (this session's helper replaces this file): the Today section of the dashboard.
import { EmptyState } from '@so/ui';

export function TodayTab() {
  return <EmptyState>Today</EmptyState>;
}
