/** The self-hosted ALTCHA proof of work (v1): find n with HASH(salt + n) === challenge. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

const DEFAULT_MAX_NUMBER = 1_000_000;
const BATCH = 2_000;

async function hashHex(algorithm: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Solves the challenge in batches, yielding to the page between batches, and answers the
 * base64 payload the server verifies (altcha-lib `verifySolution`), or null if none was found
 * or `signal` aborted.
 */
export async function solveAltcha(c: AltchaChallenge, signal?: AbortSignal): Promise<string | null> {
  const max = c.maxnumber ?? DEFAULT_MAX_NUMBER;
  const algorithm = c.algorithm.toUpperCase();
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) return null;
    const end = Math.min(max, start + BATCH - 1);
    const tries: Promise<string>[] = [];
    for (let n = start; n <= end; n++) tries.push(hashHex(algorithm, c.salt + n));
    const hashes = await Promise.all(tries);
    const found = hashes.indexOf(c.challenge.toLowerCase());
    if (found >= 0) {
      const number = start + found;
      return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
