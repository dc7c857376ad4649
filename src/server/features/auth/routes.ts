import { and, eq, isNotNull, like } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { demoSignInRequest } from '../../../shared/auth/demo-sign-in';
import { authEndpoints } from '../../../shared/auth/endpoints';
import type { DemoAccountsResponse, DemoSignInResponse, SignOutResponse } from '../../../shared/auth/me';
import { safeRedirectTarget } from '../../../shared/auth/redirect';
import type { Deps } from '../../context';
import { players, users } from '../../db/schema';
import { clientAddress } from '../../lib/client-address';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { DEMO_DISCORD_ID_PREFIX, demoDiscordId } from './demo-accounts';
import { beginAuthorization, exchangeCode } from './discord-oauth';
import { clearSessionCookie, deleteSession, writeSessionCookie } from './sessions';
import { signIn } from './sign-in';

/** Production: `__Host-`, so only this host over HTTPS can set it (which forces Path=/). */
const flowCookie = (isProduction: boolean) =>
  isProduction ? { name: '__Host-discord_oauth', path: '/' } : { name: 'discord_oauth', path: '/api/auth' };
const FLOW_TTL_SECONDS = 600;

const flowSchema = z.object({ state: z.string(), verifier: z.string(), redirect: z.string() });

/** Appends auth_error to a same-site path so the page that asked can show its own toast. */
function withAuthError(target: string): string {
  const url = new URL(target, 'http://site.invalid');
  url.searchParams.set('auth_error', 'discord');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function authRoutes(deps: Deps) {
  const { env, logger } = deps;
  const { db } = deps.database;
  const cookie = flowCookie(env.isProduction);
  const flowCookieOptions = {
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: env.isProduction,
    path: cookie.path,
    maxAge: FLOW_TTL_SECONDS,
  };

  return endpointRoutes('/auth')
    .on(authEndpoints.discordSignIn, async (c) => {
      const redirect = safeRedirectTarget(c.req.query('redirect'));
      if (env.demoMode) {
        return c.redirect(`/demo-sign-in?redirect=${encodeURIComponent(redirect)}`, 302);
      }
      const { url, state, codeVerifier } = await beginAuthorization(deps);
      setCookie(
        c,
        cookie.name,
        JSON.stringify({ state, verifier: codeVerifier, redirect }),
        flowCookieOptions,
      );
      return c.redirect(url.toString(), 302);
    })
    .on(authEndpoints.discordCallback, async (c) => {
      const raw = getCookie(c, cookie.name);
      deleteCookie(c, cookie.name, { path: cookie.path, secure: env.isProduction });
      let flow: z.infer<typeof flowSchema> | null = null;
      try {
        flow = raw ? flowSchema.parse(JSON.parse(raw)) : null;
      } catch {
        flow = null;
      }
      const redirect = safeRedirectTarget(flow?.redirect);
      const code = c.req.query('code');
      const state = c.req.query('state');
      if (!flow || !code || !state || state !== flow.state) {
        logger.warn(
          {
            reason: !flow ? 'no_flow' : !code ? 'no_code' : 'state_mismatch',
            discordError: c.req.query('error'),
          },
          'discord sign-in rejected',
        );
        return c.redirect(withAuthError(redirect), 302);
      }
      try {
        const identity = await exchangeCode(deps, code, flow.verifier);
        const session = await signIn(deps, identity, c.var.sessionId);
        writeSessionCookie(c, deps, session.token, session.expiresAt);
        return c.redirect(redirect, 302);
      } catch (error) {
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'discord sign-in failed',
        );
        return c.redirect(withAuthError(redirect), 302);
      }
    })
    .on(authEndpoints.signOut, async (c) => {
      const sessionId = c.var.sessionId;
      if (sessionId) await deleteSession(db, sessionId);
      clearSessionCookie(c, deps);
      return c.json({ ok: true } satisfies SignOutResponse);
    })
    .on(authEndpoints.demoAccounts, async (c) => {
      if (!env.demoMode) throw notFound();
      const rows = await db
        .select({ username: users.discord_username, mc_username: players.mc_username, role: users.role })
        .from(users)
        .innerJoin(players, eq(players.auth_user_id, users.id))
        .where(and(like(users.discord_id, `${DEMO_DISCORD_ID_PREFIX}%`), isNotNull(players.id)))
        .orderBy(users.discord_username)
        .limit(50);
      return c.json({ accounts: rows } satisfies DemoAccountsResponse);
    })
    .on(authEndpoints.demoSignIn, { body: demoSignInRequest }, async (c, request) => {
      // Refused outside demo mode, which production can never be in (see env.ts).
      if (!env.demoMode) throw notFound();
      const input = await request.body();
      await consumeRateLimit(db, `demo-sign-in:${clientAddress(c, env)}`, 30, 60);
      const username = input.username;
      const session = await signIn(
        deps,
        {
          discordId: demoDiscordId(username),
          username,
          globalName: username,
          avatarUrl: null,
          email: null,
        },
        c.var.sessionId,
      );
      writeSessionCookie(c, deps, session.token, session.expiresAt);
      return c.json({ redirect: safeRedirectTarget(input.redirect) } satisfies DemoSignInResponse);
    }).routes;
}
