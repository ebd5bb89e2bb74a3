-- The catalogue's generation: a number that moves on with every change to what the
-- catalogue's answers show (products, prices, stock, categories, brands, tags, forms, sections,
-- related products, reviews and their rating summaries, the home page's sections and lists, and
-- the orders that make a review a verified purchase), in the same transaction as the change.
-- Each API process caches those answers (src/catalogue/cache.ts) under the generation it read
-- first, and drops them when the generation it reads next differs: no write can forget to
-- invalidate the cache, whichever code (or psql session) makes it.
--
-- The triggers are deferred to COMMIT, so the one row below is locked only while a transaction
-- commits (never while it waits for other locks: no deadlocks, no queue of orders behind it),
-- and bumped once per transaction however many rows it changed. pg_notify tells every API
-- process listening on 'so_catalogue' once the transaction has committed; a process that misses
-- the notice still sees the new number at its next check.
CREATE TABLE catalogue_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  generation bigint NOT NULL
);
INSERT INTO catalogue_generation (id, generation) VALUES (true, 1);

CREATE FUNCTION catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction (the setting is local to it, and undone with a rolled back savepoint).
  IF coalesce(current_setting('so.catalogue_changed', true), '') <> 'yes' THEN
    PERFORM set_config('so.catalogue_changed', 'yes', true);
    UPDATE catalogue_generation SET generation = generation + 1;
    PERFORM pg_notify('so_catalogue', '');
  END IF;
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'products', 'categories', 'brands', 'product_tags', 'product_foams', 'sections', 'product_tag_links',
    'related_products', 'reviews', 'product_ratings',
    'home_sections', 'home_section_images', 'home_section_products', 'home_product_lists'
  ] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed()',
      t || '_catalogue_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t || '_catalogue_truncated', t);
  END LOOP;
END;
$$;

-- A review shows "verified purchase" from its author's orders of the product (VERIFIED_PURCHASE
-- in src/catalogue/products.ts): the columns that decide it.
CREATE CONSTRAINT TRIGGER orders_catalogue_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, pay_type, is_paid, order_status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER orders_catalogue_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER order_lines_catalogue_changed
  AFTER INSERT OR DELETE OR UPDATE OF order_id, product_id ON order_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER order_lines_catalogue_truncated AFTER TRUNCATE ON order_lines FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
