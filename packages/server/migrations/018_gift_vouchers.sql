-- Gift vouchers. A visitor buys one through the payment gateway; when the payment
-- succeeds the store issues a voucher of kind 'gift' worth the amount, which is redeemed at
-- checkout through the same voucher path as every other code (GET /validate-voucher-code/ and
-- order placement): as stored value, each order takes up to its balance. Money is integer paise.

-- ─── Stored-value vouchers ──────────────────────────────────────────────────
-- A 'gift' voucher's `value` is the amount bought and `balance_paise` what is left of it: never
-- below 0, never above the amount. Other kinds have no balance. Gift vouchers never expire and
-- have no minimum order or use limits, which their rows leave NULL / 0.
ALTER TABLE vouchers DROP CONSTRAINT IF EXISTS vouchers_kind_check;
ALTER TABLE vouchers ADD CONSTRAINT vouchers_kind_check CHECK (kind IN ('flat', 'percent', 'gift'));
ALTER TABLE vouchers ADD COLUMN balance_paise integer;
ALTER TABLE vouchers ADD CONSTRAINT vouchers_gift_balance_check CHECK (
  (kind = 'gift') = (balance_paise IS NOT NULL)
  AND (balance_paise IS NULL OR balance_paise BETWEEN 0 AND value)
);

-- What each use took off its order (the order's discount), so a cancelled order gives a gift
-- voucher back exactly what it took. Uses recorded before this migration took their order's
-- discount.
ALTER TABLE voucher_uses ADD COLUMN amount_paise integer NOT NULL DEFAULT 0 CHECK (amount_paise >= 0);
UPDATE voucher_uses vu SET amount_paise = o.discount_paise FROM orders o WHERE o.id = vu.order_id;
-- Cancelling an order finds its uses by order.
CREATE INDEX voucher_uses_order_idx ON voucher_uses (order_id);

-- ─── Purchases ─────────────────────────────────────────────────────────────
-- One row per payment attempt (txnid), like elite_payments (migration 012). No login is needed,
-- so the row keeps the buyer's and the recipient's names and addresses as sent. `voucher_id` is
-- the voucher the successful payment issued: set in the same statement as status 'success', and
-- at most one voucher per purchase.
CREATE TABLE gift_voucher_purchases (
  txnid text PRIMARY KEY CHECK (length(txnid) BETWEEN 1 AND 64),
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  sender_name text NOT NULL,
  sender_email text NOT NULL,
  receiver_name text NOT NULL,
  receiver_email text NOT NULL,
  message text,
  gateway text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failure')),
  -- The gateway's own payment id (PayU's mihpayid).
  gateway_payment_id text,
  -- Where the payer's browser goes back to (the store site the link was asked from); NULL means
  -- STORE_URL. The same rule as payments.return_url (migration 008).
  return_url text,
  -- The client address the link was asked from (as the enquiries keep it).
  client_address text,
  voucher_id integer UNIQUE REFERENCES vouchers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK ((status = 'success') = (voucher_id IS NOT NULL))
);
CREATE INDEX gift_voucher_purchases_created_idx ON gift_voucher_purchases (created_at);

-- ─── One txnid, one payment ─────────────────────────────────────────────────
-- The gateway's callback finds a payment by its txnid in one of three tables now: an order
-- payment, an SO Elite payment or a gift voucher purchase. The check of migration 012 covers the
-- third table too (the same transaction lock on the txnid first, then a unique violation, 23505,
-- when another table has it).
CREATE OR REPLACE FUNCTION txnid_not_used_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('txnid:' || NEW.txnid));
  IF (TG_TABLE_NAME <> 'payments' AND EXISTS (SELECT 1 FROM payments WHERE txnid = NEW.txnid))
     OR (TG_TABLE_NAME <> 'elite_payments' AND EXISTS (SELECT 1 FROM elite_payments WHERE txnid = NEW.txnid))
     OR (TG_TABLE_NAME <> 'gift_voucher_purchases' AND EXISTS (SELECT 1 FROM gift_voucher_purchases WHERE txnid = NEW.txnid)) THEN
    RAISE EXCEPTION 'txnid % is already used by another payment', NEW.txnid USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER gift_voucher_purchases_txnid_unique BEFORE INSERT ON gift_voucher_purchases
  FOR EACH ROW EXECUTE FUNCTION txnid_not_used_elsewhere();
