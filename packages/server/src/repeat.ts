/** Periodic work of the API process (the subscription scheduler, the expiry of unpaid orders). */

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
