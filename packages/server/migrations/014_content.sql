-- Content: blog posts with HTML, banners, meta tags and a published flag; events;
-- the store locator's stores. Blog HTML and event descriptions are stored already sanitised.

ALTER TABLE blogs
  ADD COLUMN banner_url text,
  ADD COLUMN meta_title text,
  ADD COLUMN meta_description text,
  ADD COLUMN meta_keywords text,
  ADD COLUMN is_published boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- New posts take ids after the seeded ones (the seed sets the sequence past its rows).
CREATE SEQUENCE blogs_id_seq OWNED BY blogs.id;
SELECT setval('blogs_id_seq', COALESCE((SELECT max(id) FROM blogs), 0) + 1, false);
ALTER TABLE blogs ALTER COLUMN id SET DEFAULT nextval('blogs_id_seq');

CREATE INDEX blogs_published_idx ON blogs (published_at DESC, id DESC) WHERE is_published;

CREATE TABLE events (
  id serial PRIMARY KEY,
  title text NOT NULL,
  category text NOT NULL CHECK (category IN ('Physical Event', 'Online')),
  start_datetime timestamptz NOT NULL,
  end_datetime timestamptz CHECK (end_datetime IS NULL OR end_datetime >= start_datetime),
  event_image text,
  description text,
  venue text,
  link text,
  is_published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_start_idx ON events (start_datetime) WHERE is_published;

CREATE TABLE stores (
  id serial PRIMARY KEY,
  store_name text NOT NULL,
  image text,
  landmark text,
  address_line_1 text,
  address_line_2 text,
  city text NOT NULL,
  state_id integer,
  state_name text,
  postal_code text,
  work_start_time time,
  work_end_time time,
  mobile_no text,
  email text,
  location_url text,
  virtual_location_url text,
  position integer NOT NULL DEFAULT 0,
  is_published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
