/** Periodic work of the API process (the subscription scheduler, the expiry of unpaid orders, the notification workers). */
import type { Db } from './db/types.ts';

/**
 * Runs `run` now, then again `delayMs()` after each run has ended, on an unref'd timer (it never
 * keeps the process alive); `stop` ends it (main.ts does on shutdown). `run` handles its own errors.
 */
export function repeatInBackground(run: () => Promise<void>, delayMs: () => number): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(schedule), delayMs());
    timer.unref();
  };
  void run().finally(schedule);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** A pass of background work that a database notice wakes (listeningWorker). */
export interface ListeningWorker {
  /** Resolves once it listens (at once where the database cannot LISTEN). */
  ready: Promise<void>;
  /** Resolves once no pass is running (tests, before they read what a pass did). */
  idle(): Promise<void>;
  stop(): void;
}

export interface ListeningWorkerOptions {
  /** The NOTIFY channel whose notices start a pass (sent on commit by the transactions that made work). */
  channel: string;
  /** A pass also runs this long after the last one ended, for what a missed notice left. */
  pollMs: number;
  /** One pass; it handles its own errors. */
  pass: () => Promise<void>;
  /** Logs a failure to listen (the poll goes on), when the server logs errors. */
  onListenError?: (error: unknown) => void;
}

/**
 * Runs `pass` in this process: now, whenever a notice arrives on `channel` (any process's, after
 * its commit), and `pollMs` after the last pass on an unref'd timer. Passes never overlap; a notice
 * during a pass makes one more. A lost listening connection is listened again at the next poll.
 */
export function listeningWorker(db: Db, { channel, pollMs, pass, onListenError }: ListeningWorkerOptions): ListeningWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  let unlisten: (() => Promise<void>) | null = null;
  let listening = false;
  const listen = async (): Promise<void> => {
    if (!db.listen || listening || stopped) return;
    listening = true;
    try {
      const stop = await db.listen(channel, () => void wake(), () => {
        // The listening connection failed: the poll goes on and listens again.
        listening = false;
        unlisten = null;
      });
      if (stopped) await stop();
      else unlisten = stop;
    } catch (error) {
      listening = false;
      onListenError?.(error);
    }
  };
  const ready = listen();
  const poll = repeatInBackground(async () => {
    await listen();
    await wake();
  }, () => pollMs);
  return {
    ready,
    idle: () => running ?? Promise.resolve(),
    stop() {
      stopped = true;
      poll.stop();
      void unlisten?.();
    },
  };
}
