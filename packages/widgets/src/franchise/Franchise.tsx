import { usePageText } from '../shared/StaffText.tsx';
import { FranchiseView } from './FranchiseView.tsx';

/** /franchise wired to the API: the staff's text of the page, when they wrote one (GET /content-pages/franchise/). */
export function Franchise() {
  const text = usePageText('franchise');
  return <FranchiseView text={text} />;
}
