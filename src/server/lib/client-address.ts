import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from '../env';

/**
 * The address limits are counted by. X-Forwarded-For is anyone's to write, so it is read only
 * when TRUSTED_PROXY_HOPS says how many proxies of ours append to it: the client is the entry
 * that many places from the right (each proxy appends the address it saw). Otherwise the socket's
 * peer is the client.
 */
export function clientAddress(c: Context, env: Pick<Env, 'TRUSTED_PROXY_HOPS'>): string {
  if (env.TRUSTED_PROXY_HOPS > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const entry = hops[hops.length - env.TRUSTED_PROXY_HOPS] ?? hops[0];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
