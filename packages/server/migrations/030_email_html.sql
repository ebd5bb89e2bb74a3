-- An e-mail of the notification queue carries an HTML part beside its text (server/src/notify/
-- email-layout.ts: the store's header, the message, the store's contacts in the footer). `body`
-- stays the plain text (what the demo outbox shows, and the e-mail's text part); `html` is null
-- for SMS, WhatsApp and e-mails written without one (those go out as text only).
ALTER TABLE outbox ADD COLUMN html text;
