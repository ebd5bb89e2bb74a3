import { MSG } from '@so/contract';
import { Link } from '@so/ui';
import { routes } from '../shared/links.ts';
import { ELITE_COPY } from './copy.ts';
import type { PaymentPhase } from './elite.ts';

export interface SubscriptionPaymentViewProps {
  phase: PaymentPhase;
  onLogin: () => void;
}

function BackToPlans() {
  return (
    <Link to={routes.eliteplans()} className="btn" part="back">
      {ELITE_COPY.backToPlans}
    </Link>
  );
}

/** The /subscription-payment wait screen: processing, then home once paid; failure and dead ends say why. */
export function SubscriptionPaymentView({ phase, onLogin }: SubscriptionPaymentViewProps) {
  if (phase === 'waiting' || phase === 'paid') {
    const waiting = phase === 'waiting';
    return (
      <div className="pay container" role="status" aria-busy={waiting} part="status">
        <span className={waiting ? 'pay__spinner' : 'pay__done'} aria-hidden="true" />
        <h1>{waiting ? ELITE_COPY.processingTitle : ELITE_COPY.paidTitle}</h1>
        <p>{waiting ? ELITE_COPY.processingText : ELITE_COPY.paidText}</p>
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className="pay container">
        <h1 className="visually-hidden">{ELITE_COPY.processingTitle}</h1>
        <div className="alert" role="alert" part="payment-failed">
          <strong>{MSG.paymentFailed}</strong>
          <span>{ELITE_COPY.failedHint}</span>
        </div>
        <BackToPlans />
      </div>
    );
  }
  if (phase === 'login') {
    return (
      <div className="pay container">
        <h1>{ELITE_COPY.loginTitle}</h1>
        <button type="button" className="btn" onClick={onLogin} part="login">
          {ELITE_COPY.logIn}
        </button>
      </div>
    );
  }
  const missing = phase === 'missing';
  return (
    <div className="pay container">
      <h1>{missing ? ELITE_COPY.missingTitle : ELITE_COPY.unknownTitle}</h1>
      <p>{missing ? ELITE_COPY.missingText : ELITE_COPY.unknownText}</p>
      <BackToPlans />
    </div>
  );
}
