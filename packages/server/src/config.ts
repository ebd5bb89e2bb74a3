import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig, StoreMode } from './deps.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface EnvSettings {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Render every catalogue image in the background after start (MEDIA_WARMUP, on unless 0/false). */
  warmMedia: boolean;
  config: ServerConfig;
}

const DEFAULT_PORT = 8080;

/** Reads PORT, DATABASE_URL, DATA_DIR, STORE_MODE, CORS_ORIGINS, STATIC_DIR and MEDIA_WARMUP. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): EnvSettings {
  const port = env.PORT ? Number.parseInt(env.PORT, 10) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const mode = env.STORE_MODE ?? 'demo';
  if (mode !== 'demo' && mode !== 'production') throw new Error(`STORE_MODE must be demo or production, got ${mode}`);
  const storeMode: StoreMode = mode;
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o.length > 0);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    warmMedia: !['0', 'false', 'off', 'no'].includes((env.MEDIA_WARMUP ?? '').trim().toLowerCase()),
    config: {
      storeMode,
      corsOrigins: origins.length > 0 ? origins : null,
      staticDir: resolve(env.STATIC_DIR ?? resolve(REPO_ROOT, 'dist')),
      mediaDir: resolve(dataDir, 'media'),
      logErrors: true,
    },
  };
}
