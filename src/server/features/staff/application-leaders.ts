/**
 * Accepting a gym leader application makes the applicant a leader, in the review's transaction:
 * the applicant's player gets a leader row (element = the primary gym type), or keeps the one it
 * has, or takes over an unlinked leader staff made under the applicant's Minecraft name. An
 * applicant without a linked Minecraft account still becomes a leader; the public lists show it
 * once the account is linked (they need the player's Minecraft uuid).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ElementType } from '../../../shared/arena/types';
import { gymLeaderApplications, gymLeaders, players, users } from '../../db/schema';
import type { AuditChange, Tx } from './audit';

/** The applicant's player row, made if the account has none yet (sign-in normally makes it). */
async function playerOf(tx: Tx, userId: string): Promise<string> {
  const [existing] = await tx
    .select({ id: players.id })
    .from(players)
    .where(eq(players.auth_user_id, userId));
  if (existing) return existing.id;
  const [user] = await tx
    .select({ username: users.discord_username, discord_id: users.discord_id })
    .from(users)
    .where(eq(users.id, userId));
  await tx
    .insert(players)
    .values({
      auth_user_id: userId,
      username: user?.username ?? 'player',
      discord_id: user?.discord_id ?? null,
    })
    .onConflictDoNothing();
  const [made] = await tx.select({ id: players.id }).from(players).where(eq(players.auth_user_id, userId));
  return made!.id;
}

/** Creates or links the leader of each newly accepted application; answers the audit entries. */
export async function leadersForAcceptedApplications(
  tx: Tx,
  applicationIds: readonly string[],
): Promise<AuditChange[]> {
  if (applicationIds.length === 0) return [];
  const applications = await tx
    .select({
      user_id: gymLeaderApplications.user_id,
      minecraft_username: gymLeaderApplications.minecraft_username,
      gym_primary: gymLeaderApplications.gym_primary,
    })
    .from(gymLeaderApplications)
    .where(inArray(gymLeaderApplications.id, [...applicationIds]))
    .orderBy(gymLeaderApplications.id);
  const changes: AuditChange[] = [];
  for (const application of applications) {
    const playerId = await playerOf(tx, application.user_id);
    const [linked] = await tx
      .select({ id: gymLeaders.id })
      .from(gymLeaders)
      .where(eq(gymLeaders.player_id, playerId));
    if (linked) continue;

    const unlinked = await tx
      .select({ id: gymLeaders.id })
      .from(gymLeaders)
      .where(
        and(
          isNull(gymLeaders.player_id),
          sql`lower(${gymLeaders.display_name}) = lower(${application.minecraft_username})`,
        ),
      )
      .limit(2)
      .for('update');
    if (unlinked.length === 1) {
      const id = unlinked[0]!.id;
      await tx
        .update(gymLeaders)
        .set({ player_id: playerId, updated_at: sql`now()` })
        .where(eq(gymLeaders.id, id));
      changes.push({
        action: 'gym_leader.link',
        targetType: 'gym_leader',
        targetId: id,
        before: { player_id: null },
        after: { player_id: playerId },
      });
      continue;
    }

    const values = {
      display_name: application.minecraft_username,
      element: application.gym_primary as ElementType,
      status: 'offline' as const,
      player_id: playerId,
    };
    // The unique player link makes a concurrent accept of another application a no-op here.
    const [created] = await tx
      .insert(gymLeaders)
      .values(values)
      .onConflictDoNothing({ target: gymLeaders.player_id })
      .returning({ id: gymLeaders.id });
    if (created) {
      changes.push({
        action: 'gym_leader.create',
        targetType: 'gym_leader',
        targetId: created.id,
        after: values,
      });
    }
  }
  return changes;
}
