import { COMPANY_REGISTERED_OPTIONS, MAX_ANSWER_LENGTH, MAX_ENQUIRY_TEXT_LENGTH, MAX_NAME_LENGTH, MAX_WEBSITE_LENGTH, MSG } from '@so/contract';
import { useStyles } from '@so/ui';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { LEAD_COPY } from './lead-copy.ts';
import { isLeadFieldKey, type LeadField, type LeadQuestionSection, type RevenueOption } from './lead-form.ts';
import styles from './lead-form.css?inline';
import { PLACE_COPY } from './place-copy.ts';
import { PlaceFieldsView } from './PlaceFields.tsx';
import type { LeadFormState } from './useLeadForm.ts';

export interface LeadFormViewProps extends LeadFormState {
  /** The page's h1. */
  title: string;
  /** What stands under the title: who the form is for. */
  intro: ReactNode;
  /** The thanks under Data Created Successfully once an enquiry is sent. */
  sentText: string;
  /** The annual revenue options: what each shows and what the form sends. */
  revenues: readonly RevenueOption[];
  /** The questions, each group under its h2; the specific requirements follow the last group. */
  sections: readonly LeadQuestionSection[];
  /** A class on the page (the feature's own styles). */
  className?: string;
}

/** The visible asterisk of a required field: seen, not read (the control says it is required). */
const Mark = () => (
  <span className="lead__mark" aria-hidden="true">
    {' *'}
  </span>
);

const Optional = () => <span className="lead__optional">{` ${LEAD_COPY.optional}`}</span>;

/**
 * A lead form: the h1 and intro, then Company details (company name, industry
 * type, company size, website, annual revenue, company registered yes / applied / no), Contact
 * Person (full name, job title, email, phone with the chosen country's calling code, country →
 * state → city), the question groups with the specific requirements, the consent box and Send
 * (disabled until the box is ticked; Sending… while the enquiry is on its way). Each message
 * stands beside its field (aria-invalid, aria-describedby); a refused Send moves focus to the
 * first. The thanks stand in a status region above the form. Pure view: state in, callbacks out.
 * Parts: lead, status, form, section, places, consent, submit.
 */
export function LeadFormView(props: LeadFormViewProps) {
  const { title, intro, sentText, revenues, sections, className, values, errors, status, failure, consented, formRef, round } = props;
  const { places, placeRequired, onChange, onAnswer, onPlaces, onConsentToggle, onSubmit } = props;
  useStyles(styles);
  const id = useId();
  const thanks = useRef<HTMLDivElement>(null);

  // A sent enquiry: the form is empty again and Send disabled; focus goes to the thanks.
  useEffect(() => {
    if (round > 0) thanks.current?.focus();
  }, [round]);

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const describedBy = (name: string, hint = false) =>
    [hint ? `${id}-${name}-hint` : '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const hint = (name: string, text: string) => (
    <span className="lead__hint" id={`${id}-${name}-hint`}>
      {text}
    </span>
  );
  const error = (name: string) => <FieldError id={errorId(name)} error={errors[name]} />;

  const label = (name: string, text: string, required: boolean) => (
    <label htmlFor={fieldId(name)}>
      {text}
      {required ? <Mark /> : <Optional />}
    </label>
  );

  const text = (
    name: LeadField,
    options: { required: boolean; type?: 'text' | 'email' | 'url'; autoComplete: string; max?: number; hint?: string; inputMode?: 'url' },
  ) => (
    <div className="field">
      {label(name, LEAD_COPY.labels[name], options.required)}
      <input
        id={fieldId(name)}
        name={name}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        required={options.required}
        maxLength={options.max}
        value={values[name]}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name, options.hint !== undefined)}
        onChange={(e) => onChange(name, e.target.value)}
      />
      {options.hint !== undefined && hint(name, options.hint)}
      {error(name)}
    </div>
  );

  const select = (name: 'company_size' | 'annual_revenue', placeholder: string, options: readonly RevenueOption[], hintText?: string) => (
    <div className="field">
      {label(name, LEAD_COPY.labels[name], true)}
      <select
        id={fieldId(name)}
        name={name}
        required
        value={values[name]}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name, hintText !== undefined)}
        onChange={(e) => onChange(name, e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hintText !== undefined && hint(name, hintText)}
      {error(name)}
    </div>
  );

  const heading = (key: string, children: ReactNode) => (
    <legend className="lead__legend">
      <h2 id={`${id}-${key}-title`}>{children}</h2>
    </legend>
  );

  const otherErrors = Object.entries(errors).filter(([key, message]) => message && !isLeadFieldKey(key, values.answers.length));
  const sending = status === 'sending';
  const lastSection = sections.length - 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <div className={`lead container${className ? ` ${className}` : ''}`} part="lead">
      <h1>{title}</h1>
      <div className="lead__intro">{intro}</div>

      <div className="lead__status" role="status" part="status" tabIndex={-1} ref={thanks}>
        {status === 'sent' && (
          <p className="lead__thanks">
            <strong>{MSG.dataCreated}</strong>
            <span>{sentText}</span>
          </p>
        )}
      </div>

      <form className="lead__form" noValidate onSubmit={submit} ref={formRef} part="form">
        <p className="lead__note">{LEAD_COPY.requiredNote}</p>

        <fieldset className="lead__section" part="section">
          {heading('company', LEAD_COPY.sections.company)}
          <div className="lead__grid">
            {text('company_name', { required: true, autoComplete: 'organization', max: MAX_NAME_LENGTH })}
            {text('industry_type', { required: true, autoComplete: 'off', max: MAX_NAME_LENGTH, hint: LEAD_COPY.hints.industry_type })}
            {select(
              'company_size',
              LEAD_COPY.chooseSize,
              LEAD_COPY.companySizes.map((size) => ({ label: size, value: size })),
              LEAD_COPY.hints.company_size,
            )}
            {text('website', { required: false, type: 'url', inputMode: 'url', autoComplete: 'url', max: MAX_WEBSITE_LENGTH, hint: LEAD_COPY.hints.website })}
            {select('annual_revenue', LEAD_COPY.chooseRevenue, revenues)}
          </div>
          <fieldset
            className="lead__choices"
            role="radiogroup"
            aria-required="true"
            aria-invalid={invalid('company_registered')}
            aria-describedby={describedBy('company_registered')}
          >
            <legend>
              {LEAD_COPY.labels.company_registered}
              <Mark />
              <span className="visually-hidden">{` (${LEAD_COPY.required})`}</span>
            </legend>
            <div className="lead__options">
              {COMPANY_REGISTERED_OPTIONS.map((option) => (
                <label key={option} className="lead__option">
                  <input
                    type="radio"
                    name="company_registered"
                    value={option}
                    checked={values.company_registered === option}
                    onChange={() => onChange('company_registered', option)}
                  />
                  <span>{LEAD_COPY.registered[option]}</span>
                </label>
              ))}
            </div>
            {error('company_registered')}
          </fieldset>
        </fieldset>

        <fieldset className="lead__section" part="section">
          {heading('contact', LEAD_COPY.sections.contact)}
          <div className="lead__grid">
            {text('full_name', { required: false, autoComplete: 'name', max: MAX_NAME_LENGTH })}
            {text('job_title', { required: false, autoComplete: 'organization-title', max: MAX_NAME_LENGTH })}
            {text('email', { required: false, type: 'email', autoComplete: 'email', hint: LEAD_COPY.hints.email })}
            <div className="field">
              {label('phone_no', LEAD_COPY.labels.phone_no, false)}
              <div className="lead__phone">
                <span className="lead__prefix" id={`${id}-phone_no-code`}>
                  <span className="visually-hidden">{`${PLACE_COPY.callingCode} `}</span>
                  {values.places.callingCode}
                </span>
                <input
                  id={fieldId('phone_no')}
                  name="phone_no"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={20}
                  value={values.phone_no}
                  aria-invalid={invalid('phone_no')}
                  aria-describedby={[`${id}-phone_no-code`, describedBy('phone_no', true)].filter(Boolean).join(' ')}
                  onChange={(e) => onChange('phone_no', e.target.value)}
                />
              </div>
              {hint('phone_no', LEAD_COPY.hints.phone_no)}
              {error('phone_no')}
            </div>
          </div>
          <PlaceFieldsView
            key={round}
            {...places}
            value={values.places}
            onChange={onPlaces}
            required={placeRequired}
            requiredMarks
            errors={{ country: errors.country, state: errors.state, city: errors.city }}
          />
        </fieldset>

        {sections.map((section, s) => (
          <fieldset key={section.title} className="lead__section" part="section">
            {heading(`questions-${s}`, section.title)}
            {section.questions.map(({ number, text: question }) => {
              const name = `answer${number}`;
              return (
                <div className="field" key={number}>
                  <label htmlFor={fieldId(name)}>
                    <span className="lead__number" aria-hidden="true">{`${number}. `}</span>
                    {question}
                  </label>
                  <textarea
                    id={fieldId(name)}
                    name={name}
                    rows={3}
                    maxLength={MAX_ANSWER_LENGTH}
                    value={values.answers[number - 1] ?? ''}
                    aria-invalid={invalid(name)}
                    aria-describedby={describedBy(name)}
                    onChange={(e) => onAnswer(number - 1, e.target.value)}
                  />
                  {error(name)}
                </div>
              );
            })}
            {s === lastSection && (
              <div className="field">
                {label('specific_requirements', LEAD_COPY.labels.specific_requirements, false)}
                <textarea
                  id={fieldId('specific_requirements')}
                  name="specific_requirements"
                  rows={4}
                  maxLength={MAX_ENQUIRY_TEXT_LENGTH}
                  value={values.specific_requirements}
                  aria-invalid={invalid('specific_requirements')}
                  aria-describedby={describedBy('specific_requirements', true)}
                  onChange={(e) => onChange('specific_requirements', e.target.value)}
                />
                {hint('specific_requirements', LEAD_COPY.hints.specific_requirements)}
                {error('specific_requirements')}
              </div>
            )}
          </fieldset>
        ))}

        {otherErrors.length > 0 && (
          <div className="alert" role="alert">
            <strong>{LEAD_COPY.otherProblems}</strong>
            <ul>
              {otherErrors.map(([key, message]) => (
                <li key={key}>{message}</li>
              ))}
            </ul>
          </div>
        )}

        <div className="lead__send">
          <label className="lead__consent" part="consent">
            <input type="checkbox" name="consent" checked={consented} onChange={onConsentToggle} />
            <span>{LEAD_COPY.consent}</span>
          </label>
          {status === 'failed' && failure.length > 0 && (
            <p className="lead__failure">
              {failure.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
          )}
          <button
            type="submit"
            className="btn lead__submit"
            disabled={!consented || sending}
            aria-busy={sending || undefined}
            aria-describedby={consented ? undefined : `${id}-consent-hint`}
            part="submit"
          >
            {sending ? LEAD_COPY.sending : LEAD_COPY.send}
          </button>
          {!consented && (
            <span className="lead__hint" id={`${id}-consent-hint`}>
              {LEAD_COPY.consentNeeded}
            </span>
          )}
        </div>
      </form>
    </div>
  );
}
