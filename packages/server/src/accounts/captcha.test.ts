import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import { create } from 'superstruct';
import { MSG, CaptchaChallenge } from '@so/contract';
import { accountSettingsFromEnv } from '../config.ts';
import { createTestServer, TEST_ACCOUNTS, type TestServer } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ accounts: { ...TEST_ACCOUNTS, captcha: 'altcha', captchaHmacKey: 'captcha-test-key' } });
});
afterAll(async () => {
  await server?.close();
});

/** Solves a fresh challenge as the widget would and returns its base64 payload. */
async function solve(): Promise<string> {
  const response = await server.call('/api/captcha/challenge/');
  const challenge = create(await response.json(), CaptchaChallenge);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

let seq = 0;
function signupBody(recaptcha?: string) {
  seq += 1;
  return {
    email: `captcha${seq}-${Date.now()}@example.test`,
    first_name: 'Cap',
    last_name: 'Tcha',
    password: 'Strong@123',
    confirm_password: 'Strong@123',
    mobile_no: `96${String(Date.now() % 10_000_000).padStart(7, '0')}${seq}`,
    ...(recaptcha === undefined ? {} : { recaptcha }),
  };
}

async function post(path: string, body: unknown) {
  const response = await server.call(path, { body });
  return { status: response.status, json: (await response.json()) as { status: boolean; message?: string; errors?: object } };
}

describe('ALTCHA captcha', () => {
  it('answers a signed challenge', async () => {
    const json: unknown = await (await server.call('/api/captcha/challenge/')).json();
    expect(create(json, CaptchaChallenge).algorithm).toBe('SHA-256');
    expect(json).toMatchObject({ provider: 'altcha' });
  });

  it('signup: field errors come first, then the captcha; a solution works once', async () => {
    const fields = await post('/api/user/signup/', { ...signupBody(), email: 'bad' });
    expect(fields.status).toBe(400);
    expect(fields.json.errors).toEqual({ email: MSG.invalidEmail });
    expect((await post('/api/user/signup/', signupBody())).json.message).toBe(MSG.verifyNotRobot);
    expect((await post('/api/user/signup/', signupBody('bm9wZQ=='))).json.message).toBe(MSG.verifyNotRobot);
    const solution = await solve();
    expect((await post('/api/user/signup/', signupBody(solution))).status).toBe(200);
    const replay = await post('/api/user/signup/', signupBody(solution));
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe(MSG.verifyNotRobot);
  });

  it('refuses a solution with a wrong number or a forged signature', async () => {
    const solution = JSON.parse(Buffer.from(await solve(), 'base64').toString()) as { number: number; signature: string };
    const wrong = Buffer.from(JSON.stringify({ ...solution, number: solution.number + 1 })).toString('base64');
    expect((await post('/api/user/signup/', signupBody(wrong))).json.message).toBe(MSG.verifyNotRobot);
    const forged = Buffer.from(JSON.stringify({ ...solution, signature: '0'.repeat(64) })).toString('base64');
    expect((await post('/api/user/signup/', signupBody(forged))).json.message).toBe(MSG.verifyNotRobot);
  });

  it('reset request needs a solved captcha, once', async () => {
    expect((await post('/api/user/reset-password/', { email: 'someone@example.test' })).json.message).toBe(MSG.verifyNotRobot);
    const solution = await solve();
    expect((await post('/api/user/reset-password/', { email: 'someone@example.test', recaptcha: solution })).json.status).toBe(true);
    expect((await post('/api/user/reset-password/', { email: 'someone@example.test', recaptcha: solution })).status).toBe(400);
  });
});

describe('captcha settings', () => {
  it('CAPTCHA=off is refused in production; production needs an HMAC key; reCAPTCHA needs both keys', () => {
    expect(() => accountSettingsFromEnv({ CAPTCHA: 'off' }, 'production', 8080)).toThrow(/refused in production/);
    expect(() => accountSettingsFromEnv({}, 'production', 8080)).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(accountSettingsFromEnv({ CAPTCHA_HMAC_KEY: 'k' }, 'production', 8080).captcha).toBe('altcha');
    expect(accountSettingsFromEnv({ CAPTCHA: 'off' }, 'demo', 8080).captcha).toBe('off');
    expect(() => accountSettingsFromEnv({ RECAPTCHA_SECRET: 's' }, 'demo', 8080)).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(accountSettingsFromEnv({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' }, 'production', 8080).captcha).toBe('recaptcha');
    const limits = accountSettingsFromEnv({ RATE_LIMIT_OTP_PER_NUMBER: '50', RATE_LIMIT_OTP_PER_IP: '500', RATE_LIMIT_SIGNIN: '900' }, 'demo', 8080).limits;
    expect(limits).toEqual({ otpPerNumber: 50, otpPerIp: 500, signin: 900 });
    expect(() => accountSettingsFromEnv({ RATE_LIMIT_SIGNIN: 'lots' }, 'demo', 8080)).toThrow();
  });
});
