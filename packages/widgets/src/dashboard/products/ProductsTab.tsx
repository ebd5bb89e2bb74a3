// PLACEHOLDER (this session's helper replaces this file): the Products section of the dashboard.
import { EmptyState } from '@so/ui';

export function ProductsTab() {
  return <EmptyState>Products</EmptyState>;
}
