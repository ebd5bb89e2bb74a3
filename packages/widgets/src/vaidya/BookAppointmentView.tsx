import {
  AGE_GROUPS,
  APPOINTMENT_PROBLEMS,
  EMAIL_MAX_LENGTH,
  formatAppointmentDay,
  formatSlotHour,
  GENDERS,
  MAX_ADDRESS_LINE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PROBLEM_DESCRIPTION_LENGTH,
  MEDICINE_TYPES,
  MSG,
  PHONE_DIGITS,
  TAKING_MEDICINE_ANSWERS,
  type AgeGroup,
  type AppointmentProblem,
  type Gender,
  type IsoDate,
  type MedicineType,
  type TakingMedicine,
  type WeeklySlot,
} from '@so/contract';
import { Link, type AsyncState } from '@so/ui';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { PLACE_COPY } from '../shared/place-copy.ts';
import { chosenDate, hoursOf, mobileDigits, noSlotsMessage, type AppointmentErrorField, type AppointmentErrors, type AppointmentValues } from './appointment.ts';
import { ageGroupLabel, BOOKING_COPY as COPY, problemLabel } from './copy.ts';
import { routes } from '../shared/links.ts';

/** Where a booking stands: nothing sent yet, on its way, or booked (the server's message shows). */
export type BookingStatus = 'idle' | 'sending' | 'booked';

export interface BookAppointmentViewProps {
  /** A visitor sees the form and the login prompt; nothing is sent until they log in. */
  loggedIn: boolean;
  values: AppointmentValues;
  errors: AppointmentErrors;
  status: BookingStatus;
  /** The server's message once booked (shown in the status region). */
  message?: string | null;
  /** The first day that can be booked (tomorrow in Asia/Kolkata): the date input's min. */
  minDate: IsoDate;
  /** The last day that can be booked (30 days after today in Asia/Kolkata): the date input's max. */
  maxDate: IsoDate;
  /** The server's refusal that names no field (too many bookings, try later): shown above Book appointment. */
  refusal?: string | null;
  /** The weekly slots (GET /online_appointment_slots/). */
  slots: AsyncState<readonly WeeklySlot[]>;
  onRetrySlots: () => void;
  /** The chosen country's calling code ("+91"), shown before the mobile number's digits. */
  callingCode: string;
  /** Whether the captcha is solved: Book appointment stays disabled until it is (logged in). */
  captchaSolved: boolean;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
  /** A value changed (the owner clears the medicine types when the answer is not yes, and a time the new day lacks). */
  onChange: <K extends keyof AppointmentValues>(field: K, value: AppointmentValues[K]) => void;
  onSubmit: () => void;
  /** Opens the login dialog (the visitor's Log in button). */
  onLogin: () => void;
  /** The country field (connected `PlaceFields fields="country"`, or `PlaceFieldsView` in stories). */
  places: ReactNode;
  /** The captcha (connected `Captcha`, or `CaptchaView` in stories); shown to a logged-in shopper. */
  captcha: ReactNode;
}

type TextName = 'name' | 'email' | 'landmark';

/**
 * "Book your appointment": Date (from tomorrow), then the day's times as a radio
 * group (12-hour, India time) once a date is chosen; Name, Country, Mobile number (the country's
 * calling code before the 10 digits), Email, Gender, Age group, Landmark, Problem you are suffering
 * from, Describe your problem, the optional medicine question and, with "Yes", the medicine
 * types; the captcha and Book appointment, disabled until the captcha is solved (with help text
 * saying so). Each message stands under its field (aria-invalid, aria-describedby) and a submit
 * with errors moves the focus to the first. A visitor sees "Please login to book an appointment!"
 * with a Log in button; Book appointment then asks for the login too. Pure view.
 * Parts: book-appointment, login-prompt, appointment-form, slots, submit, booking-status.
 */
export function BookAppointmentView(props: BookAppointmentViewProps) {
  const { loggedIn, values, errors, status, message, minDate, maxDate, refusal, slots, onRetrySlots, callingCode, captchaSolved, formRef } = props;
  const { onChange, onSubmit, onLogin, places, captcha } = props;
  const id = useId();
  const sending = status === 'sending';
  const waitingForCaptcha = loggedIn && !captchaSolved && !sending;
  const date = chosenDate(values);
  const range = COPY.dateHint(formatAppointmentDay(minDate), formatAppointmentDay(maxDate));

  const fieldId = (name: AppointmentErrorField) => `${id}-${name}`;
  const errorId = (name: AppointmentErrorField) => `${id}-${name}-error`;
  const hintId = (name: AppointmentErrorField) => `${id}-${name}-hint`;
  const describedBy = (name: AppointmentErrorField, ...more: string[]) => [...more, errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  const invalid = (name: AppointmentErrorField) => (errors[name] ? true : undefined);

  const text = (name: TextName, extra: { type?: string; autoComplete: string; maxLength: number; hint?: string }) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{COPY.labels[name]}</label>
      <input
        id={fieldId(name)}
        name={name}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        maxLength={extra.maxLength}
        required
        value={values[name]}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name, extra.hint ? hintId(name) : '')}
        onChange={(e) => onChange(name, e.currentTarget.value)}
      />
      {extra.hint && (
        <span className="book__hint" id={hintId(name)}>
          {extra.hint}
        </span>
      )}
      <FieldError id={errorId(name)} error={errors[name]} />
    </div>
  );

  /** A group of radio buttons with its legend; the message under the group, tied to each button. */
  const radios = <V extends string>(name: 'gender' | 'is_taking_medicine', options: readonly { value: V; label: string }[], chosen: string, onPick: (value: V) => void, required: boolean) => (
    <fieldset className="book__group">
      <legend>{COPY.labels[name]}</legend>
      <div className="book__choices">
        {options.map((option) => (
          <label key={option.value} className="book__choice">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              required={required}
              checked={chosen === option.value}
              aria-invalid={invalid(name)}
              aria-describedby={describedBy(name)}
              onChange={() => onPick(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId(name)} error={errors[name]} />
    </fieldset>
  );

  const select = <V extends string>(name: 'age_group' | 'problem_suffering_from', placeholder: string, options: readonly V[], label: (value: V) => string, onPick: (value: V | '') => void) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{COPY.labels[name]}</label>
      <select
        id={fieldId(name)}
        name={name}
        required
        value={values[name]}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name)}
        onChange={(e) => {
          const picked = e.currentTarget.value;
          onPick(options.find((o) => o === picked) ?? '');
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
      <FieldError id={errorId(name)} error={errors[name]} />
    </div>
  );

  const toggleMedicine = (type: MedicineType, on: boolean) => {
    const chosen = new Set(values.type_of_medicine_list);
    if (on) chosen.add(type);
    else chosen.delete(type);
    onChange('type_of_medicine_list', MEDICINE_TYPES.filter((t) => chosen.has(t)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };

  return (
    <div className="book container" part="book-appointment">
      <div className="book__head">
        <h1>{COPY.title}</h1>
        <p className="book__intro">{COPY.intro}</p>
        <Link to={routes.consultVaidya()} className="book__about">
          {COPY.aboutLink}
        </Link>
      </div>

      {!loggedIn && (
        <div className="book__login" part="login-prompt">
          <p className="book__login-text">
            <strong>{MSG.loginToBook}</strong> {COPY.loginHint}
          </p>
          <button type="button" className="btn" onClick={onLogin}>
            {COPY.logIn}
          </button>
        </div>
      )}

      <form ref={formRef} className="book__form" noValidate onSubmit={submit} aria-busy={sending} part="appointment-form">
        <p className="book__note">{COPY.requiredNote}</p>

        <FormSection title={COPY.sections.when}>
          <div className="field book__date">
            <label htmlFor={fieldId('date')}>{COPY.labels.date}</label>
            <input
              id={fieldId('date')}
              name="date"
              type="date"
              min={minDate}
              max={maxDate}
              required
              value={values.date}
              aria-invalid={invalid('date')}
              aria-describedby={describedBy('date', hintId('date'))}
              onChange={(e) => onChange('date', e.currentTarget.value)}
            />
            <span className="book__hint" id={hintId('date')}>
              {date ? range : `${range} ${COPY.chooseDateFirst}`}
            </span>
            <FieldError id={errorId('date')} error={errors.date} />
          </div>
          {/* A day without slots that was sent says so under the date: the times then have nothing to add. */}
          {!(date && errors.date === noSlotsMessage(date)) && (
            <TimeSlots
            id={id}
            values={values}
            slots={slots}
            error={errors.time}
            onRetry={onRetrySlots}
            onPick={(hour) => onChange('hour', hour)}
          />
          )}
        </FormSection>

        <FormSection title={COPY.sections.you}>
          {text('name', { autoComplete: 'name', maxLength: MAX_NAME_LENGTH })}
          {places}
          <div className="field">
            <label htmlFor={fieldId('mobile')}>{COPY.labels.mobile}</label>
            <div className="book__phone">
              <span className="book__prefix" id={`${id}-mobile-prefix`}>
                <span className="visually-hidden">{PLACE_COPY.callingCode} </span>
                {callingCode}
              </span>
              <input
                id={fieldId('mobile')}
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={PHONE_DIGITS}
                required
                value={values.mobile}
                aria-invalid={invalid('mobile')}
                aria-describedby={describedBy('mobile', `${id}-mobile-prefix`, hintId('mobile'))}
                onChange={(e) => onChange('mobile', mobileDigits(e.currentTarget.value))}
              />
            </div>
            <span className="book__hint" id={hintId('mobile')}>
              {COPY.mobileHint}
            </span>
            <FieldError id={errorId('mobile')} error={errors.mobile} />
          </div>
          {text('email', { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH })}
          {radios<Gender>(
            'gender',
            GENDERS.map((g) => ({ value: g, label: g })),
            values.gender,
            (g) => onChange('gender', g),
            true,
          )}
          {select<AgeGroup>('age_group', COPY.chooseAgeGroup, AGE_GROUPS, ageGroupLabel, (g) => onChange('age_group', g))}
          {text('landmark', { autoComplete: 'off', maxLength: MAX_ADDRESS_LINE_LENGTH, hint: COPY.landmarkHint })}
        </FormSection>

        <FormSection title={COPY.sections.health}>
          {select<AppointmentProblem>('problem_suffering_from', COPY.chooseProblem, APPOINTMENT_PROBLEMS, problemLabel, (p) => onChange('problem_suffering_from', p))}
          <div className="field">
            <label htmlFor={fieldId('problem_description')}>{COPY.labels.problem_description}</label>
            <textarea
              id={fieldId('problem_description')}
              name="problem_description"
              rows={5}
              maxLength={MAX_PROBLEM_DESCRIPTION_LENGTH}
              required
              value={values.problem_description}
              aria-invalid={invalid('problem_description')}
              aria-describedby={describedBy('problem_description', hintId('problem_description'))}
              onChange={(e) => onChange('problem_description', e.currentTarget.value)}
            />
            <span className="book__hint" id={hintId('problem_description')}>
              {COPY.descriptionHint}
            </span>
            <FieldError id={errorId('problem_description')} error={errors.problem_description} />
          </div>
          {radios<TakingMedicine>(
            'is_taking_medicine',
            TAKING_MEDICINE_ANSWERS.map((answer) => ({ value: answer, label: answer === 'yes' ? COPY.yes : COPY.no })),
            values.is_taking_medicine,
            (answer) => onChange('is_taking_medicine', answer),
            false,
          )}
          {values.is_taking_medicine === 'yes' && (
            <fieldset className="book__group" aria-describedby={hintId('type_of_medicine_list')}>
              <legend>{COPY.labels.type_of_medicine_list}</legend>
              <span className="book__hint" id={hintId('type_of_medicine_list')}>
                {COPY.medicineHint}
              </span>
              <div className="book__choices">
                {MEDICINE_TYPES.map((type) => (
                  <label key={type} className="book__choice">
                    <input
                      type="checkbox"
                      name="type_of_medicine_list"
                      value={type}
                      checked={values.type_of_medicine_list.includes(type)}
                      aria-invalid={invalid('type_of_medicine_list')}
                      aria-describedby={describedBy('type_of_medicine_list')}
                      onChange={(e) => toggleMedicine(type, e.currentTarget.checked)}
                    />
                    <span>{type}</span>
                  </label>
                ))}
              </div>
              <FieldError id={errorId('type_of_medicine_list')} error={errors.type_of_medicine_list} />
            </fieldset>
          )}
        </FormSection>

        {loggedIn && captcha}
        <FieldError id={`${id}-refusal`} error={refusal} />
        <div className="book__actions">
          <button
            type="submit"
            className="btn book__submit"
            disabled={sending || (loggedIn && !captchaSolved)}
            title={waitingForCaptcha ? COPY.captchaHelp : undefined}
            aria-describedby={waitingForCaptcha ? `${id}-submit-help` : undefined}
            part="submit"
          >
            {sending ? COPY.sending : COPY.submit}
          </button>
          {waitingForCaptcha && (
            <p className="book__help" id={`${id}-submit-help`}>
              {COPY.captchaHelp}
            </p>
          )}
        </div>
        <p className="book__status" role="status" part="booking-status">
          {status === 'booked' && message ? message : null}
        </p>
      </form>
    </div>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="book__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface TimeSlotsProps {
  /** The form's id prefix. */
  id: string;
  values: AppointmentValues;
  slots: AsyncState<readonly WeeklySlot[]>;
  error?: string;
  onRetry: () => void;
  onPick: (hour: number) => void;
}

/**
 * The chosen day's times (after a date is chosen): its weekday's slots by hour, in
 * 12-hour time, as radio buttons; a day without slots says so; nothing before a day is chosen.
 */
function TimeSlots({ id, values, slots, error, onRetry, onPick }: TimeSlotsProps) {
  const date = chosenDate(values);
  if (!date) return null;
  const errorId = `${id}-time-error`;
  const hintId = `${id}-time-hint`;
  const hours = hoursOf(values, slots.status === 'ready' ? slots.data : null);
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');

  let body: ReactNode;
  if (slots.status === 'loading') {
    body = (
      <p className="book__hint" role="status">
        {COPY.loadingTimes}
      </p>
    );
  } else if (slots.status === 'error') {
    body = (
      <div className="book__slots-failed">
        <p className="field__error" role="alert" id={`${id}-time-failed`}>
          {COPY.timesFailed}
        </p>
        <button type="button" className="btn btn--ghost btn--small" aria-describedby={`${id}-time-failed`} onClick={onRetry}>
          {COPY.retryTimes}
        </button>
      </div>
    );
  } else if (!hours || hours.length === 0) {
    body = <p className="book__none">{noSlotsMessage(date)}</p>;
  } else {
    body = (
      <div className="book__slots">
        {hours.map((hour) => (
          <label key={hour} className="book__slot">
            <input
              type="radio"
              name={`${id}-time`}
              value={hour}
              required
              checked={values.hour === hour}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => onPick(hour)}
            />
            <span>{formatSlotHour(hour)}</span>
          </label>
        ))}
      </div>
    );
  }

  return (
    <fieldset className="book__group book__times" part="slots">
      <legend>{COPY.labels.time}</legend>
      <span className="book__hint" id={hintId}>
        {COPY.timesOn(formatAppointmentDay(date))}
      </span>
      {body}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
