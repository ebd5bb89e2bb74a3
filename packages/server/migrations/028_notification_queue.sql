-- The outbox becomes the store's notification queue (server/src/notify/queue.ts): every SMS,
-- e-mail and WhatsApp message is a row, written in the transaction of the event that causes it,
-- then sent by a worker through its channel's provider, tried again with backoff and marked sent
-- once. Rows written before this migration were kept, not sent by a provider (SMTP aside): they
-- are recorded as sent by the outbox.
ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('sms', 'email', 'whatsapp'));

-- Which message it is (a kind of @so/contract's NOTIFICATION_KINDS: one provider template each)
-- and the template's variables, in order (MSG91 var1…, WhatsApp {{1}}…).
ALTER TABLE outbox ADD COLUMN kind text NOT NULL DEFAULT 'message';
ALTER TABLE outbox ADD COLUMN vars text[] NOT NULL DEFAULT '{}';

-- queued: waiting for its next try (next_try_at); sent: handed to `provider` at sent_at;
-- failed: given up (its tries used up, or no provider can send it), last_error says why.
ALTER TABLE outbox ADD COLUMN state text NOT NULL DEFAULT 'sent' CHECK (state IN ('queued', 'sent', 'failed'));
ALTER TABLE outbox ALTER COLUMN state SET DEFAULT 'queued';
ALTER TABLE outbox ADD COLUMN provider text;
UPDATE outbox SET provider = 'outbox';
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_try_at timestamptz;
ALTER TABLE outbox ADD COLUMN last_error text;
-- A message worth nothing later (a login code) is not sent after this; it is failed instead.
ALTER TABLE outbox ADD COLUMN expires_at timestamptz;
ALTER TABLE outbox ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
UPDATE outbox SET created_at = sent_at;
ALTER TABLE outbox ALTER COLUMN sent_at DROP NOT NULL;
ALTER TABLE outbox ALTER COLUMN sent_at DROP DEFAULT;

-- One event never makes the same message twice: its key (the caller's, e.g. 'order:SO100123:dispatched')
-- is unique per channel.
ALTER TABLE outbox ADD COLUMN idempotency_key text;
UPDATE outbox SET idempotency_key = 'before-queue:' || id;
ALTER TABLE outbox ALTER COLUMN idempotency_key SET NOT NULL;
ALTER TABLE outbox ADD CONSTRAINT outbox_idempotency UNIQUE (idempotency_key, channel);

-- The worker's claim: the queued rows that are due, oldest first.
CREATE INDEX outbox_due ON outbox (next_try_at, id) WHERE state = 'queued';
-- The demo outbox and the tests read by recipient, newest first.
CREATE INDEX IF NOT EXISTS outbox_to ON outbox ("to", id);
