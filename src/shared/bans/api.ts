/** Wire shapes of bans: the console's list and the player's own ban. */
import * as z from 'zod/mini';

export const banView = z.object({
  id: z.string(),
  player: z.object({ id: z.string(), name: z.string(), minecraft_name: z.nullable(z.string()) }),
  reason: z.string(),
  starts_at: z.string(),
  ends_at: z.nullable(z.string()),
  banned_by: z.string(),
  lifted_at: z.nullable(z.string()),
  lifted_by: z.nullable(z.string()),
  lift_reason: z.nullable(z.string()),
  active: z.boolean(),
});
export type BanView = z.infer<typeof banView>;

/** GET /api/staff/bans: active bans first, then past ones, newest first. */
export const staffBansResponse = z.object({ bans: z.array(banView) });
export type StaffBansResponse = z.infer<typeof staffBansResponse>;

/** POST /api/staff/bans, POST /api/staff/bans/:id/lift */
export const staffBanResponse = z.object({ ban: banView });
export type StaffBanResponse = z.infer<typeof staffBanResponse>;

/** GET /api/staff/bans/players?q=: players to ban, by site or Minecraft name. */
export const banCandidate = z.object({
  id: z.string(),
  name: z.string(),
  minecraft_name: z.nullable(z.string()),
  banned: z.boolean(),
});
export const banCandidatesResponse = z.object({ players: z.array(banCandidate) });
export type BanCandidatesResponse = z.infer<typeof banCandidatesResponse>;

/** GET /api/me/ban: the signed-in player's active ban, or null. */
export const myBanResponse = z.object({
  ban: z.nullable(z.object({ reason: z.string(), starts_at: z.string(), ends_at: z.nullable(z.string()) })),
});
export type MyBanResponse = z.infer<typeof myBanResponse>;
