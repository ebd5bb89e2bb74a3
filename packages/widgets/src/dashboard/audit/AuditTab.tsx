// PLACEHOLDER (this session's helper replaces this file): the Audit section of the dashboard.
import { EmptyState } from '@so/ui';

export function AuditTab() {
  return <EmptyState>Audit</EmptyState>;
}
