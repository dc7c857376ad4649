/**
 * Accepting a gym leader application makes the applicant a leader, in the review's transaction:
 * the applicant's player gets a leader row (element = the primary gym type), or keeps the one it
 * has, or takes over an unlinked leader staff made under the Minecraft name of the account the
 * applicant linked in game. The name typed in the application proves nothing, so it never picks a
 * seat: an applicant without a linked Minecraft account gets a new leader, stays off the public
 * lists until the account is linked (they need the player's Minecraft uuid), and the submission
 * gets an internal note saying so.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ElementType } from '../../../shared/arena/types';
import { submissionTarget } from '../../../shared/staff/review';
import { gymLeaderApplications, gymLeaders, players, staffSubmissionNotes, users } from '../../db/schema';
import { queueSeatSync } from '../outbox';
import type { AuditChange, Tx } from './audit';

const playerColumns = { id: players.id, uuid: players.uuid, mc_username: players.mc_username };
type ApplicantPlayer = { id: string; uuid: string | null; mc_username: string | null };

export const unlinkedLeaderNote = (typedName: string) =>
  `The gym leader was created without a Minecraft account: the applicant has not linked one in game, ` +
  `so the leader stays off the public lists and no existing leader seat was given to them by the ` +
  `name typed in the application (${typedName}). Link the leader in Gym leaders once the applicant ` +
  `has linked their account.`;

/** The applicant's player row, made if the account has none yet (sign-in normally makes it). */
async function playerOf(tx: Tx, userId: string): Promise<ApplicantPlayer> {
  const [existing] = await tx.select(playerColumns).from(players).where(eq(players.auth_user_id, userId));
  if (existing) return existing;
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
  const [made] = await tx.select(playerColumns).from(players).where(eq(players.auth_user_id, userId));
  return made!;
}

/** An unlinked seat named like the applicant's own linked Minecraft account, if exactly one is. */
async function seatFor(tx: Tx, player: ApplicantPlayer): Promise<string | null> {
  if (!player.uuid || !player.mc_username) return null;
  const seats = await tx
    .select({ id: gymLeaders.id })
    .from(gymLeaders)
    .where(
      and(
        isNull(gymLeaders.player_id),
        sql`lower(${gymLeaders.display_name}) = lower(${player.mc_username})`,
      ),
    )
    .limit(2)
    .for('update');
  return seats.length === 1 ? seats[0]!.id : null;
}

/** Creates or links the leader of each newly accepted application; answers the audit entries. */
export async function leadersForAcceptedApplications(
  tx: Tx,
  applicationIds: readonly string[],
): Promise<AuditChange[]> {
  if (applicationIds.length === 0) return [];
  const applications = await tx
    .select({
      id: gymLeaderApplications.id,
      user_id: gymLeaderApplications.user_id,
      minecraft_username: gymLeaderApplications.minecraft_username,
      gym_primary: gymLeaderApplications.gym_primary,
    })
    .from(gymLeaderApplications)
    .where(inArray(gymLeaderApplications.id, [...applicationIds]))
    .orderBy(gymLeaderApplications.id);
  const changes: AuditChange[] = [];
  for (const application of applications) {
    const player = await playerOf(tx, application.user_id);
    const playerId = player.id;
    const [linked] = await tx
      .select({ id: gymLeaders.id })
      .from(gymLeaders)
      .where(eq(gymLeaders.player_id, playerId));
    if (linked) continue;

    const seat = await seatFor(tx, player);
    if (seat) {
      await tx
        .update(gymLeaders)
        .set({ player_id: playerId, updated_at: sql`now()` })
        .where(eq(gymLeaders.id, seat));
      await queueSeatSync(tx, [playerId]);
      changes.push({
        action: 'gym_leader.link',
        targetType: 'gym_leader',
        targetId: seat,
        // The seat is the leader of the player's Minecraft name: both read by name in the log.
        before: { display_name: player.mc_username, player: null },
        after: { display_name: player.mc_username, player: player.mc_username },
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
    if (!created) continue;
    await queueSeatSync(tx, [playerId]);
    const minecraftLinked = Boolean(player.uuid);
    changes.push({
      action: 'gym_leader.create',
      targetType: 'gym_leader',
      targetId: created.id,
      after: { ...values, minecraft_linked: minecraftLinked },
    });
    if (!minecraftLinked) {
      const body = unlinkedLeaderNote(application.minecraft_username);
      const [note] = await tx
        .insert(staffSubmissionNotes)
        .values({ kind: 'gym_leader_application', submission_id: application.id, author_id: null, body })
        .returning({ id: staffSubmissionNotes.id });
      changes.push({
        action: 'submission.note',
        targetType: 'submission',
        targetId: submissionTarget('gym_leader_application', application.id),
        after: { note_id: note?.id ?? null, note: body },
      });
    }
  }
  return changes;
}
