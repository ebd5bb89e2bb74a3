import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export interface OpenDbOptions {
  /** When set, PostgreSQL through `pg`; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://'. */
  dataDir: string;
  schema?: string;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgres({ connectionString: options.databaseUrl, schema: options.schema });
  }
  return openPglite(options.dataDir);
}
