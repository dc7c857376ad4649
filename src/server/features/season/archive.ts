/**
 * The seasons and their archive. Archiving (the console's reset) copies every progression row
 * with its player's name and ladder row into season_archive, empties season1_progression and
 * opens the next season, in one transaction that holds the open season's row locked: a second
 * reset of the same season (a double click) waits, then finds it archived and is refused. The
 * badges table is locked against writes from the read to the delete, so a badge the game server
 * awards meanwhile is either archived or waits and lands in the new season, never lost.
 */
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { SEASON1_GYM_TYPES } from '../../../shared/bridge/season';
import type { ArchivedSeason, SeasonArchiveResponse, SeasonSummary } from '../../../shared/season/archive';
import { progressionName } from '../../../shared/season/progression';
import type { Db, Tx } from '../../db/client';
import { eloRatings, players, season1Progression, seasonArchive, seasons } from '../../db/schema';
import { AppError } from '../../lib/errors';

type SeasonRow = typeof seasons.$inferSelect;

export const toSeasonSummary = (row: SeasonRow): SeasonSummary => ({
  number: row.number,
  name: row.name,
  started_at: row.started_at.toISOString(),
  archived_at: row.archived_at?.toISOString() ?? null,
});

/** The open season; a database always has one (the migration opens Season 1). */
export async function openSeason(db: Db | Tx, lock = false): Promise<SeasonRow> {
  const read = () => {
    const query = db.select().from(seasons).where(isNull(seasons.archived_at));
    return lock ? query.for('update') : query;
  };
  let [row] = await read();
  // Waiting for the lock while another reset archived that row, Postgres re-checks the row (now
  // archived) but not the season it opened, which its snapshot predates: read once more, afresh.
  if (!row && lock) [row] = await read();
  if (!row) throw new Error('no open season: the seasons table lost its open row');
  return row;
}

export async function readSeasonArchive(db: Db): Promise<SeasonArchiveResponse> {
  const current = await openSeason(db);
  const archived = await db
    .select()
    .from(seasons)
    .where(sql`${seasons.archived_at} is not null`)
    .orderBy(desc(seasons.number));
  const rows = await db
    .select()
    .from(seasonArchive)
    .orderBy(
      desc(seasonArchive.champion),
      desc(sql`cardinality(${seasonArchive.badges})`),
      sql`${seasonArchive.rating} desc nulls last`,
      asc(seasonArchive.player_uuid),
    );
  const bySeason = new Map<number, ArchivedSeason['players']>();
  for (const row of rows) {
    const list = bySeason.get(row.season_number) ?? [];
    const earned = SEASON1_GYM_TYPES.filter((type) => row.badges.includes(type));
    list.push({
      uuid: row.player_uuid,
      name: row.name,
      champion: row.champion,
      badges: earned,
      badge_count: earned.length,
      rating: row.rating,
      wins: row.wins,
      losses: row.losses,
    });
    bySeason.set(row.season_number, list);
  }
  return {
    current: toSeasonSummary(current),
    archived: archived.map((season) => ({
      ...toSeasonSummary(season),
      players: bySeason.get(season.number) ?? [],
    })),
  };
}

/**
 * Archives the open season numbered `number` (its name typed as `confirm`) and opens the next.
 * Answers what was archived, the new season and how many players' standing was kept.
 */
export async function archiveSeason(
  tx: Tx,
  input: { season: number; confirm: string; archivedBy: string },
): Promise<{ archived: SeasonRow; current: SeasonRow; players: number }> {
  const open = await openSeason(tx, true);
  if (input.season !== open.number) {
    const [asked] = await tx.select().from(seasons).where(eq(seasons.number, input.season));
    if (asked?.archived_at)
      throw new AppError(409, 'season_archived', `${asked.name} is already archived; ${open.name} is open.`);
    throw new AppError(
      404,
      'no_such_season',
      `There is no open season ${input.season}; ${open.name} is open.`,
    );
  }
  if (input.confirm !== open.name)
    throw new AppError(422, 'confirm_mismatch', `Type the season's name, ${open.name}, exactly to confirm.`, {
      confirm: [`Type ${open.name} to confirm.`],
    });
  // No badge may be written between the read that archives the badges and the delete that empties
  // them, or it would go unarchived: writers wait for the reset (and then write into the new
  // season); readers such as the season page go on.
  await tx.execute(sql`lock table ${season1Progression} in exclusive mode`);
  // The ladder is read in two statements (badge holders, then the ladder's other players): a match
  // report committed between them would be archived for one of its players only. Reports wait for
  // the reset; reads go on.
  await tx.execute(sql`lock table ${eloRatings} in share mode`);
  const progress = await tx
    .select({
      row: season1Progression,
      mc_username: players.mc_username,
      username: players.username,
      rating: eloRatings.rating,
      wins: eloRatings.wins,
      losses: eloRatings.losses,
    })
    .from(season1Progression)
    .leftJoin(players, eq(players.uuid, season1Progression.player_uuid))
    .leftJoin(eloRatings, eq(eloRatings.player_uuid, season1Progression.player_uuid));
  // The ladder's other players (ranked matches, no badge) keep their standing too.
  const ladderOnly = await tx
    .select({ ladder: eloRatings, mc_username: players.mc_username, username: players.username })
    .from(eloRatings)
    .leftJoin(players, eq(players.uuid, eloRatings.player_uuid))
    .leftJoin(season1Progression, eq(season1Progression.player_uuid, eloRatings.player_uuid))
    .where(isNull(season1Progression.player_uuid));
  const rows: (typeof seasonArchive.$inferInsert)[] = [
    ...progress.map(({ row, ...p }) => ({
      season_number: open.number,
      player_uuid: row.player_uuid,
      name: progressionName(p.mc_username, p.username),
      champion: row.champion,
      badges: SEASON1_GYM_TYPES.filter((type) => row[`${type}_badge`]),
      rating: p.rating,
      wins: p.wins,
      losses: p.losses,
      started_at: row.created_at,
    })),
    ...ladderOnly.map(({ ladder, ...p }) => ({
      season_number: open.number,
      player_uuid: ladder.player_uuid,
      name: progressionName(p.mc_username, p.username),
      champion: false,
      badges: [],
      rating: ladder.rating,
      wins: ladder.wins,
      losses: ladder.losses,
      started_at: null,
    })),
  ];
  // In slices: one statement's parameters are limited.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(seasonArchive).values(rows.slice(i, i + 1000));
  await tx.delete(season1Progression);
  const [archived] = await tx
    .update(seasons)
    .set({ archived_at: sql`now()`, archived_by: input.archivedBy })
    .where(eq(seasons.number, open.number))
    .returning();
  const [current] = await tx
    .insert(seasons)
    .values({ number: open.number + 1, name: `Season ${open.number + 1}` })
    .returning();
  return { archived: archived!, current: current!, players: rows.length };
}
