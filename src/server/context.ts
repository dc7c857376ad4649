/** What every request handler can reach: the typed Hono environment and the app's dependencies. */
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';

export interface Deps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Outbound HTTP (Discord); tests pass a fetch aimed at local fakes. */
  fetch: typeof fetch;
  now: () => Date;
}

export interface SessionUser {
  id: string;
  discord_id: string;
  discord_username: string;
  full_name: string | null;
  avatar_url: string | null;
  role: 'player' | 'staff' | 'admin';
}

export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
  };
}
