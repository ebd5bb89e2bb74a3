export { Vaidya } from './Vaidya.tsx';
export { BookAppointment } from './BookAppointment.tsx';
export { BookAppointmentView, type BookAppointmentViewProps, type BookingStatus } from './BookAppointmentView.tsx';
export {
  appointmentBody,
  emptyAppointment,
  validateAppointment,
  type AppointmentErrorField,
  type AppointmentErrors,
  type AppointmentValues,
} from './appointment.ts';
export { BOOKING_COPY, VAIDYA_COPY } from './copy.ts';
