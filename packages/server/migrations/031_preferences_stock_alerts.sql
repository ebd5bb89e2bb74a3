-- A shopper's consent to marketing messages (offers and back-in-stock alerts), per channel, and
-- the back-in-stock wishes of out-of-stock products (server/src/notify/preferences.ts,
-- notify/stock-alerts.ts).

-- Every change of consent is a row of its own, never overwritten: when it was given or withdrawn
-- and how (the profile's switch, the unsubscribe link of an e-mail), so consent can be shown as
-- it was recorded. A channel's consent is its latest row; no row is no consent.
CREATE TABLE marketing_consents (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'email', 'whatsapp')),
  granted boolean NOT NULL,
  source text NOT NULL CHECK (source IN ('profile', 'unsubscribe_link')),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX marketing_consents_latest ON marketing_consents (user_id, channel, id DESC);

-- A wish to be told once when a product is back in stock. restocked_at: the product came back
-- (set by the trigger below, in the restocking transaction); settled_at: the shopper was told (on
-- the channels of told_channels, none when they had consented to none), after which the wish is
-- over. One waiting wish per shopper and product.
CREATE TABLE stock_alerts (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  restocked_at timestamptz,
  settled_at timestamptz,
  told_channels text[]
);
CREATE UNIQUE INDEX stock_alerts_waiting ON stock_alerts (user_id, product_id) WHERE settled_at IS NULL;
CREATE INDEX stock_alerts_product ON stock_alerts (product_id) WHERE settled_at IS NULL;
CREATE INDEX stock_alerts_due ON stock_alerts (id) WHERE settled_at IS NULL AND restocked_at IS NOT NULL;

-- A product is back when it becomes buyable again: stock from none (null or 0) to some, or shown
-- again while in stock. Whichever code (or psql session) raises the stock, its wishes are marked
-- due in the same transaction, as the catalogue's generation is (021); the API processes, told
-- by NOTIFY so_stock_alerts once it commits (and by their poll), write the messages.
CREATE FUNCTION stock_alerts_restocked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET restocked_at = now()
   WHERE product_id = NEW.id AND settled_at IS NULL AND restocked_at IS NULL;
  IF FOUND THEN
    PERFORM pg_notify('so_stock_alerts', '');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_restocked
  AFTER UPDATE OF stock, is_hidden ON products
  FOR EACH ROW
  WHEN (coalesce(NEW.stock, 0) > 0 AND NOT NEW.is_hidden AND (coalesce(OLD.stock, 0) = 0 OR OLD.is_hidden))
  EXECUTE FUNCTION stock_alerts_restocked();
