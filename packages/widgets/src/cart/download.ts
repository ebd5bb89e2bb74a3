export { saveBlob } from '../shared/download.ts';

/** A failed cart PDF is reported with a browser alert. */
export function browserAlert(message: string): void {
  window.alert(message);
}
