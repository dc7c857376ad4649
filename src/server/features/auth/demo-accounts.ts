/**
 * Demo accounts are the ones demo sign-in makes: their Discord ids are `demo-` and the lower-cased
 * name, which Discord's numeric ids can never be. They exist for demo mode only; outside it they
 * neither sign in nor keep a session or a role (see `resolveSession` and the start-up sync).
 */

export const DEMO_DISCORD_ID_PREFIX = 'demo-';

export const demoDiscordId = (username: string) => `${DEMO_DISCORD_ID_PREFIX}${username.toLowerCase()}`;

export const isDemoDiscordId = (discordId: string) => discordId.startsWith(DEMO_DISCORD_ID_PREFIX);
