-- Read-path performance: rating summaries kept up to date on write, and indexes for the
-- product queries (list filters and orderings, newest reviews, tags).

-- One row per product that has (or had) reviews: count, sum and per-star counts, maintained by
-- the trigger below on every INSERT / UPDATE / DELETE of reviews, so reading a product's
-- average rating and star distribution never aggregates reviews. A product without a row has
-- no reviews. (TRUNCATE reviews bypasses the trigger: also TRUNCATE product_ratings.)
CREATE TABLE product_ratings (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  review_count integer NOT NULL DEFAULT 0,
  rating_sum integer NOT NULL DEFAULT 0,
  n1 integer NOT NULL DEFAULT 0,
  n2 integer NOT NULL DEFAULT 0,
  n3 integer NOT NULL DEFAULT 0,
  n4 integer NOT NULL DEFAULT 0,
  n5 integer NOT NULL DEFAULT 0
);

INSERT INTO product_ratings (product_id, review_count, rating_sum, n1, n2, n3, n4, n5)
SELECT product_id, count(*), sum(rating),
       count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
       count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)
  FROM reviews GROUP BY product_id;

-- Adds (delta = 1) or removes (delta = -1) one review of `rating` to the summary of `pid`.
-- Removing only updates an existing row: when the product itself is being deleted its summary
-- row is already gone (ON DELETE CASCADE) and must not be re-created.
CREATE FUNCTION product_ratings_apply(pid integer, rating integer, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO product_ratings AS r (product_id, review_count, rating_sum, n1, n2, n3, n4, n5)
    VALUES (pid, delta, delta * rating,
            CASE WHEN rating = 1 THEN delta ELSE 0 END, CASE WHEN rating = 2 THEN delta ELSE 0 END,
            CASE WHEN rating = 3 THEN delta ELSE 0 END, CASE WHEN rating = 4 THEN delta ELSE 0 END,
            CASE WHEN rating = 5 THEN delta ELSE 0 END)
    ON CONFLICT (product_id) DO UPDATE SET
      review_count = r.review_count + EXCLUDED.review_count,
      rating_sum = r.rating_sum + EXCLUDED.rating_sum,
      n1 = r.n1 + EXCLUDED.n1, n2 = r.n2 + EXCLUDED.n2, n3 = r.n3 + EXCLUDED.n3,
      n4 = r.n4 + EXCLUDED.n4, n5 = r.n5 + EXCLUDED.n5;
  ELSE
    UPDATE product_ratings SET
      review_count = review_count + delta,
      rating_sum = rating_sum + delta * rating,
      n1 = n1 + CASE WHEN rating = 1 THEN delta ELSE 0 END,
      n2 = n2 + CASE WHEN rating = 2 THEN delta ELSE 0 END,
      n3 = n3 + CASE WHEN rating = 3 THEN delta ELSE 0 END,
      n4 = n4 + CASE WHEN rating = 4 THEN delta ELSE 0 END,
      n5 = n5 + CASE WHEN rating = 5 THEN delta ELSE 0 END
    WHERE product_id = pid;
  END IF;
END;
$$;

CREATE FUNCTION reviews_maintain_product_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM product_ratings_apply(OLD.product_id, OLD.rating, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM product_ratings_apply(NEW.product_id, NEW.rating, 1);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER reviews_product_ratings
  AFTER INSERT OR DELETE OR UPDATE OF product_id, rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_maintain_product_ratings();

-- Newest reviews of a product, in the exact order the API pages them (created_at DESC, id DESC).
CREATE INDEX reviews_product_newest_idx ON reviews (product_id, created_at DESC, id DESC);
DROP INDEX reviews_product_idx;

-- List filters and the price orderings.
CREATE INDEX products_foam_idx ON products (foam_id);
CREATE INDEX products_section_idx ON products (section_id);
CREATE INDEX products_price_idx ON products (base_price_paise, id);

-- Related products of one kind in their position order.
CREATE INDEX related_products_kind_idx ON related_products (product_id, kind, position, related_id);
-- Home lists and section products in their position order.
CREATE INDEX home_product_lists_order_idx ON home_product_lists (list, position, product_id);
CREATE INDEX home_section_products_order_idx ON home_section_products (section_id, position, product_id);
-- A visitor's wishlist, newest first.
CREATE INDEX wishlist_items_owner_newest_idx ON wishlist_items (owner_kind, owner_id, created_at DESC, id DESC);
