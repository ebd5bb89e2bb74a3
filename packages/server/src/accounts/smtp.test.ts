import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessenger, readOutbox } from './outbox.ts';
import { layoutEmail } from '../notify/email-layout.ts';
import { createTestServer, TEST_ACCOUNTS, TEST_CONFIG, type TestServer } from '../testing.ts';

/** The store's config with SMTP_URL set to `smtpUrl`. */
const withSmtp = (smtpUrl: string) => ({ ...TEST_CONFIG, logErrors: false, accounts: { ...TEST_ACCOUNTS, smtpUrl } });

/** A real SMTP server on loopback that keeps what it receives. */
const received: { from: string; to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let port = 0;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail through SMTP (SMTP_URL)', () => {
  it('delivers e-mail through the configured server and keeps it in the outbox', async () => {
    const messenger = outboxMessenger(server.db, withSmtp(`smtp://127.0.0.1:${port}`));
    await messenger.sendEmail('meera@example.com', 'Reset your password', 'Open http://store.test/reset-password/abc');
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['meera@example.com']);
    expect(received[0].data).toContain('Subject: Reset your password');
    expect(received[0].data).toContain('reset-password/abc');
    const [latest] = await readOutbox(server.db, 1);
    expect(latest).toMatchObject({ channel: 'email', to: 'meera@example.com', subject: 'Reset your password', state: 'sent', provider: 'smtp', attempts: 1 });
  });

  it('sends an e-mail with HTML as both HTML and plain text; the outbox keeps the text', async () => {
    received.length = 0;
    const mail = layoutEmail('Your order SO100001 is placed', { name: 'Meera', paragraphs: ['Thank you for your order SO100001.'], action: { label: 'View your order', url: 'http://store.test/orders/SO100001' } });
    const messenger = outboxMessenger(server.db, withSmtp(`smtp://127.0.0.1:${port}`));
    await messenger.sendEmail('meera@example.com', mail.subject, mail.body, 'order_placed', mail.html);
    expect(received).toHaveLength(1);
    expect(received[0].data).toContain('multipart/alternative');
    expect(received[0].data).toContain('Content-Type: text/plain');
    expect(received[0].data).toContain('Content-Type: text/html');
    const [latest] = await readOutbox(server.db, 1);
    expect(latest).toMatchObject({ kind: 'order_placed', body: mail.body, state: 'sent', provider: 'smtp' });
  });

  it('keeps the message in the outbox when the SMTP server cannot be reached', async () => {
    const messenger = outboxMessenger(server.db, withSmtp('smtp://127.0.0.1:9'));
    await messenger.sendEmail('ravi@example.com', 'Hello', 'Body');
    const [latest] = await readOutbox(server.db, 1);
    expect(latest.to).toBe('ravi@example.com');
    // Queued again for the worker's next try, with the reason.
    expect(latest).toMatchObject({ state: 'queued', attempts: 1 });
    expect(latest.last_error).toMatch(/SMTP/);
  });

  it('sends SMS to the outbox only', async () => {
    const before = received.length;
    const messenger = outboxMessenger(server.db, withSmtp(`smtp://127.0.0.1:${port}`));
    await messenger.sendSms('+919800000002', '123456 is your code');
    expect(received.length).toBe(before);
    const [latest] = await readOutbox(server.db, 1);
    expect(latest).toMatchObject({ channel: 'sms', to: '+919800000002', state: 'sent', provider: 'outbox' });
  });
});
