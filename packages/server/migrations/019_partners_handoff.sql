-- Partners and the cart handoff.

-- ─── Partners ─────────────────────────────────────────────────────────────
-- Franchise and partner sites that embed the store's elements (<so-store partner="CODE">).
-- `origins` are the page origins a partner's requests may come from: 'https://shop.example', or
-- with any port 'http://localhost:*'. `store_id` is the partner's own store of the store
-- locator. `source` says who keeps the row: the PARTNERS setting ('setting': a partner left out
-- of it is made inactive at the next start) or the demo seed ('demo').
CREATE TABLE partners (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  origins text[] NOT NULL DEFAULT '{}',
  store_id integer REFERENCES stores (id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT true,
  source text NOT NULL DEFAULT 'setting' CHECK (source IN ('setting', 'demo')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The partner a cart owner (a visitor, or a logged-in user) last changed their cart from, and
-- when: last touch wins; it lasts PARTNER_ATTRIBUTION_DAYS or until an order is placed.
CREATE TABLE partner_attributions (
  owner_kind text NOT NULL CHECK (owner_kind IN ('visitor', 'user')),
  owner_id text NOT NULL,
  partner_code text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  attributed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_kind, owner_id)
);

-- The partner whose page an order came from (null: the store's own site).
ALTER TABLE orders ADD COLUMN partner_code text REFERENCES partners (code) ON DELETE SET NULL;
CREATE INDEX orders_partner_idx ON orders (partner_code, order_date DESC) WHERE partner_code IS NOT NULL;

-- ─── Cart handoffs ────────────────────────────────────────────────────────
-- One row per token of POST /api/handoff/: the visitor (and user, with the hash of the session
-- that asked, so a logout revokes it) it hands over, the partner attributed then, and when it
-- stops working. Redeeming sets used_at in one conditional UPDATE: a token works once.
CREATE TABLE handoffs (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 64),
  visitor_id text NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  session_hash text,
  partner_code text REFERENCES partners (code) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX handoffs_expires_idx ON handoffs (expires_at);

-- Secrets the server makes for itself when no setting gives one (the handoff key when
-- HANDOFF_SECRET is unset), so every API process on one database signs with the same key.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
