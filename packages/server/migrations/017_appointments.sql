-- Vaidya appointments: the weekly slots of the
-- free online consultation (GET /online_appointment_slots/) and the appointments shoppers book
-- (POST /events/, login required), read by staff newest first.
--
-- Slots repeat every week: week_day_number is JavaScript's Date#getDay() numbering, 0 = Sunday …
-- 6 = Saturday (the same as PostgreSQL's EXTRACT(DOW)); starting_hour is the hour the appointment
-- starts in Asia/Kolkata and it takes that hour. A slot takes `capacity` bookings per day, or the
-- store's APPOINTMENT_SLOT_CAPACITY (default 1) when capacity is NULL.
--
-- The slots are the store's schedule, not demo data: they are written here, so every store starts
-- with the store's hours, Monday to Saturday, appointments starting 10:00 to 16:00 (the last one
-- ends at 17:00). Change the schedule with SQL (INSERT / DELETE rows); a removed slot takes no new
-- bookings and leaves booked appointments as they are.
CREATE TABLE appointment_slots (
  id serial PRIMARY KEY,
  week_day_number smallint NOT NULL CHECK (week_day_number BETWEEN 0 AND 6),
  starting_hour smallint NOT NULL CHECK (starting_hour BETWEEN 0 AND 23),
  capacity integer CHECK (capacity >= 1),
  UNIQUE (week_day_number, starting_hour)
);

INSERT INTO appointment_slots (week_day_number, starting_hour)
SELECT d, h FROM generate_series(1, 6) AS d, generate_series(10, 16) AS h ORDER BY d, h;

-- One row per booking. A slot's capacity holds under concurrency because a booking locks the
-- slot's row (SELECT … FOR UPDATE) before it counts the bookings at that start and inserts: two
-- shoppers racing for the last place queue on the lock, and the second counts the first's booking.
-- A shopper books a given time once (the unique index also stops a double submission).
-- The mobile number is stored as the country's calling code and 10 digits ('+919812345678');
-- is_taking_medicine is NULL when the optional question was not answered.
CREATE TABLE appointments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  start_datetime timestamptz NOT NULL,
  name text NOT NULL,
  country_id integer NOT NULL REFERENCES countries (id),
  email text NOT NULL,
  mobile text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('Male', 'Female', 'Other')),
  age_group text NOT NULL,
  problem_suffering_from text NOT NULL,
  problem_description text NOT NULL,
  landmark text NOT NULL,
  is_taking_medicine boolean,
  type_of_medicine_list text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_taking_medicine IS TRUE OR cardinality(type_of_medicine_list) = 0)
);
CREATE UNIQUE INDEX appointments_user_start_idx ON appointments (user_id, start_datetime);
CREATE INDEX appointments_start_idx ON appointments (start_datetime);
CREATE INDEX appointments_created_idx ON appointments (created_at DESC, id DESC);
