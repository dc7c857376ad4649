/**
 * The nightly role reconciliation: members' guild roles drift when someone adds or removes one by
 * hand, or a mapping changes. For every account that should hold a mapped role, or that the bot
 * gave one before, it reads the member's roles from Discord, compares them with the wanted ones
 * (`wantedTargets`, from the stored facts), and queues the difference through the outbox like any
 * other change. One instance at a time, as the retention sweep: a transaction-scoped advisory lock,
 * and an instance that does not get it leaves the round to the one that did.
 */
import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { memberRoles } from '../../lib/discord-bot';
import { tryTransactionLock } from '../../lib/transaction-lock';
import { queueRoleChange, wantedTargets } from '../outbox';

const RECONCILE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first round waits this long, so a restart opens its port first. */
const FIRST_ROUND_DELAY_MS = 10 * 60 * 1000;
/** This job's number in the database's shared advisory lock space (`tryTransactionLock`). */
const ROLE_RECONCILE_LOCK = 7_318_204_613;

export type RoleReconciliation =
  | { reconciled: true; members: number; queued: number }
  | { reconciled: false };

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function reconcileRoles(deps: Deps): Promise<RoleReconciliation> {
  const guildId = deps.env.DISCORD_GUILD_ID;
  if (!deps.env.DISCORD_BOT_TOKEN || !guildId) return { reconciled: false };
  return deps.database.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, ROLE_RECONCILE_LOCK))) return { reconciled: false } as const;
    const mappings = rowsOf<{ target: string; role_id: string }>(
      await tx.execute(sql`select target, role_id from discord_role_mappings`),
    );
    if (mappings.length === 0) return { reconciled: true, members: 0, queued: 0 } as const;
    const members = rowsOf<{ id: string; discord_id: string }>(
      await tx.execute(sql`
        select u.id, u.discord_id from users u
         where u.role in ('staff', 'admin')
            or exists (select 1 from players pl join gym_leaders g on g.player_id = pl.id where pl.auth_user_id = u.id)
            or exists (select 1 from tournament_entries e where e.user_id = u.id and e.status = 'registered')
            or exists (select 1 from purchases p where p.user_id = u.id)
            or exists (select 1 from outbox_messages o
                        where o.kind = 'discord_role' and o.subject_id like 'role:' || u.id || ':%')
         order by u.id`),
    );
    let queued = 0;
    for (const member of members) {
      const held = await memberRoles(deps, { guildId, discordUserId: member.discord_id });
      // Not in the guild, or Discord did not answer: tomorrow's round tries again.
      if (held === null) continue;
      const wanted = await wantedTargets(tx as unknown as Db, member.id);
      const wantedRoles = new Set(mappings.filter((m) => wanted.has(m.target)).map((m) => m.role_id));
      for (const mapping of mappings) {
        const add = wantedRoles.has(mapping.role_id);
        if (add === held.includes(mapping.role_id)) continue;
        // A role two targets share is removed only when neither is wanted.
        if (!add && mappings.some((m) => m.role_id === mapping.role_id && wanted.has(m.target))) continue;
        await queueRoleChange(tx, {
          userId: member.id,
          discordUserId: member.discord_id,
          roleId: mapping.role_id,
          target: mapping.target,
          add,
        });
        queued++;
      }
    }
    return { reconciled: true, members: members.length, queued } as const;
  });
}

/** Runs the reconciliation every night; every instance may start it, one runs each round. */
export function startRoleReconciler(deps: Deps, intervalMs = RECONCILE_INTERVAL_MS): () => void {
  const round = () => {
    reconcileRoles(deps)
      .then((outcome) => {
        if (outcome.reconciled) deps.logger.info(outcome, 'Discord role reconciliation');
      })
      .catch((err) => deps.logger.warn({ err }, 'Discord role reconciliation failed'));
  };
  const first = setTimeout(round, Math.min(FIRST_ROUND_DELAY_MS, intervalMs));
  const timer = setInterval(round, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
