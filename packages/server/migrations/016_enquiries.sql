-- Enquiries (an inquiry, a B2B lead, an export lead): the contact page's inquiries
-- (POST /inquiries/), B2B leads (POST /user/web/b2b/create/) and export leads
-- (POST /user/web/Exportlead/create/), as sent by visitors, read by staff newest first.
-- Places point at the geo tables (006); a lead's state and city are NULL only for a country
-- (or state) the geo tables have no states (or cities) for. Phone numbers are stored as the
-- country's calling code and the digits ('+919812345678'). client_address is the sender's
-- address as the rate limit saw it (abuse reports), never shown to shoppers.

CREATE TABLE inquiries (
  id serial PRIMARY KEY,
  company text NOT NULL,
  name text NOT NULL,
  country_id int NOT NULL REFERENCES countries (id),
  phone text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  inquiry_description text NOT NULL,
  age_group text NOT NULL DEFAULT '00 to 06',
  client_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiries_created_idx ON inquiries (created_at DESC, id DESC);

-- The 4 questions of the B2B form are fixed (@so/contract B2B_QUESTIONS): each lead keeps the
-- texts it was asked, so later rewording does not change what old answers meant.
CREATE TABLE b2b_leads (
  id serial PRIMARY KEY,
  company_name text NOT NULL,
  industry_type text NOT NULL,
  company_size text NOT NULL,
  website text,
  annual_revenue text NOT NULL,
  company_registered text NOT NULL CHECK (company_registered IN ('yes', 'applied', 'no')),
  country_id int NOT NULL REFERENCES countries (id),
  state_id int REFERENCES states (id),
  city_id int REFERENCES cities (id),
  full_name text NOT NULL,
  job_title text,
  email text NOT NULL,
  phone_no text NOT NULL,
  specific_requirements text,
  question1 text NOT NULL,
  question2 text NOT NULL,
  question3 text NOT NULL,
  question4 text NOT NULL,
  answer1 text,
  answer2 text,
  answer3 text,
  answer4 text,
  client_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX b2b_leads_created_idx ON b2b_leads (created_at DESC, id DESC);

-- Export leads carry their 11 questions as the form sent them (@so/contract EXPORT_QUESTIONS
-- when it sent none) and the answers.
CREATE TABLE export_leads (
  id serial PRIMARY KEY,
  company_name text NOT NULL,
  industry_type text NOT NULL,
  company_size text NOT NULL,
  website text,
  annual_revenue text NOT NULL,
  company_registered text NOT NULL CHECK (company_registered IN ('yes', 'applied', 'no')),
  country_id int NOT NULL REFERENCES countries (id),
  state_id int REFERENCES states (id),
  city_id int REFERENCES cities (id),
  full_name text NOT NULL,
  job_title text,
  email text NOT NULL,
  phone_no text NOT NULL,
  specific_requirements text,
  question1 text NOT NULL,
  question2 text NOT NULL,
  question3 text NOT NULL,
  question4 text NOT NULL,
  question5 text NOT NULL,
  question6 text NOT NULL,
  question7 text NOT NULL,
  question8 text NOT NULL,
  question9 text NOT NULL,
  question10 text NOT NULL,
  question11 text NOT NULL,
  answer1 text,
  answer2 text,
  answer3 text,
  answer4 text,
  answer5 text,
  answer6 text,
  answer7 text,
  answer8 text,
  answer9 text,
  answer10 text,
  answer11 text,
  client_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX export_leads_created_idx ON export_leads (created_at DESC, id DESC);
