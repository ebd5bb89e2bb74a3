-- Countries, states and cities (GET /countries, /states/{id}, /cities/{id}).
-- Filled by seedGeo (src/geo/seed.ts); ids are fixed (India 104, Gujarat 1198, Ahmedabad 117).

CREATE TABLE countries (
  id int PRIMARY KEY,
  country_name text NOT NULL,
  calling_code text NOT NULL,
  iso2 text NOT NULL UNIQUE
);
-- Name search (filter_search): lower(country_name) LIKE 'text%' uses this index; contains-search
-- scans the ~250 rows.
CREATE INDEX countries_lower_name_idx ON countries (lower(country_name) text_pattern_ops);

CREATE TABLE states (
  id int PRIMARY KEY,
  country_id int NOT NULL REFERENCES countries (id),
  name text NOT NULL
);
CREATE INDEX states_country_name_idx ON states (country_id, name);

CREATE TABLE cities (
  id int PRIMARY KEY,
  state_id int NOT NULL REFERENCES states (id),
  name text NOT NULL
);
CREATE INDEX cities_state_name_idx ON cities (state_id, name);
CREATE INDEX cities_lower_name_idx ON cities (lower(name) text_pattern_ops);
