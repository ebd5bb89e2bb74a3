/** The SO Elite pages' rules (docs/rules.md#elite) as plain functions. */
import { type EliteRecord, ELITE_PAGE_SIZE_DEFAULT, ELITE_PAGE_SIZES, readCalendarDay } from '@so/contract';

/** URL query names of the Elite tab's paging (the hash names the tab). */
export const ELITE_PAGE_PARAM = 'elite_page';
export const ELITE_SIZE_PARAM = 'elite_size';

/** Who is looking at the plans page decides its button. */
export type EliteAudience = 'visitor' | 'customer' | 'member';

export function eliteAudience(loggedIn: boolean, eliteFlag: 'true' | 'false'): EliteAudience {
  if (!loggedIn) return 'visitor';
  return eliteFlag === 'true' ? 'member' : 'customer';
}

/** A membership period as its card says it: a period not begun yet (a renewal) is neither active nor expired. */
export type EliteStatus = 'active' | 'expired' | 'upcoming';

export function eliteStatus(record: Pick<EliteRecord, 'is_active' | 'is_expired'>): EliteStatus {
  if (record.is_active) return 'active';
  return record.is_expired ? 'expired' : 'upcoming';
}

/** A day as the Elite tab shows it, DD-MM-YYYY, in Asia/Kolkata; '' when not a date. */
export function eliteDate(text: string): string {
  const day = readCalendarDay(text);
  if (day === null) return '';
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** The Elite tab's page and page size from the page's URL (page ≥ 1; a size of 10/25/50/100, else 10). */
export function elitePaging(url: URL): { page: number; pageSize: number } {
  const page = Number(url.searchParams.get(ELITE_PAGE_PARAM));
  const size = Number(url.searchParams.get(ELITE_SIZE_PARAM));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (ELITE_PAGE_SIZES as readonly number[]).includes(size) ? size : ELITE_PAGE_SIZE_DEFAULT,
  };
}

/** One page of the member's periods as the tab shows it. */
export interface ElitePage {
  records: readonly EliteRecord[];
  /** All of the member's periods. */
  count: number;
  totalPages: number;
}

export function elitePage(answer: { data: readonly EliteRecord[]; count?: number; total_pages?: number }, pageSize: number): ElitePage {
  const count = answer.count ?? answer.data.length;
  return { records: answer.data, count, totalPages: answer.total_pages ?? Math.max(1, Math.ceil(count / pageSize)) };
}

/** "Showing x to y of n": the positions of this page's first and last period among all of them. */
export function showingRange(page: number, pageSize: number, shown: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  return shown > 0 ? { from, to: from + shown - 1 } : { from: 0, to: 0 };
}

/** What the payment wait screen shows (/subscription-payment). */
export type PaymentPhase = 'missing' | 'login' | 'waiting' | 'paid' | 'failed' | 'unknown';

/**
 * What one answer of GET /user/get-subscription-payment/{txnid}/ means: paid; failed (the server
 * says failure, or the callback said failure and the server agrees it is not paid); or keep asking.
 */
export function pollOutcome(
  answer: { status: boolean; payment_status?: 'pending' | 'success' | 'failure' },
  query: 'success' | 'failure' | null,
): 'paid' | 'failed' | 'pending' {
  if (answer.status) return 'paid';
  if (answer.payment_status === 'failure' || query === 'failure') return 'failed';
  return 'pending';
}
