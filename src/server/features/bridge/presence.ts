/**
 * Gym leader presence set by the game server. A leader shown online or busy whose server stopped
 * reporting for LEADER_PRESENCE_TIMEOUT_SECONDS is set offline by a sweep every instance runs
 * (the update is idempotent, so instances running it together agree).
 */
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { gymLeaders, players } from '../../db/schema';
import { AppError } from '../../lib/errors';

export async function setLeaderPresence(
  deps: Deps,
  input: { leader_uuid: string; status: 'online' | 'busy' | 'offline'; next_available_ts?: string | null },
) {
  const { db } = deps.database;
  const [leader] = await db
    .select({ id: gymLeaders.id })
    .from(gymLeaders)
    .innerJoin(players, eq(players.id, gymLeaders.player_id))
    .where(eq(players.uuid, input.leader_uuid))
    .limit(1);
  if (!leader)
    throw new AppError(404, 'unknown_leader', 'No gym leader is linked to this Minecraft account.');
  await db
    .update(gymLeaders)
    .set({
      status: input.status,
      // last_active_at doubles as the presence heartbeat while online or busy.
      last_active_at: sql`now()`,
      ...(input.next_available_ts !== undefined && {
        next_available_ts: input.next_available_ts ? new Date(input.next_available_ts) : null,
      }),
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(gymLeaders.id, leader.id),
        // A bare heartbeat writes (and wakes every live page) at most every 30 s, or a quarter of
        // the timeout when that is shorter, so heartbeats always land before the sweep.
        or(
          ne(gymLeaders.status, input.status),
          input.next_available_ts !== undefined
            ? sql`${gymLeaders.next_available_ts} is distinct from ${input.next_available_ts ? new Date(input.next_available_ts) : null}`
            : sql`false`,
          isNull(gymLeaders.last_active_at),
          lt(gymLeaders.last_active_at, sql`now() - make_interval(secs => ${heartbeatWriteSeconds(deps)})`),
        ),
      ),
    );
  return { leader_id: leader.id, status: input.status };
}

const heartbeatWriteSeconds = (deps: Deps) =>
  Math.min(30, Math.floor(deps.env.LEADER_PRESENCE_TIMEOUT_SECONDS / 4));

/** Sets leaders offline whose presence went quiet; returns how many. */
export async function expireStalePresence(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.env.LEADER_PRESENCE_TIMEOUT_SECONDS * 1000);
  const rows = await deps.database.db
    .update(gymLeaders)
    .set({ status: 'offline', updated_at: sql`now()` })
    .where(and(inArray(gymLeaders.status, ['online', 'busy']), lt(gymLeaders.last_active_at, cutoff)))
    .returning({ id: gymLeaders.id });
  if (rows.length > 0)
    deps.logger.info({ leaders: rows.length }, 'leaders set offline after presence timeout');
  return rows.length;
}

export function startPresenceSweeper(deps: Deps): () => void {
  const timer = setInterval(
    () => {
      expireStalePresence(deps).catch((err) => deps.logger.error({ err }, 'presence sweep failed'));
    },
    Math.min(30_000, (deps.env.LEADER_PRESENCE_TIMEOUT_SECONDS * 1000) / 2),
  );
  timer.unref();
  return () => clearInterval(timer);
}
