-- Visitors, carts and wishlists. A cart or wishlist belongs to an owner that is either a
-- visitor (owner_kind 'visitor', owner_id = visitor id) or a user (owner_kind 'user',
-- owner_id = user id as text), so logging in can merge the visitor's rows into the user's.

CREATE TABLE visitors (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('visitor', 'user')),
  owner_id text NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_kind, owner_id, product_id)
);

CREATE TABLE wishlist_items (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('visitor', 'user')),
  owner_id text NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_kind, owner_id, product_id)
);
