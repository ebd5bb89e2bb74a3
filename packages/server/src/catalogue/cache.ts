/**
 * The catalogue cache: the answers of the catalogue's read routes that are the same for
 * every visitor (product lists and pages, related products, categories and filters, home
 * sections and lists), kept in this API process. Nothing per visitor is kept: is_wished is
 * laid over each answer per request (catalogue/reads.ts).
 *
 * Invalidation cannot be forgotten: triggers in the database (migration 021) move the number in
 * catalogue_generation on every change to what these answers show, in the same transaction as
 * the change, whoever writes it. An answer is kept under the generation read before it was
 * loaded and served only while that is still the generation, which is read again
 *  - before the next answer after any write of this process has committed (Db.onWrite), so
 *    this process sees its own changes at once;
 *  - when another process's transaction has committed a change (LISTEN so_catalogue; the
 *    triggers NOTIFY it);
 *  - and at least every `checkMs` milliseconds (CATALOGUE_CACHE_CHECK_MS) in any case, so a
 *    lost notice (a dropped listening connection) delays another process's change by at most
 *    that long.
 * No timer runs: checks happen when an answer is asked for.
 */
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';

export interface CatalogueCacheSettings {
  /** CATALOGUE_CACHE_ENTRIES: answers kept, the least recently used dropped first; 0 turns the cache off. */
  entries: number;
  /** CATALOGUE_CACHE_CHECK_MS: the longest an answer is served without reading the generation again. */
  checkMs: number;
}

export const DEFAULT_CATALOGUE_CACHE: CatalogueCacheSettings = { entries: 500, checkMs: 1000 };

/** The channel the generation triggers NOTIFY (migration 021). */
export const CATALOGUE_CHANNEL = 'so_catalogue';

export interface CatalogueCache {
  /**
   * The answer kept under `key` for the current generation, else `load()`'s (kept). `load` must
   * give the same for every visitor; the answer is frozen, so callers copy what they change.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

interface Entry {
  generation: string;
  value: Promise<unknown>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A cache of `db`'s catalogue answers (one per API process; see above). */
export function createCatalogueCache(db: Db, settings: CatalogueCacheSettings = DEFAULT_CATALOGUE_CACHE): CatalogueCache {
  if (settings.entries <= 0) return { read: (_key, load) => load() };

  const entries = new Map<string, Entry>();
  /** The generation last read, and when the check that read it began. */
  let current: string | null = null;
  let checkedAt = 0;
  /** A write, a notice or a lost listener since the last check began: check before answering. */
  let stale = true;
  let checking: Promise<string> | null = null;
  let checksBegun = 0;
  let checksApplied = 0;
  let listening = false;
  let listenTriedAt = Number.NEGATIVE_INFINITY;

  const markStale = () => {
    stale = true;
  };
  db.onWrite?.(markStale);

  const listen = () => {
    if (listening || !db.listen || Date.now() - listenTriedAt < settings.checkMs) return;
    listening = true;
    listenTriedAt = Date.now();
    const lost = () => {
      listening = false;
      stale = true;
    };
    db.listen(CATALOGUE_CHANNEL, markStale, lost).then(
      // Changes committed before the LISTEN took effect were not announced.
      () => markStale(),
      () => {
        listening = false;
      },
    );
  };
  listen();

  const check = async (): Promise<string> => {
    stale = false;
    const order = ++checksBegun;
    const began = Date.now();
    try {
      const { rows } = await run<{ generation: string }>(db, sql`SELECT generation::text AS generation FROM catalogue_generation`);
      const generation = rows[0]?.generation ?? '';
      // A slower, older check never overrides a newer one.
      if (order > checksApplied) {
        checksApplied = order;
        checkedAt = began;
        if (generation !== current) {
          current = generation;
          entries.clear();
        }
      }
      return generation;
    } catch (error) {
      stale = true;
      throw error;
    }
  };

  const generationNow = (): Promise<string> => {
    // A check begun after the last write or notice answers for this request too.
    if (!stale && checking) return checking;
    const pending = check().finally(() => {
      if (checking === pending) checking = null;
    });
    checking = pending;
    return pending;
  };

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      listen();
      const fresh = !stale && current !== null && Date.now() - checkedAt < settings.checkMs;
      const generation = fresh && current !== null ? current : await generationNow();
      const hit = entries.get(key);
      if (hit && hit.generation === generation) {
        // Least recently used last.
        entries.delete(key);
        entries.set(key, hit);
        // Only `read` stores entries, each under the key of the load that made it.
        return hit.value as Promise<T>;
      }
      // Loaded after the generation was read: at least as new as it (a newer answer kept under
      // an older generation is dropped at the next check, never the other way round).
      const value = load().then(deepFreeze);
      if (generation === current) {
        const entry: Entry = { generation, value };
        entries.set(key, entry);
        value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
        while (entries.size > settings.entries) {
          const oldest = entries.keys().next();
          if (oldest.done === true) break;
          entries.delete(oldest.value);
        }
      }
      return value;
    },
  };
}
