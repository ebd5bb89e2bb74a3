// PLACEHOLDER (this session's helper replaces this file): the Vouchers section of the dashboard.
import { EmptyState } from '@so/ui';

export function VouchersTab() {
  return <EmptyState>Vouchers</EmptyState>;
}
