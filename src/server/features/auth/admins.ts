/**
 * Who is an admin: the Discord ids in ADMIN_DISCORD_IDS, and in demo mode the demo admin account
 * too, so the console's admin parts can be tried. Admins are never granted in the console.
 */
import type { Env } from '../../env';

/** The demo admin's Discord id (demo ids are `demo-` and the lower-cased name). */
export const DEMO_ADMIN_DISCORD_ID = 'demo-adminrowan';

export function configuredAdminIds(env: Pick<Env, 'ADMIN_DISCORD_IDS' | 'demoMode'>): ReadonlySet<string> {
  const ids = new Set(env.ADMIN_DISCORD_IDS);
  if (env.demoMode) ids.add(DEMO_ADMIN_DISCORD_ID);
  return ids;
}
