import * as z from 'zod/mini';

/** GET /api/discord/online: the Discord widget's online count and invite, when known. */
export const discordOnline = z.object({
  online: z.nullable(z.number()),
  invite: z.nullable(z.string()),
});
export type DiscordOnline = z.infer<typeof discordOnline>;
