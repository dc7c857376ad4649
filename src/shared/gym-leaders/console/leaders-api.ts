/** Wire shapes of the console's gym leaders tab (GET/POST/PATCH /api/staff/leaders…). */
import * as z from 'zod/mini';
import { ELEMENT_TYPES, LEADER_STATUSES } from '../../arena/types';

/** The dashboard's totals for one leader, as the shop's ledger computes them. */
export const leaderEarnings = z.object({
  earnings_to_date_cents: z.number(),
  payouts_to_date_cents: z.number(),
  pending_cents: z.number(),
  balance_cents: z.number(),
  available_cents: z.number(),
});
export type LeaderEarnings = z.infer<typeof leaderEarnings>;

export const staffLeader = z.object({
  id: z.string(),
  display_name: z.string(),
  element: z.enum(ELEMENT_TYPES),
  status: z.enum(LEADER_STATUSES),
  /** The linked player; null when none is linked yet. */
  player: z.nullable(
    z.object({
      id: z.string(),
      username: z.string(),
      mc_username: z.nullable(z.string()),
      uuid: z.nullable(z.string()),
    }),
  ),
  /** Shown on the public lists: only with a linked player that has a Minecraft uuid. */
  public: z.boolean(),
  earnings: leaderEarnings,
});
export type StaffLeader = z.infer<typeof staffLeader>;

/** GET /api/staff/leaders */
export const staffLeadersResponse = z.object({ leaders: z.array(staffLeader) });
export type StaffLeadersResponse = z.infer<typeof staffLeadersResponse>;

/** POST /api/staff/leaders, PATCH /api/staff/leaders/:id */
export const staffLeaderResponse = z.object({ leader: staffLeader });
export type StaffLeaderResponse = z.infer<typeof staffLeaderResponse>;

export const ledgerEntry = z.object({
  id: z.string(),
  kind: z.string(),
  amount_cents: z.number(),
  note: z.nullable(z.string()),
  available_at: z.string(),
  created_at: z.string(),
});

/** GET /api/staff/leaders/:id/ledger and POST /api/staff/leaders/:id/payouts (newest first). */
export const leaderLedgerResponse = z.object({ leader: staffLeader, entries: z.array(ledgerEntry) });
export type LeaderLedgerResponse = z.infer<typeof leaderLedgerResponse>;
