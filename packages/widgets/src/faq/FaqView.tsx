import { Link } from '@so/ui';
import { useId } from 'react';
import { FaqList } from '../shared/FaqList.tsx';
import { routes } from '../shared/links.ts';
import { PageTextSkeleton, StaffText, type PageText } from '../shared/StaffText.tsx';
import { FAQ_COPY as COPY, type FaqGroup } from './copy.ts';

export interface FaqViewProps {
  /** The page's text: the shipped questions, the staff's own text, or loading (usePageText('faq')). */
  text: PageText;
}

function Group({ group }: { group: FaqGroup }) {
  const id = useId();
  return (
    <section className="faq-page__group" aria-labelledby={id} part="group">
      <h2 id={id}>{group.title}</h2>
      <FaqList items={group.items} />
    </section>
  );
}

/**
 * The /faq page: its h1, then the questions in groups, each an h2 and an accordion
 * (details/summary: Tab to a question, Enter or Space opens it). Text the store's staff wrote
 * replaces the groups; the "Still need help?" line of links stays in every state.
 */
export function FaqView({ text }: FaqViewProps) {
  return (
    <div className="faq-page container" part="faq-page">
      <h1>{text.status === 'staff' ? text.page.title : COPY.title}</h1>
      {text.status === 'loading' && <PageTextSkeleton label={COPY.loading} />}
      {text.status === 'staff' && <StaffText page={text.page} />}
      {text.status === 'shipped' && (
        <>
          <p className="faq-page__intro">{COPY.intro}</p>
          {COPY.groups.map((group) => (
            <Group key={group.title} group={group} />
          ))}
        </>
      )}
      <p className="faq-page__help" part="help">
        <strong>{COPY.helpTitle}</strong>
        <Link to={routes.contactUs()}>{COPY.helpLinks.contactUs}</Link>
        <Link to={routes.returnAndRefundPolicy()}>{COPY.helpLinks.returnPolicy}</Link>
        <Link to={routes.shippingPolicy()}>{COPY.helpLinks.shippingPolicy}</Link>
      </p>
    </div>
  );
}
