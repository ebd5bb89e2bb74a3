-- Pre-debit notices: before a subscription's delivery is charged automatically through
-- its mandate, the payer is told the day and the amount (RBI's e-mandate framework asks for a
-- notice before each recurring debit; PayU's mandates also need its pre_debit_SI call).
--
-- One row per subscription and delivery day, inserted (claimed) before anything is sent: a second
-- run of the scheduler for the same day, or another API process running it at the same moment on
-- the same PostgreSQL, finds the row taken and sends nothing, so each notice goes out once.
CREATE TABLE subscription_debit_notices (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES subscriptions (id),
  -- The day the delivery is made and charged: the shifted date when the delivery was shifted.
  delivery_date date NOT NULL,
  -- What the payer was told will be charged (the delivery at today's price and shipping rule).
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  -- The mandate's gateway and what it answered: sending (claimed, being sent), sent or failed.
  gateway text NOT NULL,
  gateway_status text NOT NULL DEFAULT 'sending' CHECK (gateway_status IN ('sending', 'sent', 'failed')),
  -- The gateway's reference of the notice (PayU's invoiceId) and its message.
  gateway_reference text,
  gateway_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, delivery_date)
);
