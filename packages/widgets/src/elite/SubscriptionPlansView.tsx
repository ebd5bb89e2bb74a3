import { ELITE_PLAN_MONTHS_DEFAULT, MSG } from '@so/contract';
import { ErrorState, Link, Price, Skeleton, type AsyncState } from '@so/ui';
import { useId } from 'react';
import { FaqList } from '../shared/FaqList.tsx';
import { routes } from '../shared/links.ts';
import { ELITE_COPY } from './copy.ts';
import type { EliteAudience } from './elite.ts';

/** The SO Elite plan as the store sells it now (GET /subscription-plans-info/). */
export interface ElitePlan {
  pricePaise: number;
  months: number;
}

export interface SubscriptionPlansViewProps {
  plan: AsyncState<ElitePlan>;
  audience: EliteAudience;
  /** The payment link is being asked for, or the payment page is loading. */
  buying: boolean;
  onBuy: () => void;
  onLogin: () => void;
  onRetry: () => void;
}

/** The /subscription-plans page: the plan with its price, benefits, testimonials and FAQ. */
export function SubscriptionPlansView({ plan, audience, buying, onBuy, onLogin, onRetry }: SubscriptionPlansViewProps) {
  const id = useId();
  const months = plan.status === 'ready' ? plan.data.months : ELITE_PLAN_MONTHS_DEFAULT;
  return (
    <div className="elite container" part="plans">
      <header className="elite__hero">
        <h1>{ELITE_COPY.title}</h1>
        <p>{ELITE_COPY.intro}</p>
      </header>

      <section className="elite__plan" aria-labelledby={`${id}-plan`} part="plan">
        <h2 id={`${id}-plan`}>{ELITE_COPY.planTitle}</h2>
        {plan.status === 'loading' && (
          <div className="elite__plan-loading" role="status" aria-busy="true">
            <span className="visually-hidden">{ELITE_COPY.planLoading}</span>
            <Skeleton width={160} height={40} />
            <Skeleton width={220} height={44} />
          </div>
        )}
        {plan.status === 'error' && <ErrorState title={MSG.somethingWentWrong} description={MSG.tryAgainLater} onRetry={onRetry} />}
        {plan.status === 'ready' && (
          <>
            <p className="elite__price">
              <Price paise={plan.data.pricePaise} className="price elite__amount" /> <span>{ELITE_COPY.planFor(plan.data.months)}</span>
            </p>
            <PlanAction audience={audience} buying={buying} onBuy={onBuy} onLogin={onLogin} />
          </>
        )}
      </section>

      <section className="elite__section" aria-labelledby={`${id}-benefits`}>
        <h2 id={`${id}-benefits`}>{ELITE_COPY.benefitsTitle}</h2>
        <ul className="elite__benefits">
          {ELITE_COPY.benefits.map((benefit) => (
            <li key={benefit.title} className="elite__benefit">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="elite__section" aria-labelledby={`${id}-quotes`}>
        <h2 id={`${id}-quotes`}>{ELITE_COPY.testimonialsTitle}</h2>
        <ul className="elite__quotes">
          {ELITE_COPY.testimonials.map((t) => (
            <li key={t.name}>
              <figure className="elite__quote" part="testimonial">
                <blockquote>
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption>— {ELITE_COPY.quoteBy(t.name, t.place)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="elite__section" aria-labelledby={`${id}-faq`}>
        <h2 id={`${id}-faq`}>{ELITE_COPY.faqTitle}</h2>
        <FaqList className="elite__faq" items={ELITE_COPY.faq(months)} />
      </section>
    </div>
  );
}

/** The plan's button: buy (logged-in non-member), log in (visitor), or the member's note (no button). */
function PlanAction({ audience, buying, onBuy, onLogin }: Pick<SubscriptionPlansViewProps, 'audience' | 'buying' | 'onBuy' | 'onLogin'>) {
  if (audience === 'visitor') {
    return (
      <button type="button" className="btn elite__cta" onClick={onLogin} part="login">
        {ELITE_COPY.loginToJoin}
      </button>
    );
  }
  if (audience === 'member') {
    return (
      <div className="elite__member" part="member">
        <p>
          <strong>{ELITE_COPY.memberTitle}</strong>
        </p>
        <p>{ELITE_COPY.memberHint}</p>
        <Link to={routes.eliteTab()} className="btn btn--ghost">
          {ELITE_COPY.seeMembership}
        </Link>
      </div>
    );
  }
  return (
    <div className="elite__buy">
      <button type="button" className="btn elite__cta" onClick={onBuy} disabled={buying} aria-busy={buying} part="buy">
        {ELITE_COPY.getElite}
      </button>
      <p className="elite__hint" role="status">
        {buying ? ELITE_COPY.redirecting : ELITE_COPY.payHint}
      </p>
    </div>
  );
}
