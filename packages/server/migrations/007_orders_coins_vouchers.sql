-- Orders, payments, vouchers and the coin wallet.
--
-- Money is integer paise; coins are integers (1 coin = ₹1). Every change of stock, coin balance
-- and voucher use happens in one transaction that locks the rows it changes (SELECT … FOR UPDATE),
-- so concurrent checkouts on several API processes can never oversell or spend coins twice.

-- ─── Vouchers ──────────────────────────────────────────────────────────────
CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  -- Stored upper case; codes are matched case-insensitively.
  code text NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 40),
  kind text NOT NULL CHECK (kind IN ('flat', 'percent')),
  -- Paise for 'flat'; 1..100 for 'percent'.
  value integer NOT NULL CHECK (value > 0),
  -- Percent vouchers may cap their discount (paise); NULL means no cap.
  max_discount_paise integer CHECK (max_discount_paise IS NULL OR max_discount_paise > 0),
  -- The cart total (paise, before the discount) must be at least this.
  min_order_paise integer NOT NULL DEFAULT 0 CHECK (min_order_paise >= 0),
  expires_at timestamptz,
  -- NULL means unlimited.
  max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
  max_uses_per_user integer CHECK (max_uses_per_user IS NULL OR max_uses_per_user > 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR value <= 100),
  CHECK (max_uses IS NULL OR uses <= max_uses)
);

-- ─── Coin wallet ───────────────────────────────────────────────────────────
-- The balance is kept on the user row (locked with FOR UPDATE when it changes) and every change
-- is a ledger row; the ledger's sum always equals the balance, which can never go negative.
ALTER TABLE users ADD COLUMN coin_balance integer NOT NULL DEFAULT 0 CHECK (coin_balance >= 0);
-- is_wallet: whether the user may redeem coins.
ALTER TABLE users ADD COLUMN is_wallet boolean NOT NULL DEFAULT true;

CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id serial PRIMARY KEY,
  -- The public order number (order_id on the wire), e.g. SO100001.
  order_id text NOT NULL UNIQUE DEFAULT ('SO' || nextval('order_number_seq')::text),
  user_id integer NOT NULL REFERENCES users (id),
  -- Idempotency: a repeated submission with the same key answers the first order.
  client_key text,
  pay_type text NOT NULL CHECK (pay_type IN ('COD', 'Online')),
  sale_status text NOT NULL DEFAULT 'Quotation Sent',
  order_status text NOT NULL DEFAULT 'Pending'
    CHECK (order_status IN ('Pending', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled')),
  is_paid boolean NOT NULL DEFAULT false,
  paid_at timestamptz,
  is_invoiced boolean NOT NULL DEFAULT false,
  invoiced_at timestamptz,
  -- Snapshots of the addresses as they were when ordered: {id, full_name, mobile_no, full_address, city_id, city}.
  billing_address jsonb NOT NULL,
  shipping_address jsonb NOT NULL,
  -- Sum of the lines at product_price (base + GST) × quantity.
  product_total_paise integer NOT NULL CHECK (product_total_paise >= 0),
  tax_paise integer NOT NULL CHECK (tax_paise >= 0),
  discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
  shipping_paise integer NOT NULL DEFAULT 0 CHECK (shipping_paise >= 0),
  used_coin integer NOT NULL DEFAULT 0 CHECK (used_coin >= 0),
  -- Coins this order earns (credited when placed for COD, when paid for Online).
  coins_earned integer NOT NULL DEFAULT 0 CHECK (coins_earned >= 0),
  coins_credited boolean NOT NULL DEFAULT false,
  -- What the shopper pays: product_total − discount + shipping − used_coin.
  final_total_paise integer NOT NULL CHECK (final_total_paise >= 0),
  voucher_id integer REFERENCES vouchers (id),
  voucher_code text,
  is_gift boolean NOT NULL DEFAULT false,
  gift_message text,
  order_date timestamptz NOT NULL DEFAULT now(),
  delivery_date date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_key)
);
CREATE INDEX orders_user_idx ON orders (user_id, order_date DESC, id DESC);

CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  product_name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  base_price_paise integer NOT NULL CHECK (base_price_paise >= 0),
  gst_paise integer NOT NULL CHECK (gst_paise >= 0),
  gst_rate integer NOT NULL,
  -- (base + GST) per unit, and × quantity.
  selling_price_paise integer NOT NULL CHECK (selling_price_paise >= 0),
  line_total_paise integer NOT NULL CHECK (line_total_paise >= 0)
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id);

CREATE TABLE voucher_uses (
  id serial PRIMARY KEY,
  voucher_id integer NOT NULL REFERENCES vouchers (id),
  user_id integer NOT NULL REFERENCES users (id),
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voucher_uses_voucher_user_idx ON voucher_uses (voucher_id, user_id);

CREATE TABLE coin_ledger (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- Positive: earned or refunded; negative: redeemed or reversed.
  delta integer NOT NULL CHECK (delta <> 0),
  kind text NOT NULL CHECK (kind IN ('earned', 'redeemed', 'refund', 'reversal', 'adjustment')),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  order_id integer REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coin_ledger_user_idx ON coin_ledger (user_id, created_at DESC, id DESC);

-- A coin redemption authorised by an OTP sent to the account's mobile number: code_hash =
-- SHA-256(salt || code). Verified redemptions are consumed by the order that spends them.
CREATE TABLE coin_redemptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coins integer NOT NULL CHECK (coins > 0),
  salt text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  -- Set when an order spent it, or when a newer request superseded it.
  consumed_at timestamptz,
  order_id integer REFERENCES orders (id)
);
CREATE INDEX coin_redemptions_user_idx ON coin_redemptions (user_id, created_at DESC);

-- ─── Payments ──────────────────────────────────────────────────────────────
-- One row per payment attempt (txnid); an order may have several (pay later, retries) and moves
-- to paid once, on the first verified success.
CREATE TABLE payments (
  txnid text PRIMARY KEY CHECK (length(txnid) BETWEEN 1 AND 64),
  order_id integer NOT NULL REFERENCES orders (id),
  user_id integer NOT NULL REFERENCES users (id),
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  gateway text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failure')),
  -- The gateway's own payment id (PayU's mihpayid).
  gateway_payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_order_idx ON payments (order_id);
