import { type EliteRecord, addDays } from '@so/contract';

/** One membership period as GET /user/profile_elite_users/ sends it (stories and tests). */
export function sampleEliteRecord(overrides: Partial<EliteRecord> = {}): EliteRecord {
  return {
    id: 1,
    user_data: { name: 'Asha Patel' },
    start_date: '2026-03-05',
    end_date: '2026-04-04',
    is_active: true,
    is_expired: false,
    ...overrides,
  };
}

/**
 * `n` consecutive monthly periods, newest first (as the server orders them): the newest `upcoming`
 * ones not begun yet, then one active, then expired ones.
 */
export function sampleEliteRecords(n: number, upcoming = 0): EliteRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const start = addDays('2026-03-05', (upcoming - i) * 30);
    const state = i < upcoming ? 'upcoming' : i === upcoming ? 'active' : 'expired';
    return sampleEliteRecord({
      id: n - i,
      start_date: start,
      end_date: addDays(start, 29),
      is_active: state === 'active',
      is_expired: state === 'expired',
    });
  });
}

/** GET /subscription-plans-info/ after the client (money in paise). */
export function samplePlansInfo(overrides: { elite_plan_price?: number; elite_plan_months?: number; subscription_discount_percent?: number } = {}) {
  return { status: true, data: { elite_plan_price: 19900, elite_plan_months: 1, subscription_discount_percent: 5, ...overrides } };
}
