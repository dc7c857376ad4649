/** Answers of the auth routes: the session (GET /api/me), sign-out and the demo sign-in. */
import * as z from 'zod/mini';

/** GET /api/me: the signed-in account and its player row, or nulls for a visitor. */
export const meResponse = z.object({
  user: z.nullable(
    z.object({
      id: z.string(),
      discord_username: z.string(),
      full_name: z.nullable(z.string()),
      avatar_url: z.nullable(z.string()),
      role: z.enum(['player', 'staff', 'admin']),
      /** Has a gym leader record: only then does the leader dashboard have data to ask for. */
      gym_leader: z.boolean(),
    }),
  ),
  player: z.nullable(
    z.object({
      id: z.string(),
      auth_user_id: z.nullable(z.string()),
      uuid: z.nullable(z.string()),
      username: z.string(),
      mc_username: z.nullable(z.string()),
      discord_id: z.nullable(z.string()),
    }),
  ),
});
export type MeResponse = z.infer<typeof meResponse>;

/** POST /api/auth/sign-out */
export const signOutResponse = z.object({ ok: z.literal(true) });
export type SignOutResponse = z.infer<typeof signOutResponse>;

/** GET /api/auth/demo/accounts (demo mode only) */
export const demoAccountsResponse = z.object({
  accounts: z.array(
    z.object({
      username: z.string(),
      mc_username: z.nullable(z.string()),
      role: z.enum(['player', 'staff', 'admin']),
    }),
  ),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponse>;

/** POST /api/auth/demo (demo mode only): where to go now that the session cookie is set. */
export const demoSignInResponse = z.object({ redirect: z.string() });
export type DemoSignInResponse = z.infer<typeof demoSignInResponse>;
