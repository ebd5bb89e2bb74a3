import { Link } from '@so/ui';
import { useId, useRef, type RefObject } from 'react';
import { FaqList } from '../shared/FaqList.tsx';
import { routes } from '../shared/links.ts';
import { PageTextSkeleton, StaffText, type PageText } from '../shared/StaffText.tsx';
import { SO_COIN_COPY as COPY } from './copy.ts';

export interface SoCoinViewProps {
  /** The page's text: the shipped benefits, steps and FAQ, the staff's own text, or loading (usePageText('so-coin')). */
  text: PageText;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The shipped text: benefits (the features How it works scrolls to), the three steps and the FAQ. */
function ShippedText({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const id = useId();
  const { shop, collect, redeem } = COPY.steps;
  return (
    <>
      <section className="coin__section" aria-labelledby={`${id}-features`} part="features">
        <h2 id={`${id}-features`} ref={headingRef} tabIndex={-1}>
          {COPY.featuresTitle}
        </h2>
        <ul className="coin__benefits">
          {COPY.benefits.map((benefit) => (
            <li key={benefit.title} className="coin__benefit" part="benefit">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="coin__section" aria-labelledby={`${id}-steps`} part="steps">
        <h2 id={`${id}-steps`}>{COPY.stepsTitle}</h2>
        <ol className="coin__steps">
          <li className="coin__step">
            <h3>{shop.title}</h3>
            <p>{shop.text}</p>
          </li>
          <li className="coin__step">
            <h3>{collect.title}</h3>
            <p>{collect.text}</p>
            <Link to={routes.wallet()} className="coin__step-link">
              {collect.link}
            </Link>
          </li>
          <li className="coin__step">
            <h3>{redeem.title}</h3>
            <p>{redeem.text}</p>
          </li>
        </ol>
      </section>

      <section className="coin__section" aria-labelledby={`${id}-faq`}>
        <h2 id={`${id}-faq`}>{COPY.faqTitle}</h2>
        <FaqList items={COPY.faq} />
      </section>
    </>
  );
}

/**
 * The SO Coin page (/so-coin and /sosecoin): a hero with Start Earning (/shop) and How it
 * works, which scrolls the features into view and moves focus to their heading; then the benefits,
 * the three steps and an FAQ of seven questions. Text the store's staff wrote replaces those three;
 * the hero and its two buttons stay, and How it works then goes to the staff's text.
 */
export function SoCoinView({ text }: SoCoinViewProps) {
  const body = useRef<HTMLDivElement>(null);
  const featuresHeading = useRef<HTMLHeadingElement>(null);

  // Refs, not ids: the page lives in a shadow root, where document.getElementById finds nothing.
  const showHowItWorks = () => {
    const region = body.current;
    if (!region) return;
    region.scrollIntoView?.({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // The features' heading; in the staff's text its first heading, else the text itself.
    const target = featuresHeading.current ?? region.querySelector<HTMLElement>('h2, h3') ?? region;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // preventScroll: focusing must not cut the smooth scroll short with a jump.
    target.focus({ preventScroll: true });
  };

  return (
    <div className="coin container" part="so-coin">
      <div className="coin__hero" part="hero">
        <h1>{text.status === 'staff' ? text.page.title : COPY.title}</h1>
        <p className="coin__tagline">{COPY.tagline}</p>
        <div className="coin__actions" part="actions">
          <Link to={routes.shop()} className="btn">
            {COPY.startEarning}
          </Link>
          <button type="button" className="btn btn--ghost" onClick={showHowItWorks}>
            {COPY.howItWorks}
          </button>
        </div>
      </div>

      <div className="coin__body" ref={body}>
        {text.status === 'loading' && <PageTextSkeleton label={COPY.loading} />}
        {text.status === 'staff' && <StaffText page={text.page} />}
        {text.status === 'shipped' && <ShippedText headingRef={featuresHeading} />}
      </div>
    </div>
  );
}
