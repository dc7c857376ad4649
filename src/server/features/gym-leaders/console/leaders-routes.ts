/**
 * /api/staff/leaders: gym leaders for staff (list, create, edit), each leader's ledger, and
 * payouts for admins. Roles are checked before any input is read.
 */
import { eq } from 'drizzle-orm';
import { leaderConsoleEndpoints as rows } from '../../../../shared/gym-leaders/console/endpoints';
import {
  leaderCreateSchema,
  leaderUpdateSchema,
  payoutSchema,
} from '../../../../shared/gym-leaders/console/leader-requests';
import type {
  LeaderLedgerResponse,
  StaffLeaderResponse,
  StaffLeadersResponse,
} from '../../../../shared/gym-leaders/console/leaders-api';
import type { Deps } from '../../../context';
import type { Db } from '../../../db/client';
import { gymLeaderLedger } from '../../../db/schema';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { pathId } from '../../../lib/errors';
import { requireAdmin, requireStaff } from '../../auth';
import { ledgerNewestFirst, recordPayout } from '../../shop';
import { auditAs } from '../../staff';
import { createLeader, listLeaders, readLeader, updateLeader } from './leaders';

const STAFF_ONLY = 'The staff console is for staff members.';
/** Entries one ledger page shows; older ones stay in the database (and in the totals). */
const LEDGER_LIMIT = 200;

const leaderId = (raw: string) => pathId(raw, 'No such gym leader.');

async function ledger(db: Db, id: string, now: Date): Promise<LeaderLedgerResponse> {
  const leader = await readLeader(db, id, now);
  const rows = await db
    .select()
    .from(gymLeaderLedger)
    .where(eq(gymLeaderLedger.gym_leader_id, leader.id))
    .orderBy(ledgerNewestFirst)
    .limit(LEDGER_LIMIT);
  return {
    leader,
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount_cents: row.amount_cents,
      note: row.note,
      available_at: row.available_at.toISOString(),
      created_at: row.created_at.toISOString(),
    })),
  };
}

export function leadersConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/staff/leaders')
    .on(rows.list, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json({ leaders: await listLeaders(db, deps.now()) } satisfies StaffLeadersResponse);
    })
    .on(rows.create, { body: leaderCreateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const input = await request.body();
      const id = await createLeader(db, actor, input);
      return c.json({ leader: await readLeader(db, id, deps.now()) } satisfies StaffLeaderResponse, 201);
    })
    .on(rows.update, { body: leaderUpdateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = leaderId(c.req.param('id'));
      const input = await request.body();
      await updateLeader(db, actor, id, input);
      return c.json({ leader: await readLeader(db, id, deps.now()) } satisfies StaffLeaderResponse);
    })
    .on(rows.ledger, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json(
        (await ledger(db, leaderId(c.req.param('id')), deps.now())) satisfies LeaderLedgerResponse,
      );
    })
    .on(rows.payout, { body: payoutSchema }, async (c, request) => {
      const actor = requireAdmin(c, 'Only admins can record payouts.');
      const id = leaderId(c.req.param('id'));
      const { amount_cents, reference } = await request.body();
      const now = deps.now();
      await readLeader(db, id, now);
      // The CLI's rule (balance check under the leader's row lock), inside our transaction so the
      // payout and its audit entry commit together.
      await db.transaction(async (tx) => {
        const { leader, totals } = await recordPayout(tx, id, amount_cents, now, reference);
        await auditAs(actor)(tx, {
          action: 'payout.record',
          targetType: 'payout',
          targetId: leader.id,
          before: {
            display_name: leader.display_name,
            available_cents: totals.available_cents + amount_cents,
          },
          after: {
            display_name: leader.display_name,
            amount_cents,
            reference,
            available_cents: totals.available_cents,
          },
        });
      });
      return c.json((await ledger(db, id, now)) satisfies LeaderLedgerResponse, 201);
    }).routes;
}
