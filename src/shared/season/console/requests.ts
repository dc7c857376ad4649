/** What staff send from the console's Season tab (POST /api/staff/season/badges, /reset). */
import { minecraftName, minecraftUuid } from '../../bridge/api';
import { SEASON1_GYM_TYPES } from '../../bridge/season';
import { z } from '../../zod';

/** A player as staff name them: their Minecraft uuid, or the Minecraft name they are known by. */
export const playerRef = z
  .string()
  .trim()
  .min(1, 'Give the player’s Minecraft name or uuid.')
  .pipe(
    z.union([minecraftUuid, minecraftName], {
      error: 'Give a Minecraft name (3-16 letters, digits or underscores) or a uuid.',
    }),
  );

/** Award (awarded true) or revoke (false) one badge or the champion flag: the bridge's rule. */
export const badgeChangeSchema = z.object({
  player: playerRef,
  badge: z.enum([...SEASON1_GYM_TYPES, 'champion'], { error: 'Choose a badge.' }),
  awarded: z.boolean({ error: 'Say whether the badge is awarded or revoked.' }),
});
export type BadgeChange = z.output<typeof badgeChangeSchema>;

/** Archive the open season and open the next; `confirm` is the open season's name, typed. */
export const seasonResetSchema = z.object({
  season: z.number({ error: 'Say which season to archive.' }).int().min(1),
  confirm: z.string().trim().min(1, 'Type the season’s name to confirm.'),
});
