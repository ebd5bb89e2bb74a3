import { usePageText } from '../shared/StaffText.tsx';
import { OrganicLivingView } from './OrganicLivingView.tsx';

/** /organic-living wired to the API: the staff's text of the page, when they wrote one (GET /content-pages/organic-living/). */
export function OrganicLiving() {
  const text = usePageText('organic-living');
  return <OrganicLivingView text={text} />;
}
