import { usePageText } from '../shared/StaffText.tsx';
import { FaqView } from './FaqView.tsx';

/** /faq with the text the store's staff wrote for it, if any (GET /content-pages/faq/). */
export function Faq() {
  return <FaqView text={usePageText('faq')} />;
}
