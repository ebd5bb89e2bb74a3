-- Catalogue: categories (3 levels), brands, tags, forms ("foams"), sections, products, reviews.
-- Money is integer paise.

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  parent_id integer REFERENCES categories (id),
  position integer NOT NULL DEFAULT 0,
  metatitle text,
  metadescription text,
  metakeywords text
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE product_tags (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE product_foams (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE sections (
  id integer PRIMARY KEY,
  name text NOT NULL,
  section_sequence integer NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  category_id integer NOT NULL REFERENCES categories (id),
  brand_id integer REFERENCES brands (id),
  foam_id integer REFERENCES product_foams (id),
  section_id integer REFERENCES sections (id),
  base_price_paise integer NOT NULL CHECK (base_price_paise >= 0),
  gst_paise integer NOT NULL CHECK (gst_paise >= 0),
  gst_rate integer NOT NULL,
  -- NULL means out of stock.
  stock integer CHECK (stock IS NULL OR stock >= 0),
  image_count integer NOT NULL DEFAULT 1 CHECK (image_count >= 1),
  benefits jsonb NOT NULL DEFAULT '[]'::jsonb,
  description text,
  metatitle text,
  metadescription text,
  metakeywords text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_brand_idx ON products (brand_id);
CREATE INDEX products_name_lower_idx ON products (lower(name));

CREATE TABLE product_tag_links (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES product_tags (id),
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX product_tag_links_tag_idx ON product_tag_links (tag_id);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC);

CREATE TABLE related_products (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  related_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('related', 'other')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, related_id, kind)
);

CREATE TABLE delivery_options (
  id integer PRIMARY KEY,
  name text NOT NULL,
  duration integer NOT NULL CHECK (duration > 0)
);
