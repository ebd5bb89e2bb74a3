/**
 * Telling the process's own readers that a write has ended (Db.onWrite): the catalogue cache
 * (catalogue/cache.ts) checks the database's catalogue generation again before its next answer,
 * so a change made through this process is seen by the very next request.
 */

/**
 * Whether a statement may change data: anything but a plain SELECT (or WITH … SELECT) without
 * INSERT, UPDATE, DELETE, TRUNCATE or COPY in it. Errs on the side of "yes" (a SELECT … FOR
 * UPDATE counts), which only costs one more generation check.
 */
export function mayWrite(sql: string): boolean {
  if (!/^\s*(SELECT|WITH)\b/i.test(sql)) return true;
  return /\b(INSERT|UPDATE|DELETE|TRUNCATE|COPY|MERGE)\b/i.test(sql);
}

/** The listeners of one Db handle's writes. */
export interface WriteSignal {
  /** Tells every listener (a listener's exception is reported, never thrown at the writer). */
  emit(): void;
  subscribe(listener: () => void): () => void;
}

export function writeSignal(): WriteSignal {
  const listeners = new Set<() => void>();
  return {
    emit() {
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          console.error('A write listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A LISTEN channel name safe to write into the statement (a plain lower-case identifier). */
export function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}
