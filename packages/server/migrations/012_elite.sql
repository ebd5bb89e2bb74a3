-- SO Elite, the paid membership. A payment of the plan buys membership periods; a
-- user is a member on a day (Asia/Kolkata) that one of their periods contains, so membership ends
-- by itself when its last period ends. Money is integer paise.

-- ─── The plan's payments ────────────────────────────────────────────────────
-- One row per payment attempt (txnid, the gateway's transaction id), like `payments` (migration
-- 007) for orders. The price and the months bought are fixed when the link is made: a later
-- change of ELITE_PLAN_PRICE or ELITE_PLAN_MONTHS does not change what an open link costs or buys.
CREATE TABLE elite_payments (
  txnid text PRIMARY KEY CHECK (length(txnid) BETWEEN 1 AND 64),
  user_id integer NOT NULL REFERENCES users (id),
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 12),
  gateway text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failure')),
  -- The gateway's own payment id (PayU's mihpayid).
  gateway_payment_id text,
  -- Where the payer's browser goes back to (the store site the link was asked from); NULL means
  -- STORE_URL. The same rule as payments.return_url (migration 008).
  return_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX elite_payments_user_idx ON elite_payments (user_id, created_at);

-- ─── Membership periods ─────────────────────────────────────────────────────
-- start_date and end_date are days in Asia/Kolkata, both inclusive (end_date is the last day of
-- membership). Periods of one user never overlap: a renewal starts the day after the current end
-- (the user's row is locked while a period is added).
CREATE TABLE elite_memberships (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- The payment that bought the period (one period per payment). NULL only for memberships
  -- carried over from the old stored flag below.
  payment_txnid text UNIQUE REFERENCES elite_payments (txnid),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX elite_memberships_user_idx ON elite_memberships (user_id, end_date);

-- ─── The old flag ───────────────────────────────────────────────────────────
-- users.is_sose_elite_user (migration 005) was a stored flag nothing could set and nothing could
-- end. It is dropped rather than kept unused: membership has one source (the periods), and code
-- that still read the column would get a stale `false` without anyone noticing, whereas a dropped
-- column fails loudly. Anyone flagged by hand keeps one plan length (a month) from today.
INSERT INTO elite_memberships (user_id, start_date, end_date)
SELECT id,
       (now() AT TIME ZONE 'Asia/Kolkata')::date,
       ((now() AT TIME ZONE 'Asia/Kolkata')::date + interval '1 month')::date - 1
  FROM users
 WHERE is_sose_elite_user;
ALTER TABLE users DROP COLUMN is_sose_elite_user;

-- ─── One txnid, one payment ─────────────────────────────────────────────────
-- The gateway's callback finds a payment by its txnid in either table, so a txnid may be used by
-- an order payment or an Elite payment, never both. Each insert takes a transaction lock on its
-- txnid first, so two inserts of one txnid into the two tables at the same moment are refused
-- too; the refusal is a unique violation (23505), which the payment-link handlers answer with 409.
CREATE FUNCTION txnid_not_used_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('txnid:' || NEW.txnid));
  IF (TG_TABLE_NAME = 'payments' AND EXISTS (SELECT 1 FROM elite_payments WHERE txnid = NEW.txnid))
     OR (TG_TABLE_NAME = 'elite_payments' AND EXISTS (SELECT 1 FROM payments WHERE txnid = NEW.txnid)) THEN
    RAISE EXCEPTION 'txnid % is already used by another payment', NEW.txnid USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payments_txnid_unique BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION txnid_not_used_elsewhere();
CREATE TRIGGER elite_payments_txnid_unique BEFORE INSERT ON elite_payments
  FOR EACH ROW EXECUTE FUNCTION txnid_not_used_elsewhere();
