import { Icon, Link } from '@so/ui';
import { useId, type ReactNode } from 'react';
import { telHref } from '../shared/contacts.ts';
import { routes } from '../shared/links.ts';
import { PageTextSkeleton, StaffText, type PageText } from '../shared/StaffText.tsx';
import { CONTACT_COPY as COPY } from './copy.ts';

export interface ContactUsViewProps {
  /** The page's text: the shipped intro and office, the staff's own text, or loading (usePageText('contact-us')). */
  text: PageText;
  /** Customer-care phone numbers, shown as tel: links. */
  phones: readonly string[];
  /** Customer-care mailbox, shown as a mailto: link. */
  email: string;
  /** The inquiry form below the details (connected `ContactForm`, or `ContactFormView` in stories); it stays whatever the text. */
  form?: ReactNode;
}

/** Customer care: the phone numbers and mailbox (they stay whatever the text) and the hours. */
function CustomerCare({ phones, email }: Pick<ContactUsViewProps, 'phones' | 'email'>) {
  const id = useId();
  return (
    <section className="contact__card" aria-labelledby={id} part="care">
      <h2 id={id}>{COPY.careTitle}</h2>
      <dl className="contact__list">
        <dt>{COPY.phoneLabel}</dt>
        {phones.map((phone) => (
          <dd key={phone}>
            <a href={telHref(phone) ?? undefined} aria-label={COPY.call(phone)} part="phone">
              {phone}
            </a>
          </dd>
        ))}
        <dt>{COPY.emailLabel}</dt>
        <dd>
          <a href={`mailto:${email}`} aria-label={COPY.email(email)} part="email">
            <Icon name="mail" className="icon contact__icon" /> {email}
          </a>
        </dd>
        <dt>{COPY.hoursLabel}</dt>
        <dd>{COPY.hours}</dd>
      </dl>
    </section>
  );
}

function Office() {
  const id = useId();
  return (
    <section className="contact__card" aria-labelledby={id} part="office">
      <h2 id={id}>{COPY.officeTitle}</h2>
      <address className="contact__address">
        {COPY.office.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}

function MoreHelp() {
  const id = useId();
  return (
    <section className="contact__card" aria-labelledby={id} part="links">
      <h2 id={id}>{COPY.moreTitle}</h2>
      <ul className="contact__links">
        <li>
          <Link to={routes.storeLocator()}>{COPY.findStore}</Link>
        </li>
        <li>
          <Link to={routes.faq()}>{COPY.faq}</Link>
        </li>
        <li>
          <Link to={routes.returnAndRefundPolicy()}>{COPY.returnPolicy}</Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * The /contact-us page: the h1, a short intro, customer care (phone, e-mail, hours), the
 * registered office, links to the store locator, the FAQ and the return policy, then the inquiry
 * form. Text the store's staff wrote replaces the intro and the office; the contact links and the
 * form stay.
 */
export function ContactUsView({ text, phones, email, form }: ContactUsViewProps) {
  return (
    <div className="contact container" part="contact-us">
      <h1>{text.status === 'staff' ? text.page.title : COPY.title}</h1>
      {text.status === 'loading' && <PageTextSkeleton label={COPY.loading} />}
      {text.status === 'staff' && <StaffText page={text.page} />}
      {text.status === 'shipped' && <p className="contact__intro">{COPY.intro}</p>}
      <div className="contact__details">
        <CustomerCare phones={phones} email={email} />
        {text.status === 'shipped' && <Office />}
        <MoreHelp />
      </div>
      {form}
    </div>
  );
}
