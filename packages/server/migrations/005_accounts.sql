-- Accounts: users, sessions, login codes, password resets, rate-limit counters, used captcha
-- solutions, the outbox (SMS and e-mail) and the address book. Everything that must agree
-- between several API processes lives here, never in one process's memory.

CREATE SEQUENCE contact_id_seq START 5001;

CREATE TABLE users (
  id serial PRIMARY KEY,
  -- The id of the user's contact record (contact_id on the wire), distinct from the user id.
  contact_id integer NOT NULL UNIQUE DEFAULT nextval('contact_id_seq'),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  company text,
  -- '+91' followed by 10 digits; NULL when the user has none.
  mobile text UNIQUE,
  -- scrypt$N$r$p$salt$hash (salt and hash base64url).
  password_hash text NOT NULL,
  is_staff boolean NOT NULL DEFAULT false,
  is_superuser boolean NOT NULL DEFAULT false,
  is_sose_elite_user boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  deactivated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A login session. Only the SHA-256 of the token is stored (base64url); the token itself is
-- handed out once, in the login answer.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One-time login codes sent by SMS. code_hash = SHA-256(salt || code).
CREATE TABLE otp_codes (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  salt text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the code was used to log in, or superseded by a newer code.
  used_at timestamptz
);
CREATE INDEX otp_codes_mobile_idx ON otp_codes (mobile, created_at DESC);

-- Password reset links: the UUID is e-mailed; only its SHA-256 is stored.
CREATE TABLE password_resets (
  uuid_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Fixed-window rate-limit counters: one row per key and window start, incremented atomically.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

-- Captcha solutions already accepted (SHA-256 of the challenge), to refuse replays.
CREATE TABLE captcha_used (
  challenge_hash text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);

-- Every SMS and e-mail the store sends (readable at /api/dev/outbox in demo mode).
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  "to" text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);

-- The address book. city_id, state_id and country_id name rows of cities, states and countries
-- (migration 006); the application checks them.
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address_tags text NOT NULL DEFAULT 'No tag',
  full_name text NOT NULL,
  mobile text NOT NULL,
  another_mobile text,
  address_line_1 text NOT NULL,
  address_line_2 text NOT NULL,
  landmark text,
  city_id integer NOT NULL,
  state_id integer NOT NULL,
  country_id integer NOT NULL,
  postal_code text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id, id);

-- Reviews written by logged-in users remember who wrote them.
ALTER TABLE reviews ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL;
