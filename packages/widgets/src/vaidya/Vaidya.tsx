import { Link } from '@so/ui';
import { useId, type ReactNode } from 'react';
import { FaqList } from '../shared/FaqList.tsx';
import { VAIDYA_COPY as COPY } from './copy.ts';
import { routes } from '../shared/links.ts';

function Section({ title, className, part, children }: { title: string; className: string; part: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`vaidya__section ${className}`} aria-labelledby={id} part={part}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function BookLink({ part }: { part: string }) {
  return (
    <Link to={routes.bookAppointment()} className="btn vaidya__book" part={part}>
      {COPY.book}
    </Link>
  );
}

/**
 * The /consult-our-vaidya landing (the free consultation): what a consultation is, who
 * it helps (the booking form's problem areas), how it works in three steps, questions (the premium
 * consultation's reply time among them) and "Book your appointment", at the top and
 * after the steps. Everyone gets the same button: the booking page asks a visitor to log in.
 * Static: no props, no requests.
 */
export function Vaidya() {
  return (
    <div className="vaidya container" part="vaidya">
      <div className="vaidya__hero" part="hero">
        <h1>{COPY.title}</h1>
        <p className="vaidya__intro">{COPY.intro}</p>
        <BookLink part="book" />
      </div>

      <div className="vaidya__grid">
        <Section title={COPY.whatTitle} className="vaidya__what" part="card">
          {COPY.what.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className="vaidya__disclaimer">{COPY.disclaimer}</p>
        </Section>

        <Section title={COPY.whoTitle} className="vaidya__who" part="card">
          <p>{COPY.whoIntro}</p>
          <ul className="vaidya__problems" part="problems">
            {COPY.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p>{COPY.whoMore}</p>
        </Section>
      </div>

      <Section title={COPY.howTitle} className="vaidya__how" part="steps">
        <ol className="vaidya__steps">
          {COPY.steps.map((step, index) => (
            <li key={step.title} className="vaidya__step">
              <span className="vaidya__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="vaidya__login-note">{COPY.loginNote}</p>
        <BookLink part="book-again" />
      </Section>

      <Section title={COPY.faqTitle} className="vaidya__faq" part="card">
        <FaqList items={COPY.faq} />
      </Section>
    </div>
  );
}
