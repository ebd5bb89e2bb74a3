-- Where the payer's browser goes back after the gateway: the store page's own origin when the
-- payment was started from this server's site (e.g. http://127.0.0.1:8080 rather than the
-- configured STORE_URL http://localhost:8080, whose local storage — and login — differ).
-- NULL means STORE_URL.
ALTER TABLE payments ADD COLUMN return_url text;
