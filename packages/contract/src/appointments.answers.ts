/**
 * The answers of appointment bookings: superstruct schemas, built from `wire.ts`, that the client
 * validates every response with and the server types its answers with. No request schema lives
 * here: a shopper's page loads this module whole.
 */
import { array, boolean, integer, type } from 'superstruct';

export const AppointmentSlot = type({ week_day_number: integer(), starting_hour: integer() });
export const AppointmentSlotsResponse = type({ status: boolean(), online_appointment_slot: array(AppointmentSlot) });
