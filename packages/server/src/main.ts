import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { settingsFromEnv } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { isSeeded, seed } from './seed/seed.ts';

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  const db = await openDb({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (!(await isSeeded(db))) {
    console.log('Empty catalogue: seeding the demo store…');
    await seed(db);
  }
  const app = createApp({ db, config: settings.config });
  const server = serve({ fetch: app.fetch, port: settings.port }, (info) => {
    const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
    console.log(`Store (${settings.config.storeMode} mode, ${where}) listening on http://localhost:${info.port}/`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down…`);
    server.close(() => {
      db.close()
        .catch((error: unknown) => console.error('Closing the database failed', error))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
