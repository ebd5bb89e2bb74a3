import { usePageText } from '../shared/StaffText.tsx';
import { SoCoinView } from './SoCoinView.tsx';

/** /so-coin and /sosecoin with the text the store's staff wrote for them, if any (GET /content-pages/so-coin/). */
export function SoCoin() {
  return <SoCoinView text={usePageText('so-coin')} />;
}
