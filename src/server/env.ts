/**
 * The only module that reads process.env. Edit it when the server gains a setting, and add the
 * variable to .env.example and the README's table in the same change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_START_RATING } from '../shared/arena/elo';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    UPLOADS_DIR: optionalString,
    /** Where uploaded documents are kept; auto: in PostgreSQL with DATABASE_URL, else in UPLOADS_DIR. */
    UPLOAD_STORAGE: z.enum(['auto', 'disk', 'database']).default('auto'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
        .optional(),
    ),
    /** Proxies of ours in front of the server, each appending to X-Forwarded-For; 0 ignores it. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
    SEED_DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
    /** Discord ids (comma-separated) of the site's admins: admin at sign-in and at every start. */
    ADMIN_DISCORD_IDS: z
      .string()
      .default('')
      .transform((text, ctx) => {
        const ids = text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        if (ids.every((id) => /^\d{15,21}$/.test(id))) return ids;
        ctx.addIssue({ code: 'custom', message: 'must be comma-separated numeric Discord ids' });
        return z.NEVER;
      }),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Absolute lifetime from sign-in; use does not extend a session past it. */
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    DISCORD_CLIENT_ID: optionalString,
    DISCORD_CLIENT_SECRET: optionalString,
    DISCORD_AUTHORIZE_URL: z.url().default('https://discord.com/oauth2/authorize'),
    DISCORD_API_URL: z.url().default('https://discord.com/api/v10'),
    DISCORD_GUILD_ID: optionalString.pipe(z.string().regex(/^\d+$/, 'must be a numeric guild id').optional()),
    DISCORD_INVITE_URL: optionalUrl,
    /** The bot that sends players' Discord messages and keeps their guild roles; "would send" entries when unset. */
    DISCORD_BOT_TOKEN: optionalString,
    /** Discord webhook the staff notifications (new forms, disputes, dead deliveries…) go to; off when unset. */
    STAFF_DISCORD_WEBHOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DISCORD_WIDGET_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    ARENA_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe client connects; tests and local runs point these at a fake. */
    STRIPE_API_HOST: optionalString,
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    CUSTOMER_PORTAL_URL: optionalUrl,
    LINK_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
    GAME_SERVER_BOOTSTRAP_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(
          /^gst_[A-Za-z0-9_-]{32,}$/,
          'must look like gst_ followed by at least 32 letters, digits, - or _',
        )
        .optional(),
    ),
    ELO_START_RATING: z.coerce.number().int().min(0).max(5000).default(DEFAULT_START_RATING),
    ELO_K_FACTORS: z
      .string()
      .regex(/^\s*\d+\s*:\s*\d+\s*(,\s*\d+\s*:\s*\d+\s*)*$/, 'must look like 0:50,1100:40,1300:32')
      .default('0:50,1100:40,1300:32'),
    LEADER_PRESENCE_TIMEOUT_SECONDS: z.coerce.number().int().min(15).max(86_400).default(120),
    /** Demo mode only: the server plays a game server against itself (never in production). */
    DEMO_SIMULATOR: z.enum(['on', 'off']).default('on'),
    DEMO_SIMULATOR_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    GAME_API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(100_000).default(600),
    SKIN_RENDER_URL: z.url().default('https://mc-heads.net'),
    /** JSON list of the vote sites: [{"name":"…","url":"https://…"}, …]. */
    VOTE_SITES: optionalString.pipe(
      z
        .string()
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'must be JSON' });
            return z.NEVER;
          }
        })
        .pipe(
          z
            .array(z.object({ name: z.string().min(1), url: z.url({ protocol: /^https?$/ }) }), {
              error: 'must be a JSON list of {"name", "url"}',
            })
            .min(1)
            .max(12),
        )
        .optional(),
    ),
    STATIC_DIR: z.string().default('./dist/client'),
    MIGRATIONS_DIR: z.string().default('./drizzle'),
  })
  .superRefine((env, ctx) => {
    const hasId = Boolean(env.DISCORD_CLIENT_ID);
    const hasSecret = Boolean(env.DISCORD_CLIENT_SECRET);
    if (hasId !== hasSecret) {
      ctx.addIssue({
        code: 'custom',
        path: [hasId ? 'DISCORD_CLIENT_SECRET' : 'DISCORD_CLIENT_ID'],
        message: 'set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET together',
      });
    }
    if (env.NODE_ENV === 'production') {
      // Production never falls back to demo sign-in: it needs real credentials and a real address.
      if (!hasId) {
        ctx.addIssue({
          code: 'custom',
          path: ['DISCORD_CLIENT_ID'],
          message: 'is required in production (demo sign-in is refused when NODE_ENV=production)',
        });
      }
      // Production never falls back to the labelled test checkout.
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required in production (the test checkout is refused when NODE_ENV=production)',
          });
        }
      }
      if (!env.PUBLIC_URL) {
        ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
      }
    }
  });

export type RawEnv = z.input<typeof envSchema>;

export interface Env extends Omit<z.output<typeof envSchema>, 'PUBLIC_URL' | 'UPLOADS_DIR'> {
  PUBLIC_URL: string;
  /** Private folder for form uploads (application documents); DATA_DIR/uploads unless set. */
  UPLOADS_DIR: string;
  /** Origin of PUBLIC_URL, the only origin allowed to make state-changing requests. */
  publicOrigin: string;
  isProduction: boolean;
  /** No Discord credentials outside production: dev sign-in and other labelled stand-ins. */
  demoMode: boolean;
  /** Demo mode and DEMO_SIMULATOR=on: the arena is kept alive by the built-in game simulator. */
  demoSimulator: boolean;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'} ${issue.message}`),
    );
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    isProduction: env.NODE_ENV === 'production',
    demoMode: env.NODE_ENV !== 'production' && !env.DISCORD_CLIENT_ID,
    demoSimulator: env.NODE_ENV !== 'production' && !env.DISCORD_CLIENT_ID && env.DEMO_SIMULATOR === 'on',
    DATA_DIR: path.resolve(env.DATA_DIR),
    UPLOADS_DIR: path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    STATIC_DIR: path.resolve(env.STATIC_DIR),
    MIGRATIONS_DIR: path.resolve(env.MIGRATIONS_DIR),
  };
}

/**
 * Reads `.env` (when present) into process.env, then parses. Node's loader leaves variables that
 * are already set alone, so the real environment wins over the file.
 */
export function loadEnv(envFile = path.resolve('.env')): Env {
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  return parseEnv(process.env);
}
