/** Wire answers of the console's Season tab. */
import * as z from 'zod/mini';
import { seasonSummary } from '../archive';
import { seasonPlayerProgress } from '../progression';

export const badgeChangeResponse = z.object({ player: seasonPlayerProgress });
export type BadgeChangeResponse = z.infer<typeof badgeChangeResponse>;

export const seasonResetResponse = z.object({
  archived: seasonSummary,
  current: seasonSummary,
  /** Players whose standing was archived. */
  players: z.number(),
});
export type SeasonResetResponse = z.infer<typeof seasonResetResponse>;
