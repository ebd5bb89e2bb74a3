import { MSG } from '@so/contract';
import { Icon, Link } from '@so/ui';
import { telHref } from '../shared/contacts.ts';
import { FOOTER_COPY, POLICY_LINKS, QUICK_LINKS } from './copy.ts';

export interface FooterViewProps {
  /** Support phone numbers, shown as tel: links. */
  phones: readonly string[];
  email: string;
  /** The current year (in Asia/Kolkata). */
  year: string;
  storeName?: string;
}

function LinkList({ heading, links }: { heading: string; links: readonly { href: string; label: string }[] }) {
  return (
    <section className="footer__col">
      <h2 className="footer__heading">{heading}</h2>
      <ul className="footer__list">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The store footer: policy and quick links, support contacts, countries served, copyright. */
export function FooterView({ phones, email, year, storeName = MSG.storeName }: FooterViewProps) {
  return (
    <footer className="footer" part="footer" aria-label={FOOTER_COPY.footerLabel}>
      <div className="container footer__grid">
        <LinkList heading={FOOTER_COPY.policiesHeading} links={POLICY_LINKS} />
        <LinkList heading={FOOTER_COPY.quickLinksHeading} links={QUICK_LINKS} />
        <section className="footer__col">
          <h2 className="footer__heading">{FOOTER_COPY.supportHeading}</h2>
          <ul className="footer__list">
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone) ?? undefined} aria-label={FOOTER_COPY.call(phone)}>
                  {phone}
                </a>
              </li>
            ))}
            {email && (
              <li>
                <a href={`mailto:${email}`} aria-label={FOOTER_COPY.email(email)}>
                  <Icon name="mail" className="icon footer__icon" /> {email}
                </a>
              </li>
            )}
          </ul>
          <h2 className="footer__heading">{FOOTER_COPY.countriesHeading}</h2>
          <ul className="footer__list footer__countries">
            {FOOTER_COPY.countries.map((country) => (
              <li key={country}>{country}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer__copy">{FOOTER_COPY.copyright(year, storeName)}</p>
    </footer>
  );
}
