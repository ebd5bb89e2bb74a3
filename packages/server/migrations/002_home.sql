-- Home page content, meta tags and blogs.

CREATE TABLE banners (
  id integer PRIMARY KEY,
  sequence text NOT NULL CHECK (sequence IN ('Upper', 'Lower')),
  alt_text text,
  description text,
  category_id integer REFERENCES categories (id),
  product_id integer REFERENCES products (id),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE home_sections (
  id integer PRIMARY KEY,
  key text NOT NULL,
  -- Upper, Lower and Product answer /product-section/?type=; LowerSection answers /lower-section/.
  type text NOT NULL CHECK (type IN ('Upper', 'Lower', 'Product', 'LowerSection')),
  label text,
  description text,
  has_image boolean NOT NULL DEFAULT false,
  is_visible_on_website boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE home_section_images (
  section_id integer NOT NULL REFERENCES home_sections (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 1),
  title text,
  product_id integer REFERENCES products (id),
  category_id integer REFERENCES categories (id),
  PRIMARY KEY (section_id, n)
);

CREATE TABLE home_section_products (
  section_id integer NOT NULL REFERENCES home_sections (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (section_id, product_id)
);

CREATE TABLE home_product_lists (
  list text NOT NULL CHECK (list IN ('newarrival', 'musttry', 'bestofalltime')),
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (list, product_id)
);

-- Settings of blocks that are not rows of home_sections (statistics, home blogs).
CREATE TABLE home_blocks (
  key text PRIMARY KEY,
  label text,
  is_visible_on_website boolean NOT NULL DEFAULT true
);

CREATE TABLE statistics (
  id integer PRIMARY KEY,
  name text NOT NULL,
  value text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE blogs (
  id integer PRIMARY KEY,
  title text NOT NULL,
  excerpt text,
  content text NOT NULL,
  published_at timestamptz NOT NULL,
  on_home boolean NOT NULL DEFAULT false
);

CREATE TABLE meta_tags (
  page_url text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  keywords text NOT NULL
);
