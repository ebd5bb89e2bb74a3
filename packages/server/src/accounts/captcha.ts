import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { MSG } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { AccountSettings } from '../deps.ts';
import { badRequest } from '../http/errors.ts';
import { sha256 } from './passwords.ts';
import { run, sql } from '../db/sql.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Up to 100 000 hashes: about a second in a browser. */
const MAX_NUMBER = 100_000;
const MAX_SOLUTION_LENGTH = 4096;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface ChallengeAnswer {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
  /** Which captcha the client should show: altcha (this challenge), recaptcha (site_key) or off. */
  provider: AccountSettings['captcha'];
  site_key?: string;
}

/** A fresh ALTCHA challenge signed with the captcha HMAC key, valid 10 minutes. */
export async function newChallenge(settings: AccountSettings): Promise<ChallengeAnswer> {
  const challenge = await createChallenge({
    hmacKey: settings.captchaHmacKey,
    maxnumber: MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    salt: challenge.salt,
    signature: challenge.signature,
    maxnumber: challenge.maxnumber ?? MAX_NUMBER,
    provider: settings.captcha,
    ...(settings.captcha === 'recaptcha' && settings.recaptchaSiteKey ? { site_key: settings.recaptchaSiteKey } : {}),
  };
}

async function verifyAltcha(db: Db, settings: AccountSettings, solution: string): Promise<boolean> {
  let ok = false;
  try {
    ok = await verifySolution(solution, settings.captchaHmacKey, true);
  } catch {
    ok = false;
  }
  if (!ok) return false;
  let challenge: string;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || !('challenge' in parsed) || typeof parsed.challenge !== 'string') return false;
    challenge = parsed.challenge;
  } catch {
    return false;
  }
  // One use per challenge: the first request to record it wins, every replay is refused.
  const { rows } = await run<{ challenge_hash: string }>(db, sql`INSERT INTO captcha_used (challenge_hash) VALUES (${sha256(challenge)}) ON CONFLICT (challenge_hash) DO NOTHING RETURNING challenge_hash`);
  if (Math.random() < 0.01) await run(db, sql`DELETE FROM captcha_used WHERE used_at < now() - interval '1 hour'`);
  return rows.length === 1;
}

async function verifyRecaptcha(settings: AccountSettings, response: string, remoteip: string | null): Promise<boolean> {
  const form = new URLSearchParams({ secret: settings.recaptchaSecret ?? '', response });
  if (remoteip) form.set('remoteip', remoteip);
  try {
    const answer = await fetch(RECAPTCHA_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    const json: unknown = await answer.json();
    return typeof json === 'object' && json !== null && 'success' in json && json.success === true;
  } catch {
    return false;
  }
}

/**
 * Checks the captcha solution of a request body (`recaptcha`); 400 with `message` otherwise
 * ("Please verify you are not a robot." unless the form has its own text).
 */
export async function requireCaptcha(db: Db, settings: AccountSettings, solution: unknown, remoteip: string | null, message: string = MSG.verifyNotRobot): Promise<void> {
  if (settings.captcha === 'off') return;
  if (typeof solution !== 'string' || solution.trim() === '' || solution.length > MAX_SOLUTION_LENGTH) throw badRequest(message);
  const ok = settings.captcha === 'recaptcha' ? await verifyRecaptcha(settings, solution.trim(), remoteip) : await verifyAltcha(db, settings, solution.trim());
  if (!ok) throw badRequest(message);
}

