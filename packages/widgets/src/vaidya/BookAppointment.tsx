import { calendarDate, formatAppointmentStart, MSG, parseAppointmentStart, type AppointmentInput, type WeeklySlot } from '@so/contract';
import { $loggedIn, $session, emit, getApi, openLoginDialog, requireLogin, toast } from '@so/stores';
import { useAsync, useStore, type AsyncState } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useEffect, useRef, useState } from 'react';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { PlaceFields, type PlaceValues } from '../shared/PlaceFields.tsx';
import {
  appointmentBody,
  bookingFailure,
  defaultCountry,
  earliestDate,
  emptyAppointment,
  hasErrors,
  latestDate,
  prefilled,
  validateAppointment,
  type AppointmentErrorField,
  type AppointmentValues,
  type BookingFailure,
} from './appointment.ts';
import { BOOKING_COPY as COPY } from './copy.ts';
import { BookAppointmentView, type BookingStatus } from './BookAppointmentView.tsx';

const loadSlots = () =>
  getApi()
    .appointmentSlots()
    .then((answer) => answer.online_appointment_slot);

/** The store's confirmation when the server answered none (its own message is shown when it does). */
function bookedFallback(body: AppointmentInput): string {
  const start = parseAppointmentStart(body.start_datetime);
  return start ? MSG.appointmentBooked(formatAppointmentStart(start), body.mobile) : MSG.appointmentBooked(body.start_datetime, body.mobile);
}

/** The values with the chosen country. */
type BookingValues = AppointmentValues & { place: PlaceValues };

/**
 * "Book your appointment" wired to the stores and the API. The weekly slots come from GET
 * /online_appointment_slots/ (open to visitors too). A visitor sees the form and the login
 * prompt; Log in opens the login dialog, Book appointment shows "Please login to book
 * an appointment!" and the dialog, and nothing is sent. A logged-in shopper's name, e-mail and
 * mobile number start from the account; the form is checked, then POST /events/:
 * - 201: the server's message as a toast and in the status region; the form starts afresh.
 * - 400: each field's message beside it, the server's message as a toast, the typing kept; a
 *   400 naming no field (too many upcoming bookings) and a 429 (too many tries) show the server's
 *   message above Book appointment too.
 * - 401 (the session ended): the server's prompt as a toast, then the login dialog.
 * - 409 (the slot filled up, or already booked): the server's message as a toast and under the
 *   times, the slots reloaded and the time cleared; the day and everything else kept.
 * - anything else: the server's message, else "Please try again later!", as a toast.
 * The captcha is asked afresh after every send (a solution is good once).
 */
export function BookAppointment() {
  const loggedIn = useStore($loggedIn);
  const user = useStore($session);
  const [loaded, reloadSlots] = useAsync(loadSlots, []);
  const today = calendarDate();

  // While the slots reload (after a full slot), the times already shown stay.
  const lastSlots = useRef<readonly WeeklySlot[] | null>(null);
  if (loaded.status === 'ready') lastSlots.current = loaded.data;
  const slots: AsyncState<readonly WeeklySlot[]> = loaded.status === 'loading' && lastSlots.current ? { status: 'ready', data: lastSlots.current } : loaded;
  const slotList = slots.status === 'ready' ? slots.data : null;

  const form = useForm<BookingValues, AppointmentErrorField>({
    initial: () => ({ ...prefilled(emptyAppointment(), user), place: defaultCountry() }),
    validate: (v) => validateAppointment(v, v.place, slotList, today),
    // A new day settles the time's message too; the medicine answer its types'; the country its own.
    follows: { date: ['time'], hour: ['time'], is_taking_medicine: ['type_of_medicine_list'], place: ['country'] },
    serverErrors: (error) => bookingFailure(error).errors,
  });
  const { values, errors, setValues } = form;
  const [status, setStatus] = useState<BookingStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  /** The server's last refusal that named no field (shown in the form besides the toast). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Changes after a booking, to start the country field (and its search text) afresh. */
  const [placesKey, setPlacesKey] = useState(0);
  const captcha = useCaptcha();

  // A visitor who logs in through the dialog gets the account's name, e-mail and mobile number in the empty fields.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (user) setValues((v) => ({ ...prefilled(v, user), place: v.place }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per account: the same account's refreshed details do not refill fields the visitor emptied
  }, [userId]);

  const onChange = <K extends keyof AppointmentValues>(field: K, value: AppointmentValues[K]) => {
    const next = { ...values, [field]: value };
    // A new day keeps the chosen time only when that day has it too.
    if (field === 'date' && next.hour !== null && validateAppointment(next, next.place, slotList, today).time) next.hour = null;
    // The medicine types go only with "yes"; every other answer clears them.
    if (field === 'is_taking_medicine' && next.is_taking_medicine !== 'yes') next.type_of_medicine_list = [];
    setValues(next, [field]);
  };

  const onSubmit = async () => {
    if (!requireLogin(MSG.loginToBook)) return;
    const solution = captcha.solution;
    const result = await form.submit(
      async (v) => {
        const body = appointmentBody(v, v.place, slotList, today);
        // The checks passed, so the body is there; without one nothing is sent.
        if (!body) return null;
        setMessage(null);
        setRefusal(null);
        setStatus('sending');
        try {
          return { body, answer: await getApi().bookAppointment(body) };
        } finally {
          captcha.reset();
        }
      },
      { extra: { captcha: solution ? undefined : COPY.errors.captcha } },
    );
    let failure: BookingFailure;
    if (result.status === 'sent') {
      if (!result.result) return;
      const { body, answer } = result.result;
      if (answer.status) {
        const start = parseAppointmentStart(body.start_datetime);
        if (start) emit('so:booking-made', { date: start.date, time: `${String(start.hour).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}` });
        return booked(answer.message || bookedFallback(body));
      }
      failure = { status: 200, errors: {}, message: answer.message ?? null };
    } else if (result.status === 'refused' || result.status === 'failed') {
      failure = bookingFailure(result.error);
    } else {
      return;
    }
    setStatus('idle');
    failed(failure);
  };

  /** The server took the booking: its message as a toast and in the form; the form starts afresh. */
  const booked = (text: string) => {
    form.reset({ ...prefilled(emptyAppointment(), $session.get()), place: defaultCountry() });
    setPlacesKey((k) => k + 1);
    setMessage(text);
    setStatus('booked');
    toast({ kind: 'success', title: text });
  };

  /** A refusal: a toast, and the message where it belongs (useForm has put a 400's beside their fields). */
  const failed = ({ status: code, errors: byField, message: said }: BookingFailure) => {
    if (code === 401) {
      const prompt = said ?? MSG.loginToBook;
      toast({ kind: 'warning', title: prompt });
      openLoginDialog(prompt);
      return;
    }
    const text = said ?? MSG.tryAgainLater;
    toast({ kind: 'error', title: text });
    if (code === 409) {
      // The slot filled up (or this shopper has it already): another time, the rest kept.
      setValues((v) => ({ ...v, hour: null }));
      reloadSlots();
      form.showErrors({ time: text });
      return;
    }
    // No field to stand beside (too many upcoming bookings, too many tries): the form says it too.
    if (!hasErrors(byField)) setRefusal(text);
  };

  return (
    <BookAppointmentView
      loggedIn={loggedIn}
      values={values}
      errors={errors}
      status={status}
      message={message}
      minDate={earliestDate(today)}
      maxDate={latestDate(today)}
      refusal={refusal}
      slots={slots}
      onRetrySlots={reloadSlots}
      callingCode={values.place.callingCode}
      captchaSolved={captcha.solution !== null}
      formRef={form.formRef}
      onChange={onChange}
      onSubmit={() => void onSubmit()}
      onLogin={() => openLoginDialog(MSG.loginToBook)}
      places={<PlaceFields key={placesKey} fields="country" value={values.place} onChange={(next) => form.setField('place', next)} errors={{ country: errors.country }} />}
      captcha={<Captcha {...captcha.props} error={errors.captcha} />}
    />
  );
}
