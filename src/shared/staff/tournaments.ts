/** Wire shape of GET /api/staff/tournaments: every tournament with its sign-up counts and bracket state. */
import * as z from 'zod/mini';
import { TOURNAMENT_FORMATS, TOURNAMENT_STATUSES } from '../tournaments/constants';

export const staffTournament = z.object({
  slug: z.string(),
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  cap: z.number(),
  starts_at: z.string(),
  registered: z.number(),
  checked_in: z.number(),
  waitlisted: z.number(),
  /** When the bracket was drawn, or null. */
  bracket_generated_at: z.nullable(z.string()),
  matches: z.number(),
  completed_matches: z.number(),
});
export type StaffTournament = z.infer<typeof staffTournament>;

export const staffTournamentsResponse = z.object({ tournaments: z.array(staffTournament) });
export type StaffTournamentsResponse = z.infer<typeof staffTournamentsResponse>;
