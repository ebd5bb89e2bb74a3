-- Content pages: the store's own text of a help or policy page, keyed by its slug
-- (about-us, faq, privacy-policy …), written by staff; sanitised HTML. A page without a row
-- shows the text the widgets ship with.

CREATE TABLE content_pages (
  slug text PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  meta_title text,
  meta_description text,
  meta_keywords text,
  is_published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
