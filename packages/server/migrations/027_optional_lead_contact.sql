-- B2B and export leads: the company's details stay required; the place (country, state, city)
-- and the contact person (full name, job title, e-mail, phone) are optional, so a lead may come
-- in without them (an e-mail or phone given is still checked on arrival).
ALTER TABLE b2b_leads ALTER COLUMN country_id DROP NOT NULL;
ALTER TABLE b2b_leads ALTER COLUMN full_name DROP NOT NULL;
ALTER TABLE b2b_leads ALTER COLUMN email DROP NOT NULL;
ALTER TABLE b2b_leads ALTER COLUMN phone_no DROP NOT NULL;
ALTER TABLE export_leads ALTER COLUMN country_id DROP NOT NULL;
ALTER TABLE export_leads ALTER COLUMN full_name DROP NOT NULL;
ALTER TABLE export_leads ALTER COLUMN email DROP NOT NULL;
ALTER TABLE export_leads ALTER COLUMN phone_no DROP NOT NULL;
