-- Unpaid online orders (orders/unpaid.ts): the ones that may still be paid, by when they were
-- placed, so the expiry's look for overdue orders (on a timer and before checkouts) reads only them.
CREATE INDEX orders_open_unpaid_idx ON orders (order_date, id)
  WHERE pay_type = 'Online' AND NOT is_paid AND order_status IN ('Pending', 'Confirmed') AND subscription_id IS NULL;
