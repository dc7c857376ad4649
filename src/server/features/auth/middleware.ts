import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps, SessionUser } from '../../context';
import { forbidden, unauthorized } from '../../lib/errors';
import { readSessionCookie, resolveSession, writeSessionCookie } from './sessions';

/** Resolves the session cookie (if any) into c.var.user; never rejects on its own. */
export const loadSession = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const token = readSessionCookie(c, deps);
    if (token) {
      const session = await resolveSession(deps, token);
      if (session) {
        c.set('user', session.user);
        c.set('sessionId', session.sessionId);
        if (session.renewed) writeSessionCookie(c, deps, token, session.expiresAt);
      }
    }
    await next();
  });

/** Guards narrow: after these the caller has a user (or the request has ended with 401/403). */
export function requireUser(c: { var: AppEnv['Variables'] }): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

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
