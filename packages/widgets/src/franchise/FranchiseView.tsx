import { Icon, Link } from '@so/ui';
import { useId } from 'react';
import { telHref } from '../shared/contacts.ts';
import { routes } from '../shared/links.ts';
import { PageTextSkeleton, StaffText, type PageText } from '../shared/StaffText.tsx';
import { FRANCHISE_BRANDS, FRANCHISE_CONTACTS, FRANCHISE_COPY as COPY, type FranchiseBrand } from './copy.ts';

export interface FranchiseViewProps {
  /** The page's text: loading, the widget's own (shipped) or the store staff's (usePageText). */
  text: PageText;
}

/**
 * The h1 (the staff's title, else the page's own, also while loading, as the other content pages
 * do) and the store concept: the widget's own text, the staff's, or a skeleton while loading.
 */
function ConceptText({ text }: { text: PageText }) {
  return (
    <>
      <h1>{text.status === 'staff' ? text.page.title : COPY.title}</h1>
      {text.status === 'loading' ? (
        <PageTextSkeleton label={COPY.textLoading} />
      ) : text.status === 'staff' ? (
        <StaffText page={text.page} />
      ) : (
        COPY.concept.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
      )}
    </>
  );
}

function BrandCard({ brand }: { brand: FranchiseBrand }) {
  const id = useId();
  return (
    <article className="fr__brand" aria-labelledby={id} part="brand">
      <h3 id={id}>{brand.name}</h3>
      <p>{brand.text}</p>
      <ul className="fr__ranges" aria-label={COPY.rangesLabel(brand.name)}>
        {brand.ranges.map((range) => (
          <li key={range}>{range}</li>
        ))}
      </ul>
      <Link to={routes.brand(brand.id, brand.name)} className="btn btn--ghost">
        {COPY.shopBrand(brand.name)}
      </Link>
    </article>
  );
}

/**
 * The /franchise page: the store concept (replaced by the staff's text when they wrote
 * one), the six support pillars, the ranges of two brands, and the franchise desk's phone and e-mail.
 */
export function FranchiseView({ text }: FranchiseViewProps) {
  const pillarsId = useId();
  const brandsId = useId();
  const contactId = useId();
  const tel = telHref(FRANCHISE_CONTACTS.phone);
  return (
    <div className="fr container" part="franchise">
      <div className="fr__concept" part="text">
        <ConceptText text={text} />
      </div>

      <section className="fr__block" aria-labelledby={pillarsId} part="pillars">
        <h2 id={pillarsId}>{COPY.pillarsTitle}</h2>
        <ul className="fr__pillars">
          {COPY.pillars.map((pillar) => (
            <li key={pillar.title} className="fr__pillar" part="pillar">
              <span className="fr__pillar-icon">
                <Icon name={pillar.icon} />
              </span>
              <h3>{pillar.title}</h3>
              <p>{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="fr__block" aria-labelledby={brandsId} part="brands">
        <h2 id={brandsId}>{COPY.brandsTitle}</h2>
        <p>{COPY.brandsIntro}</p>
        <div className="fr__brands">
          {FRANCHISE_BRANDS.map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </div>
      </section>

      <section className="fr__block fr__contact" aria-labelledby={contactId} part="contact">
        <h2 id={contactId}>{COPY.contactTitle}</h2>
        <p>{COPY.contactText}</p>
        <div className="fr__contact-links">
          {tel && (
            <a className="btn" href={tel} aria-label={COPY.call(FRANCHISE_CONTACTS.phone)} part="phone">
              {FRANCHISE_CONTACTS.phone}
            </a>
          )}
          <a className="btn btn--ghost" href={`mailto:${FRANCHISE_CONTACTS.email}`} aria-label={COPY.email(FRANCHISE_CONTACTS.email)} part="email">
            <Icon name="mail" />
            {FRANCHISE_CONTACTS.email}
          </a>
        </div>
      </section>
    </div>
  );
}
