import type { AppEnv, SessionUser } from '../context';
import { unauthorized } from './errors';

/**
 * The signed-in account, or a 401. Every row of the endpoint table but the public ones is guarded
 * with it before its handler runs (endpoint-routes.ts), and handlers call it for the user's type.
 */
export function requireUser(c: { var: AppEnv['Variables'] }, message?: string): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized(message);
  return user;
}
