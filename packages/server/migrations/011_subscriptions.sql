-- Subscribe and Save: product subscriptions, the deliveries the scheduler made of
-- them, their orders, and the payment mandates their later deliveries are charged through.
--
-- Dates are calendar days in Asia/Kolkata. A subscription delivers every `duration` days of its
-- delivery option: start_date is the day it was created, the first next_delivery_date is one
-- rhythm later, and after each delivery the next is the following date of the rhythm. A shift
-- moves only the next delivery (shifted_delivery_date, once); the rhythm stays.

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  delivery_option_id integer NOT NULL REFERENCES delivery_options (id),
  -- The store's discount when the subscription was created (SUBSCRIPTION_DISCOUNT_PERCENT), fixed.
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 90),
  active boolean NOT NULL DEFAULT true,
  start_date date NOT NULL,
  -- The regular date of the next delivery (the rhythm).
  next_delivery_date date NOT NULL,
  -- Where the next delivery was shifted to (on or after next_delivery_date), until it is made.
  shifted_delivery_date date CHECK (shifted_delivery_date IS NULL OR shifted_delivery_date >= next_delivery_date),
  -- The next delivery's one shift was used.
  shift_used boolean NOT NULL DEFAULT false,
  -- The billing and shipping address of its orders (set by the first order; NULL: the default address).
  address_id integer REFERENCES addresses (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, id);
-- The scheduler's question: active subscriptions whose (shifted or regular) delivery is due.
CREATE INDEX subscriptions_due_idx ON subscriptions ((COALESCE(shifted_delivery_date, next_delivery_date))) WHERE active;

-- Subscription orders are marked as such (GET /orders/, GET /orders/{id}: subscription_id).
ALTER TABLE orders ADD COLUMN subscription_id integer REFERENCES subscriptions (id);
CREATE INDEX orders_subscription_idx ON orders (subscription_id) WHERE subscription_id IS NOT NULL;

-- One row per subscription and scheduled (regular) date: what the scheduler did. The row is
-- claimed in the same transaction as the order, so a delivery happens exactly once, also with
-- several API processes on one PostgreSQL running the scheduler at the same moment.
CREATE TABLE subscription_deliveries (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES subscriptions (id),
  -- The rhythm date this delivery belongs to (next_delivery_date when it was made).
  scheduled_date date NOT NULL,
  -- The day it was made for (the shifted date when the delivery was shifted).
  delivery_date date NOT NULL,
  -- ordered: placed, not charged (no mandate); paid: placed and charged; charge_failed: placed,
  -- the recurring charge failed (the order stays payable); out_of_stock / skipped: no order.
  outcome text NOT NULL CHECK (outcome IN ('ordered', 'paid', 'charge_failed', 'out_of_stock', 'skipped')),
  order_id integer REFERENCES orders (id),
  -- Why it was skipped or the charge failed.
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, scheduled_date)
);

-- A standing instruction to charge the subscription's later deliveries, recorded when one of its
-- orders is paid through the gateway (the first one, normally). Sandbox: a reference of its own;
-- PayU: the mihpayid of that payment (si_transaction's authpayuid).
CREATE TABLE payment_mandates (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL UNIQUE REFERENCES subscriptions (id),
  gateway text NOT NULL,
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 64),
  -- The payment that set it up.
  txnid text NOT NULL REFERENCES payments (txnid),
  created_at timestamptz NOT NULL DEFAULT now()
);
