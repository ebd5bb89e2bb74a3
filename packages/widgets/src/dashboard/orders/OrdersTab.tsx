// PLACEHOLDER (this session's helper replaces this file): the Orders section of the dashboard.
import { EmptyState } from '@so/ui';

export function OrdersTab() {
  return <EmptyState>Orders</EmptyState>;
}
