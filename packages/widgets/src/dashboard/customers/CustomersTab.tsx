// PLACEHOLDER (this session's helper replaces this file): the Customers section of the dashboard.
import { EmptyState } from '@so/ui';

export function CustomersTab() {
  return <EmptyState>Customers</EmptyState>;
}
