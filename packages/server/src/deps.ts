import type { Db } from './db/types.ts';
import type { MediaService } from './media/render.ts';

export type StoreMode = 'demo' | 'production';

export interface ServerConfig {
  storeMode: StoreMode;
  /** Allowed CORS origins; null means same origin plus http://localhost:* and http://127.0.0.1:*. */
  corsOrigins: string[] | null;
  /** Folder of the built site (dist); not served when null or missing. */
  staticDir: string | null;
  /** Folder of rendered images (DATA_DIR/media); null keeps them in memory (tests). */
  mediaDir: string | null;
  /** Print unexpected errors (on by default; tests that provoke them may turn it off). */
  logErrors: boolean;
}

export interface Deps {
  db: Db;
  config: ServerConfig;
  media: MediaService;
}
