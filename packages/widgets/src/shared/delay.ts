/**
 * A delay read from a `number` attribute (`delay="4000"`): a finite number of 0 or more, else
 * `fallback`. r2wc reads "abc" as NaN, which must reach neither a timer (NaN means at once) nor
 * an effect's dependencies (NaN never equals itself: preact/compat would re-run the effect, and
 * restart its timer, on every render).
 */
export function delayOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}
