-- The owner's dashboard: what staff manage beyond orders.

-- Where each contact inquiry, B2B or export lead and Vaidya appointment stands: new until staff
-- answer it, closed when nothing is left to do (PATCH /api/staff/{kind}/{id}).
ALTER TABLE inquiries ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed'));
ALTER TABLE b2b_leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed'));
ALTER TABLE export_leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed'));
ALTER TABLE appointments ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed'));

-- A product staff took off the website (PATCH /api/staff/products/{id} {"is_hidden": true}).
ALTER TABLE products ADD COLUMN is_hidden boolean NOT NULL DEFAULT false;

-- Why staff adjusted a customer's coins (kind 'adjustment'); NULL for the store's own entries.
ALTER TABLE coin_ledger ADD COLUMN reason text;
