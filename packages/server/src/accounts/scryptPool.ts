/**
 * Password hashing off the shared thread pool. Node's async `crypto.scrypt` runs on libuv's four
 * threads, which gzip (every compressed API answer), file reads and DNS share: during a burst of
 * logins, every other request queued behind 32 MiB scrypt runs (a product list took 12 s). Here
 * scrypt runs synchronously inside a few dedicated worker threads instead, one hash at a time per
 * worker, queued in order; libuv's threads stay free for everything else, and the main thread
 * keeps at least one core (pool size: cores − 1, at least 1, at most 4).
 *
 * Idle workers do not keep the process alive; a worker that dies is replaced and its hash fails.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/** The worker's code (plain JavaScript, so it runs the same under tsx, vitest and node). */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.length, job.options);
    parentPort.postMessage({ id: job.id, key });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message ? error.message : error) });
  }
});
`;

interface Job {
  id: number;
  password: string;
  salt: Uint8Array;
  length: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** The default number of hashing threads on this machine. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export class ScryptPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly size = defaultPoolSize()) {}

  /** scrypt(password, salt, length, options) on a pool thread. */
  hash(password: string, salt: Uint8Array, length: number, options: ScryptOptions): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, password, salt, length, options, resolve, reject });
      this.pump();
    });
  }

  /** Jobs waiting for a thread (for tests and benchmarks). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Stops every thread; queued and running hashes fail. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const job of this.queue.splice(0)) job.reject(new Error('scrypt pool closed'));
    for (const slot of slots) slot.job?.reject(new Error('scrypt pool closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, password: job.password, salt: job.salt, length: job.length, options: job.options });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      worker.unref();
      if (message.key) job.resolve(Buffer.from(message.key));
      else job.reject(new Error(message.error ?? 'scrypt failed'));
      this.pump();
    });
    const retire = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      slot.job?.reject(error);
      slot.job = null;
      this.pump();
    };
    worker.on('error', retire);
    worker.on('exit', (code) => retire(new Error(`scrypt worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }
}

/** The process's pool, started on first use. */
let shared: ScryptPool | null = null;
export function scryptPool(): ScryptPool {
  shared ??= new ScryptPool();
  return shared;
}
