/**
 * The crown: a tournament's champion and the Season champion badge that goes with it. Staff crown
 * the Grand Final's winner (console/manage.ts); afterwards the crown follows the bracket, as
 * standings follow results on bracket sites: a corrected result that changes who won the final
 * moves the crown and the badge to the new winner, and one that reopens the final takes them back
 * until staff crown again (recordMatchResult calls `followChampion`).
 */
import { and, eq, gte, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { CUPS_WITHOUT_CROWN_BADGE, crownGivesBadge } from '../../../shared/tournaments/constants';
import type { Tx } from '../../db/client';
import { players, tournamentEntries, tournaments, users } from '../../db/schema';
import { openSeason, writeBadge } from '../season';
import type { TournamentRow } from './queries';

/** Who holds an entry (a sign-up or a doubles team): its name, its account and that account's Minecraft player. */
export async function entryHolder(tx: Tx, entryId: string) {
  const [entry] = await tx
    .select({
      name: tournamentEntries.minecraft_username,
      userId: tournamentEntries.user_id,
      discordName: users.discord_username,
    })
    .from(tournamentEntries)
    .innerJoin(users, eq(users.id, tournamentEntries.user_id))
    .where(eq(tournamentEntries.id, entryId));
  if (!entry) return null;
  const [player] = await tx
    .select({ uuid: players.uuid })
    .from(players)
    .where(and(eq(players.auth_user_id, entry.userId), sql`${players.uuid} is not null`));
  return { ...entry, uuid: player?.uuid ?? null };
}

/**
 * Whether the account is the crowned champion of another (real) tournament of the open season,
 * which keeps its badge. A crown of an earlier season does not: the season reset emptied the
 * badges it gave, while the tournament keeps its champion.
 */
async function wearsAnotherCrown(tx: Tx, tournamentId: string, userId: string) {
  const season = await openSeason(tx);
  const [other] = await tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournaments.champion_registration_id))
    .where(
      and(
        ne(tournaments.id, tournamentId),
        isNull(tournaments.practice_of),
        eq(tournamentEntries.user_id, userId),
        gte(tournaments.crowned_at, season.started_at),
        notInArray(tournaments.slug, [...CUPS_WITHOUT_CROWN_BADGE]),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Keeps a crowned tournament's crown with the bracket's champion after a result, in the result's
 * transaction (the tournament row locked by the caller). The new winner is crowned when their
 * account has a Minecraft player for the badge; otherwise the tournament is left uncrowned, for
 * staff to crown once the account is linked. Answers the champion's name before and after, or
 * null when the crown did not move.
 */
export async function followChampion(
  tx: Tx,
  tournament: Pick<TournamentRow, 'id' | 'slug' | 'champion_registration_id' | 'crowned_at'>,
  championId: string | null,
): Promise<{ before: string | null; after: string | null } | null> {
  const crowned = tournament.champion_registration_id;
  if (!crowned || crowned === championId) return null;
  const previous = await entryHolder(tx, crowned);
  const next = championId ? await entryHolder(tx, championId) : null;
  const heir = next?.uuid ? { ...next, uuid: next.uuid } : null;
  // A crown of an earlier season gave a badge that season's reset archived and emptied: correcting
  // its final moves the tournament's champion only, and the crown stays dated in its season.
  const season = await openSeason(tx);
  const ofEarlierSeason = tournament.crowned_at !== null && tournament.crowned_at < season.started_at;
  if (!ofEarlierSeason && crownGivesBadge(tournament.slug)) {
    if (previous?.uuid && !(await wearsAnotherCrown(tx, tournament.id, previous.userId))) {
      await writeBadge(tx, { player_uuid: previous.uuid, badge: 'champion', awarded: false });
    }
    if (heir) await writeBadge(tx, { player_uuid: heir.uuid, badge: 'champion', awarded: true });
  }
  await tx
    .update(tournaments)
    .set({
      champion_registration_id: heir ? championId : null,
      crowned_at: heir ? (ofEarlierSeason ? tournament.crowned_at : sql`now()`) : null,
      updated_at: sql`now()`,
    })
    .where(eq(tournaments.id, tournament.id));
  return { before: previous?.name ?? null, after: heir?.name ?? null };
}
