export { saveBlob } from '../shared/download.ts';

/** SPEC §8 reports a failed cart PDF with a browser alert. */
export function browserAlert(message: string): void {
  window.alert(message);
}
