/** What staff send to ban and unban (POST /api/staff/bans, POST /api/staff/bans/:id/lift). */
import { z } from '../../zod';
import { MAX_BAN_REASON, MAX_LIFT_REASON } from '../rule';

export const banCreateSchema = z.object({
  player_id: z.uuid('Choose a player.'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason.')
    .max(MAX_BAN_REASON, `Keep the reason under ${MAX_BAN_REASON} characters.`),
  /** An ISO moment; absent or null bans until lifted. */
  ends_at: z.iso.datetime({ offset: true, error: 'Give the end as a date and time.' }).nullish(),
});
export type BanCreate = z.input<typeof banCreateSchema>;

export const banLiftSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the ban is lifted.')
    .max(MAX_LIFT_REASON, `Keep the reason under ${MAX_LIFT_REASON} characters.`),
});

export const banSearchSchema = z.object({ q: z.string().trim().max(64).default('') });

export const banListSchema = z.object({ player_id: z.uuid().optional() });
