import { createHash, randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scryptPool } from './scryptPool.ts';

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB of memory per hash). */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

/** scrypt on the hashing threads (scryptPool.ts), never on libuv's pool that gzip and I/O share. */
function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return scryptPool().hash(password.normalize('NFKC'), salt, length, options);
}

/** `scrypt$N$r$p$salt$hash` with a random 16-byte salt (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether `password` matches a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map((v) => Number.parseInt(v, 10));
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (expected.length === 0) return false;
  const key = await scryptAsync(password, salt, expected.length, { N: n, r, p, maxmem: Math.max(MAX_MEMORY, 256 * n * r) });
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of one password check, so unknown accounts answer as slowly as known ones. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummyHash);
}

/** 32 random bytes, base64url: session tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, base64url: how tokens, reset ids and captcha challenges are stored. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
