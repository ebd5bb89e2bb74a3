import { STAFF_PAGE_SIZE_DEFAULT } from '@so/contract';
import { useDashboard } from '../context.ts';
import { usePagedList } from '../parts.tsx';
import { auditDetail, AuditView, parseAuditDetail } from './AuditView.tsx';

/**
 * #audit: every staff change, newest first, 20 a page (GET /staff/audit). The filters live in
 * the URL hash (`#audit/<entity>:<entity_id>`, copy.ts), so another section can link a record's
 * history and Back returns to the filters before.
 */
export function AuditTab() {
  const { staff, detail, open } = useDashboard();
  const filter = parseAuditDetail(detail);
  const { state, page, setPage, reload } = usePagedList(
    (page) =>
      staff.audit({
        ...(filter.entity ? { entity: filter.entity } : {}),
        ...(filter.entityId ? { entity_id: filter.entityId } : {}),
        page,
        page_size: STAFF_PAGE_SIZE_DEFAULT,
      }),
    [filter.entity, filter.entityId],
  );
  return <AuditView filter={filter} onFilter={(next) => open('audit', auditDetail(next))} state={state} page={page} onPage={setPage} onRetry={reload} />;
}
