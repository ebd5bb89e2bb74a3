import { Hono } from 'hono';
import type { Deps } from '../deps.ts';

/** Staff-only endpoints under /api/staff/ (helper B). */
export function staffRoutes(_deps: Deps): Hono {
  const api = new Hono({ strict: false });
  return api;
}
