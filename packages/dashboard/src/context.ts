import type { StaffApi } from '@so/api/staff';
import type { StaffSummaryResponse } from '@so/contract/staff';
import { createContext, useContext } from 'react';
import type { DashboardTab } from './copy.ts';

/** What every section of the dashboard gets from the shell. */
export interface DashboardContext {
  /** The staff's calls (packages/api staff.ts), with the page's session. */
  staff: StaffApi;
  /** The session is a superuser's (the owner): prices, MRP, vouchers, coins and staff accounts. The server decides; this only shapes the controls. */
  superuser: boolean;
  /** The logged-in staff member's e-mail. */
  email: string;
  /** The section shown. */
  tab: DashboardTab;
  /** What follows "#tab/" in the URL (a detail view's key, e.g. an order number), or null. */
  detail: string | null;
  /** Shows a section, and a detail of it when given (a history entry: Back returns). */
  open: (tab: DashboardTab, detail?: string | null) => void;
  /** The summary the shell fetched to learn the session may open the dashboard (Today shows it first). */
  firstSummary: StaffSummaryResponse['data'] | null;
}

export const DashboardCtx = createContext<DashboardContext | null>(null);

/** The shell's context; a section rendered outside the shell (a story, a test) must provide one. */
export function useDashboard(): DashboardContext {
  const ctx = useContext(DashboardCtx);
  if (!ctx) throw new Error('A dashboard section needs <DashboardCtx.Provider> (the shell, or a test’s own).');
  return ctx;
}

/** `#orders/SO100001` → { tab: 'orders', detail: 'SO100001' }; an unknown or empty hash is Today. */
export function parseDashboardHash(hash: string, tabs: readonly DashboardTab[]): { tab: DashboardTab; detail: string | null } {
  const body = hash.replace(/^#/, '');
  const slash = body.indexOf('/');
  const name = slash < 0 ? body : body.slice(0, slash);
  const rest = slash < 0 ? '' : body.slice(slash + 1);
  const tab = tabs.find((t) => t === name) ?? 'today';
  let detail: string | null = null;
  if (tab === name && rest) {
    try {
      detail = decodeURIComponent(rest);
    } catch {
      detail = rest;
    }
  }
  return { tab, detail };
}

/** The hash of a section and detail: `#orders`, `#orders/SO100001`. */
export function dashboardHash(tab: DashboardTab, detail?: string | null): string {
  return detail ? `#${tab}/${encodeURIComponent(detail)}` : `#${tab}`;
}
