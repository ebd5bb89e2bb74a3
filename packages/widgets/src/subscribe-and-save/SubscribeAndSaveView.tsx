import { Link, Skeleton, type AsyncState } from '@so/ui';
import { useId, type ReactNode } from 'react';
import { FaqList } from '../shared/FaqList.tsx';
import { routes } from '../shared/links.ts';
import { SUBSCRIBE_SAVE_COPY as COPY } from './copy.ts';

export interface SubscribeAndSaveViewProps {
  /** The store's Subscribe and Save discount in whole percent (GET /subscription-plans-info/). */
  discount: AsyncState<number>;
  /** Subscription Details shows only to a logged-in shopper. */
  loggedIn: boolean;
}

function HelpCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={wide ? 'sns__card sns__card--wide' : 'sns__card'} aria-labelledby={id} part="card">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The /subscribe-and-save help page: what it is, its three buttons, and the help cards. */
export function SubscribeAndSaveView({ discount, loggedIn }: SubscribeAndSaveViewProps) {
  // Without the discount (still loading, or its call failed) the texts go without the number.
  const percent = discount.status === 'ready' ? discount.data : null;
  const { schedule, earlier, skip, cancel } = COPY.cards;
  return (
    <div className="sns container" part="subscribe-and-save">
      <header className="sns__hero">
        <h1>{COPY.title}</h1>
        {discount.status === 'loading' ? (
          <div className="sns__intro-loading" role="status" aria-busy="true">
            <span className="visually-hidden">{COPY.introLoading}</span>
            <Skeleton height={22} />
            <Skeleton width="60%" height={22} />
          </div>
        ) : (
          <p className="sns__intro">{COPY.intro(percent)}</p>
        )}
        <p>{COPY.howTo}</p>
        <div className="sns__actions" part="actions">
          <Link to={routes.shop()} className="btn">
            {COPY.addSubscription}
          </Link>
          {loggedIn && (
            <Link to={routes.subscribeTab()} className="btn btn--ghost">
              {COPY.subscriptionDetails}
            </Link>
          )}
          <Link to={routes.contactUs()} className="btn btn--ghost">
            {COPY.contactUs}
          </Link>
        </div>
      </header>

      <div className="sns__cards">
        {[schedule, earlier, skip, cancel].map((card) => (
          <HelpCard key={card.title} title={card.title}>
            <p>{card.text}</p>
          </HelpCard>
        ))}
        <HelpCard title={COPY.faqTitle} wide>
          <FaqList items={COPY.faq(percent)} />
        </HelpCard>
        <HelpCard title={COPY.termsTitle} wide>
          <ul className="sns__terms">
            {COPY.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </HelpCard>
      </div>
    </div>
  );
}
