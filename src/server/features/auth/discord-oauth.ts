/**
 * Discord's OAuth2 authorization-code flow with state and PKCE. Endpoints come from configuration,
 * so tests and local development can run the whole flow against a fake Discord.
 */
import type { OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { Deps } from '../../context';
import type { DiscordIdentity } from './sign-in';

export const DISCORD_SCOPES = ['identify', 'email'];

export const callbackUrl = (deps: Deps) => `${deps.env.PUBLIC_URL}/api/auth/discord/callback`;

/** The OAuth library is loaded for a sign-in, not while the server starts. */
const arctic = () => import('arctic');

async function client(deps: Deps): Promise<OAuth2Client> {
  const { OAuth2Client } = await arctic();
  const { DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET } = deps.env;
  if (!DISCORD_CLIENT_ID || !DISCORD_CLIENT_SECRET) throw new Error('Discord OAuth is not configured');
  return new OAuth2Client(DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, callbackUrl(deps));
}

export async function beginAuthorization(deps: Deps) {
  const { CodeChallengeMethod, generateCodeVerifier, generateState } = await arctic();
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = (await client(deps)).createAuthorizationURLWithPKCE(
    deps.env.DISCORD_AUTHORIZE_URL,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    DISCORD_SCOPES,
  );
  url.searchParams.set('prompt', 'none');
  return { url, state, codeVerifier };
}

const discordUserSchema = z.object({
  id: z.string().regex(/^\d+$/),
  username: z.string().min(1).max(64),
  global_name: z.string().max(64).nullish(),
  avatar: z.string().nullish(),
  email: z.string().email().nullish(),
});

export async function exchangeCode(deps: Deps, code: string, codeVerifier: string): Promise<DiscordIdentity> {
  // arctic sends with the global fetch; the user lookup goes through deps.fetch like other calls.
  const tokens = await (await client(deps)).validateAuthorizationCode(
    `${deps.env.DISCORD_API_URL}/oauth2/token`,
    code,
    codeVerifier,
  );
  const response = await deps.fetch(`${deps.env.DISCORD_API_URL}/users/@me`, {
    headers: { authorization: `Bearer ${tokens.accessToken()}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Discord user lookup failed with status ${response.status}`);
  const user = discordUserSchema.parse(await response.json());
  return {
    discordId: user.id,
    username: user.username,
    globalName: user.global_name ?? null,
    avatarUrl: user.avatar
      ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png?size=128`
      : null,
    email: user.email ?? null,
  };
}
