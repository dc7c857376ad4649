/** What staff send to link a player's Minecraft account for them (the in-game link's rules). */
import { minecraftName, minecraftUuid } from '../../bridge/api';
import { z } from '../../zod';

export const MAX_ACCOUNT_SEARCH = 40;

export const accountSearchSchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 letters of a name.').max(MAX_ACCOUNT_SEARCH),
});

/** The same checks as the game server's link report: a Minecraft uuid and a Minecraft name. */
export const staffLinkSchema = z.object({
  player_uuid: z.string().trim().toLowerCase().pipe(minecraftUuid),
  player_name: z.string().trim().pipe(minecraftName),
});
export type StaffLink = z.output<typeof staffLinkSchema>;
