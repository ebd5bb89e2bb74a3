export { pushHash } from '../shared/hash.ts';

/** Back one page (after an address is saved). */
export function goBack(): void {
  if (typeof history !== 'undefined') history.back();
}
