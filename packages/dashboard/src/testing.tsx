/**
 * For stories and tests of a dashboard section: a context with a staff API made of the calls a
 * story or test gives (any other call fails loudly, so a section never silently calls what its
 * test did not expect), and `open` recording where the section went.
 */
import type { StaffApi } from '@so/api/staff';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { DashboardCtx, type DashboardContext } from './context.ts';
import type { DashboardTab } from './copy.ts';
import dashboardCss from './dashboard.css?inline';
import { useStyles } from '@so/ui';

export function fakeStaff(calls: Partial<StaffApi>): StaffApi {
  return new Proxy(calls, {
    get(target, name: string) {
      const call = (target as Record<string, unknown>)[name];
      if (call) return call;
      return () => Promise.reject(new Error(`The test gave no staff.${name}()`));
    },
  }) as StaffApi;
}

export interface SectionHarnessProps {
  staff: Partial<StaffApi>;
  tab: DashboardTab;
  detail?: string | null;
  superuser?: boolean;
  email?: string;
  firstSummary?: DashboardContext['firstSummary'];
  /** Called with each section and detail the section opens. */
  onOpen?: (tab: DashboardTab, detail: string | null) => void;
  children: ReactNode;
}

/** A section inside the shell's context, following its own `open` calls (as the URL hash would). */
export function SectionHarness({ staff, tab, detail = null, superuser = false, email = 'staff@soorganic.test', firstSummary = null, onOpen, children }: SectionHarnessProps) {
  useStyles(dashboardCss);
  const [where, setWhere] = useState<{ tab: DashboardTab; detail: string | null }>({ tab, detail });
  const ctx: DashboardContext = {
    staff: fakeStaff(staff),
    superuser,
    email,
    tab: where.tab,
    detail: where.detail,
    open: (next, nextDetail = null) => {
      onOpen?.(next, nextDetail);
      setWhere({ tab: next, detail: nextDetail });
    },
    firstSummary,
  };
  return <DashboardCtx.Provider value={ctx}>{children}</DashboardCtx.Provider>;
}
