-- Reviews: one review per customer per product, staff can hide a review, and the
-- rating summary (product_ratings, migration 004) counts only the reviews the public sees.

-- Hidden by staff: left out of the public lists, the average and the review count.
ALTER TABLE reviews ADD COLUMN is_hidden boolean NOT NULL DEFAULT false;
ALTER TABLE reviews ADD COLUMN hidden_at timestamptz;
ALTER TABLE reviews ADD COLUMN hidden_by integer REFERENCES users (id) ON DELETE SET NULL;

-- Before the unique index: of several reviews by one customer of one product keep the newest
-- and delete the rest (the trigger of migration 004 takes them out of the summary).
DELETE FROM reviews r
 USING (SELECT id, row_number() OVER (PARTITION BY user_id, product_id ORDER BY created_at DESC, id DESC) AS n
          FROM reviews WHERE user_id IS NOT NULL) ranked
 WHERE r.id = ranked.id AND ranked.n > 1;

-- One review per customer per product: POST /rating_review/{id}/ again edits it (ON CONFLICT).
-- Seeded demo reviews have no user (user_id NULL) and are not constrained: NULLs are distinct.
CREATE UNIQUE INDEX reviews_user_product_key ON reviews (user_id, product_id);

-- The name a customer's review shows is the account's, never one the client sent: reviews of
-- active accounts that have a name take it (deactivated accounts' reviews already read
-- "Former customer").
UPDATE reviews r SET name = btrim(u.first_name || ' ' || u.last_name)
  FROM users u
 WHERE r.user_id = u.id AND u.is_active AND btrim(u.first_name || ' ' || u.last_name) <> ''
   AND r.name IS DISTINCT FROM btrim(u.first_name || ' ' || u.last_name);

-- The summary counts visible reviews only: a review leaves it when hidden and comes back when
-- shown again, in the statement (so the transaction) that changes it.
CREATE OR REPLACE FUNCTION reviews_maintain_product_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_hidden THEN
    PERFORM product_ratings_apply(OLD.product_id, OLD.rating, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_hidden THEN
    PERFORM product_ratings_apply(NEW.product_id, NEW.rating, 1);
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER reviews_product_ratings ON reviews;
CREATE TRIGGER reviews_product_ratings
  AFTER INSERT OR DELETE OR UPDATE OF product_id, rating, is_hidden ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_maintain_product_ratings();

