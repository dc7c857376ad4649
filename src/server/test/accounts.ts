/** Signed-in accounts for the API tests: a user row, its player row and a browser holding its session. */
import { randomUUID } from 'node:crypto';
import { players, users } from '../db/schema';
import { createSession, demoDiscordId, signIn } from '../features/auth';
import type { TestApp, TestBrowser } from './test-app';

let counter = 0;
/** A suffix no other call in this process returns, for names that must not collide across tests. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export type AccountRole = 'player' | 'staff' | 'admin';

/**
 * An account signed in without going through Discord (sign-in is rate limited per address). With
 * `minecraft`, its player row is linked to a fresh Minecraft name (`mc`) and UUID.
 */
export async function signedInAccount(app: TestApp, role: AccountRole = 'player', minecraft = false) {
  const name = `${role}_${uniqueSuffix()}`;
  const db = app.database.db;
  const [user] = await db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const mc = `Mc${uniqueSuffix()}`;
  const [player] = await db
    .insert(players)
    .values({
      auth_user_id: user!.id,
      username: name,
      mc_username: minecraft ? mc : null,
      uuid: minecraft ? randomUUID() : null,
    })
    .returning({ id: players.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, playerId: player!.id, name, mc, browser };
}

/** A JSON request with any method; the body, when given, is sent as JSON. */
export const sendJson = <T>(browser: TestBrowser, method: string, url: string, body?: unknown) =>
  browser.json<T>(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * A browser signed in to the account demo sign-in gives `username`, by the same sign-in, without its
 * limit per address: a file with many players would be refused after 30 in a minute.
 */
export async function demoSignedIn(app: TestApp, username: string): Promise<TestBrowser> {
  const identity = {
    discordId: demoDiscordId(username),
    username,
    globalName: username,
    avatarUrl: null,
    email: null,
  };
  const browser = app.browser();
  browser.cookies.set('session', (await signIn(app.deps, identity)).token);
  return browser;
}
