/**
 * The nightly role reconciliation: members' guild roles drift when someone adds or removes one by
 * hand. For every account that should hold a target, or whose roles the bot was asked to change
 * before, it reads the member's roles from Discord, compares them with the wanted ones
 * (`wantedTargets`, from the stored facts), and queues the difference through the outbox like any
 * other change. (A mapping
 * replaced or cleared takes its old role back when it changes: `queueRoleTakeBack`.)
 *
 * No transaction is held across a call to Discord (decision 005: PGlite has one connection, and a
 * round makes one call per member, each up to the bot's timeout): the mappings and members are
 * read first, each member's roles are asked outside any transaction, and each member's difference
 * is queued in a short transaction of its own. One instance runs a round at a time
 * (`Database.exclusively`, a session advisory lock on PostgreSQL): another instance's round waits
 * for it, and queues nothing for a member's role whose change is still pending in the outbox; a
 * scheduled round is skipped when any instance ran one in the last 20 hours.
 */
import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memberRoles } from '../../lib/discord-bot';
import { AppError } from '../../lib/errors';
import { checkRateLimit, consumeRateLimit } from '../../lib/rate-limit';
import { queueRoleChange, wantedTargetRows, wantedTargets } from '../outbox';

const RECONCILE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first round waits this long, so a restart opens its port first. */
const FIRST_ROUND_DELAY_MS = 10 * 60 * 1000;
/** This job's number in the database's shared advisory lock space (`Database.exclusively`). */
const ROLE_RECONCILE_LOCK = 7_318_204_613;

export type RoleReconciliation =
  | {
      reconciled: true;
      members: number;
      queued: number;
      /** Members whose roles Discord did not give (429, an outage, a refusal): next round's. */
      skipped: number;
      /** Members not in the guild (404). */
      absent: number;
    }
  | { reconciled: false };

type Mapping = { target: string; role_id: string };
type Member = { id: string; discord_id: string };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Accounts that should hold a target (the rule `wantedTargets` reads), or that the bot has been
 * asked to change before: the bot's role rows are kept, so whoever it gave a role, a cancelled
 * cup's or a plan's that ended, is asked again and loses a role given back by hand. A place in a
 * cancelled cup alone is no reason to ask Discord: that cup's role is wanted by nobody.
 */
async function membersToCheck(db: Db): Promise<Member[]> {
  return rowsOf<Member>(
    await db.execute(sql`
      select u.id, u.discord_id from users u
       where u.id in (select wanted.user_id from (${wantedTargetRows()}) wanted)
          or exists (select 1 from outbox_messages o
                      where o.kind = 'discord_role' and o.subject_id like 'role:' || u.id || ':%')
       order by u.id`),
  );
}

/**
 * Queues, in one short transaction, the member's mapped roles that differ from what they hold,
 * except a role whose change is already pending (the worker sends the state wanted when it sends).
 */
async function queueDifference(db: Db, mappings: Mapping[], member: Member, held: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const wanted = await wantedTargets(tx, member.id);
    const pending = new Set(
      rowsOf<{ subject_id: string }>(
        await tx.execute(sql`
          select subject_id from outbox_messages
           where kind = 'discord_role' and status = 'pending' and subject_id like ${`role:${member.id}:%`}`),
      ).map((r) => r.subject_id),
    );
    const done = new Set<string>();
    let queued = 0;
    for (const mapping of mappings) {
      if (done.has(mapping.role_id) || pending.has(`role:${member.id}:${mapping.role_id}`)) continue;
      done.add(mapping.role_id);
      // A role two targets share is wanted when either is.
      const add = mappings.some((m) => m.role_id === mapping.role_id && wanted.has(m.target));
      if (add === held.includes(mapping.role_id)) continue;
      await queueRoleChange(tx, {
        userId: member.id,
        discordUserId: member.discord_id,
        roleId: mapping.role_id,
        target: mapping.target,
        add,
      });
      queued++;
    }
    return queued;
  });
}

async function reconcileRound(deps: Deps, guildId: string): Promise<RoleReconciliation> {
  const { db } = deps.database;
  const mappings = rowsOf<Mapping>(await db.execute(sql`select target, role_id from discord_role_mappings`));
  if (mappings.length === 0) return { reconciled: true, members: 0, queued: 0, skipped: 0, absent: 0 };
  const members = await membersToCheck(db);
  let queued = 0;
  let skipped = 0;
  let absent = 0;
  for (const member of members) {
    const held = await memberRoles(deps, { guildId, discordUserId: member.discord_id });
    if (held.ok) {
      queued += await queueDifference(db, mappings, member, held.roles);
      continue;
    }
    const { outcome } = held;
    if (outcome.kind === 'refused' && outcome.error.startsWith('HTTP 404')) {
      absent++;
      continue;
    }
    // Discord did not answer for this member: tomorrow's round tries again. No ids: just why.
    skipped++;
    deps.logger.warn(
      { reason: outcome.kind, ...('error' in outcome ? { error: outcome.error } : {}) },
      'Discord role reconciliation skipped a member',
    );
    if (outcome.kind === 'rate_limited') await pause(outcome.retryAfterMs);
  }
  return { reconciled: true, members: members.length, queued, skipped, absent };
}

/**
 * The nightly rounds' record, kept as a once-per-window allowance in the rate-limit table: a round
 * counts one use, and a scheduled round finds it used when another instance ran one lately.
 */
const LAST_ROUND_KEY = 'job:discord-role-reconcile';
/** Less than the interval, so the first instance's timer each day still finds the round due. */
const ROUND_GAP_SECONDS = 20 * 60 * 60;

/**
 * One round now; `onlyIfDue` (the schedule) skips it when any instance ran one within the last
 * 20 hours: every instance starts the schedule, and each repeated every member's Discord call.
 */
export async function reconcileRoles(
  deps: Deps,
  { onlyIfDue = false }: { onlyIfDue?: boolean } = {},
): Promise<RoleReconciliation> {
  const guildId = deps.env.DISCORD_GUILD_ID;
  if (!deps.env.DISCORD_BOT_TOKEN || !guildId) return { reconciled: false };
  const { db } = deps.database;
  return deps.database.exclusively(ROLE_RECONCILE_LOCK, async () => {
    if (onlyIfDue) {
      const ranLately = await checkRateLimit(db, LAST_ROUND_KEY, 1, ROUND_GAP_SECONDS).then(
        () => false,
        (error: unknown) => {
          if (error instanceof AppError && error.status === 429) return true;
          throw error;
        },
      );
      if (ranLately) return { reconciled: false };
    }
    const outcome = await reconcileRound(deps, guildId);
    // Counted once done: a round cut short by a restart runs again at the next tick.
    await consumeRateLimit(db, LAST_ROUND_KEY, Number.MAX_SAFE_INTEGER, ROUND_GAP_SECONDS);
    return outcome;
  });
}

/** Runs the reconciliation every night; every instance may start it, one runs each round. */
export function startRoleReconciler(deps: Deps, intervalMs = RECONCILE_INTERVAL_MS): () => void {
  const round = () => {
    reconcileRoles(deps, { onlyIfDue: true })
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
