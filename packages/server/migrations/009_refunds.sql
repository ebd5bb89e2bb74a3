-- At most one captured payment per order. A gateway success for an order that is
-- already paid (two payment links, both paid) or that staff cancelled is recorded as status
-- 'refund': the money was taken, it does not pay the order, and a refund of it is due. Staff
-- cancelling a paid order makes its captured payment due for refund too. Each refund goes through
-- the gateway adapter once (the sandbox records it; PayU's cancel_refund_transaction).
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'success', 'failure', 'refund'));

CREATE TABLE refunds (
  id serial PRIMARY KEY,
  -- The payment refunded: at most one refund each.
  txnid text NOT NULL UNIQUE REFERENCES payments (txnid),
  order_id integer NOT NULL REFERENCES orders (id),
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  -- duplicate: the order was already paid; cancelled: the order was cancelled.
  reason text NOT NULL CHECK (reason IN ('duplicate', 'cancelled')),
  -- due → sending → requested (the gateway queued it) | refunded (done) | failed (staff may retry).
  status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'sending', 'requested', 'refunded', 'failed')),
  -- The merchant's token of the latest request (PayU's var2, at most 23 characters), new per try.
  request_token text,
  gateway_reference text,
  gateway_message text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_id);
CREATE INDEX refunds_status_idx ON refunds (status, created_at);

-- Orders paid twice before this migration: the first success pays the order, the later ones are
-- refunds due.
WITH ranked AS (
  SELECT txnid, order_id, amount_paise,
         row_number() OVER (PARTITION BY order_id ORDER BY completed_at, created_at, txnid) AS n
    FROM payments WHERE status = 'success'
)
INSERT INTO refunds (txnid, order_id, amount_paise, reason)
SELECT txnid, order_id, amount_paise, 'duplicate' FROM ranked WHERE n > 1 AND amount_paise > 0;
UPDATE payments SET status = 'refund' WHERE txnid IN (SELECT txnid FROM refunds);

CREATE UNIQUE INDEX payments_one_capture_idx ON payments (order_id) WHERE status = 'success';
