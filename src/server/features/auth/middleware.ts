import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { StaffPermission } from '../../../shared/staff/review';
import type { AppEnv, Deps, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { staffPermissions } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { requireUser } from '../../lib/require-user';
import { readSessionCookie, sessionResolver, writeSessionCookie } from './sessions';

/** Resolves the session cookie (if any) into c.var.user; never rejects on its own. */
export const loadSession = (deps: Deps) => {
  const resolveSession = sessionResolver(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const token = readSessionCookie(c, deps);
    if (token) {
      const session = await resolveSession(token);
      if (session) {
        c.set('user', session.user);
        c.set('sessionId', session.sessionId);
        if (session.renewed) writeSessionCookie(c, deps, token, session.expiresAt);
      }
    }
    await next();
  });
};

/** Guards narrow: after these the caller has a user (or the request has ended with 401/403). */
export { requireUser };

/** Staff and admins only: 401 for a visitor, 403 with the reason for a signed-in player. */
export function requireStaff(
  c: { var: AppEnv['Variables'] },
  message = 'Only staff members can do this.',
): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'staff' && user.role !== 'admin') throw forbidden(message);
  return user;
}

/** Admins only (they come from ADMIN_DISCORD_IDS): 401 for a visitor, 403 with the reason otherwise. */
export function requireAdmin(
  c: { var: AppEnv['Variables'] },
  message = 'Only admins can do this.',
): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw forbidden(message);
  return user;
}

export async function hasPermission(
  db: Db,
  user: SessionUser,
  permission: StaffPermission,
): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'staff') return false;
  const [row] = await db
    .select({ user_id: staffPermissions.user_id })
    .from(staffPermissions)
    .where(and(eq(staffPermissions.user_id, user.id), eq(staffPermissions.permission, permission)));
  return row !== undefined;
}

/** Admins, and staff an admin gave this permission: 401 for a visitor, 403 with the reason otherwise. */
export async function requirePermission(
  c: { var: AppEnv['Variables'] },
  db: Db,
  permission: StaffPermission,
  message: string,
): Promise<SessionUser> {
  const user = requireUser(c);
  if (!(await hasPermission(db, user, permission))) throw forbidden(message);
  return user;
}
