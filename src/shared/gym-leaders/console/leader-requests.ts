/** What staff send to create or edit a leader and to record a payout; the forms use the same messages. */
import { ELEMENT_TYPES, LEADER_STATUSES } from '../../arena/types';
import { z } from '../../zod';

export const MAX_LEADER_NAME = 40;
export const MAX_PAYOUT_REFERENCE = 200;
/** The CLI's own ceiling (7 dollar digits), so both refuse the same amounts. */
export const MAX_PAYOUT_CENTS = 999_999_999;

const displayName = z
  .string()
  .trim()
  .min(1, 'Write a display name.')
  .max(MAX_LEADER_NAME, `Keep the display name under ${MAX_LEADER_NAME} characters.`);
const element = z.enum(ELEMENT_TYPES, { error: 'Choose a gym type.' });
const status = z.enum(LEADER_STATUSES, { error: 'Choose a status.' });
/** A Minecraft name or a player id; empty or null means no linked player. */
const player = z
  .string()
  .trim()
  .max(64, 'Write a Minecraft name or a player id.')
  .nullable()
  .transform((v) => (v ? v : null));

/** POST /api/staff/leaders */
export const leaderCreateSchema = z
  .object({
    display_name: displayName,
    element,
    status: status.default('offline'),
    player: player.optional(),
  })
  .strict();
export type LeaderCreate = z.infer<typeof leaderCreateSchema>;

/** PATCH /api/staff/leaders/:id: any of the four, at least one. */
export const leaderUpdateSchema = z
  .object({
    display_name: displayName.optional(),
    element: element.optional(),
    status: status.optional(),
    player: player.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'Nothing to change.' });
export type LeaderUpdate = z.infer<typeof leaderUpdateSchema>;

/** POST /api/staff/leaders/:id/payouts */
export const payoutSchema = z
  .object({
    amount_cents: z
      .number({ error: 'Enter the amount paid.' })
      .int('Enter the amount in whole cents.')
      .positive('The payout must be a positive amount.')
      .max(MAX_PAYOUT_CENTS, 'That amount is too large.'),
    reference: z
      .string({ error: 'Write the payment reference.' })
      .trim()
      .min(1, 'Write the payment reference.')
      .max(MAX_PAYOUT_REFERENCE, `Keep the reference under ${MAX_PAYOUT_REFERENCE} characters.`),
  })
  .strict();
export type PayoutInput = z.infer<typeof payoutSchema>;
