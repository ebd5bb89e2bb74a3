import { scryptSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ScryptPool } from './scryptPool.ts';

const OPTIONS = { N: 1024, r: 8, p: 1 };
const pool = new ScryptPool(2);
afterAll(() => pool.close());

describe('ScryptPool', () => {
  it('answers what scrypt answers, for many hashes at once, in any order', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => ({ password: `pässwörd-${i}`, salt: Buffer.from(`salt-${i}`) }));
    const keys = await Promise.all(jobs.map((job) => pool.hash(job.password, job.salt, 32, OPTIONS)));
    keys.forEach((key, i) => expect(key.equals(scryptSync(jobs[i].password, jobs[i].salt, 32, OPTIONS)), `job ${i}`).toBe(true));
    expect(pool.waiting).toBe(0);
  });

  it('fails a hash scrypt refuses, and keeps working after it', async () => {
    await expect(pool.hash('x', Buffer.from('s'), 32, { N: 3, r: 8, p: 1 })).rejects.toThrow();
    const key = await pool.hash('x', Buffer.from('s'), 16, OPTIONS);
    expect(key.equals(scryptSync('x', Buffer.from('s'), 16, OPTIONS))).toBe(true);
  });

  it('fails the hashes still running or queued when closed', async () => {
    const closing = new ScryptPool(1);
    const outcomes = [closing.hash('x', Buffer.from('s'), 16, OPTIONS), closing.hash('y', Buffer.from('s'), 16, OPTIONS)].map((pending) =>
      expect(pending).rejects.toThrow(/closed/),
    );
    await closing.close();
    await Promise.all(outcomes);
  });
});
