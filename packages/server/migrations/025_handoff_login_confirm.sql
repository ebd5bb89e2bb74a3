-- ─── A handed-over login waits for the shopper's confirmation ─────────────
-- Redeeming a handoff of a logged-in shopper on a store page with no session of its own makes no
-- session: it issues a one-time confirmation (only its SHA-256 is kept) bound to the store visitor
-- that redeemed it. The session is made only by POST /api/handoff/confirm/ with that
-- confirmation, from that visitor, before confirm_expires_at; confirmed_at is set in one
-- conditional UPDATE, so it works once. A declined (or ignored) confirmation leaves nothing.
ALTER TABLE handoffs
  ADD COLUMN confirm_hash text UNIQUE,
  ADD COLUMN confirm_visitor_id text REFERENCES visitors (id) ON DELETE CASCADE,
  ADD COLUMN confirm_expires_at timestamptz,
  ADD COLUMN confirmed_at timestamptz;
