-- Fulfilment: shipping an order, out for delivery, delivered, returned to origin (RTO), restocking.

-- Two more statuses: Out for Delivery, and Returned (to origin: the courier brought it back).
ALTER TABLE orders DROP CONSTRAINT orders_order_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_order_status_check
  CHECK (order_status IN ('Pending', 'Confirmed', 'Dispatched', 'Out for Delivery', 'Delivered', 'Returned', 'Cancelled'));

-- An order's shipment (at most one): the courier, its tracking number (AWB), the tracking page
-- made from the COURIERS setting's template when it was saved, the parcel. Corrected in place
-- until the order is delivered or returned; each save is also an order event.
CREATE TABLE shipments (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  courier text NOT NULL,
  awb text NOT NULL,
  tracking_url text,
  weight_grams integer NOT NULL CHECK (weight_grams > 0),
  boxes integer NOT NULL CHECK (boxes > 0),
  shipped_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What happened to an order and when (the timeline): kind (ORDER_EVENT_KINDS of the contract),
-- the time, the staff member who did it (NULL: the store or the shopper), details (the shipment
-- as saved, the delivery day, the units restocked).
CREATE TABLE order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer REFERENCES users (id),
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX order_events_order_idx ON order_events (order_id, at, id);

-- Units returned to origin, waiting for staff to put them back into stock by hand.
ALTER TABLE products ADD COLUMN returned_stock integer NOT NULL DEFAULT 0 CHECK (returned_stock >= 0);
