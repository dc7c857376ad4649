/**
 * Demo mode only (never production, see env.ts): a started tournament of checked-in stand-in
 * players, made by staff in one call, so the bracket can be tried out (and browser-tested on a
 * shared demo database) without a real sign-up and check-in. Answers 404 outside demo mode. It is
 * a staff write like any other, so it leaves its trace in the audit log.
 */
import { sql } from 'drizzle-orm';
import { MAX_BRACKET_PLAYERS } from '../../../shared/tournaments/bracket';
import type { Db, Tx } from '../../db/client';
import { doublesRegistrations, tournamentRegistrations, tournaments, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { BracketAudit } from './bracket-store';
import type { TournamentRow } from './queries';

/** A stand-in player's account (made once per key and number, reused after): a bracket seat with no one behind it. */
export async function standInUser(tx: Tx, key: string, name: string, i: number): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ discord_id: `bracket-demo-${key}-${i}`, discord_username: `${key}-${name}` })
    .onConflictDoUpdate({ target: users.discord_id, set: { updated_at: sql`now()` } })
    .returning({ id: users.id });
  return user!.id;
}

/** A stand-in doubles team: six of one Pokémon, stored as a sign-up would store it. */
export const STAND_IN_TEAM = {
  team: Array.from({ length: 6 }, () => ({
    species: 'Incineroar',
    item: 'Sitrus Berry',
    moves: ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off'],
  })),
  tera_type: 'Fire',
};

/** Creates tournament `slug` (live, started a minute ago) with `players` checked-in sign-ups (or doubles teams). */
export async function createDemoField(
  db: Db,
  slug: string,
  players: number,
  now: Date,
  audit: BracketAudit,
  format: TournamentRow['format'] = 'singles',
) {
  await db.transaction(async (tx) => {
    const [tournament] = await tx
      .insert(tournaments)
      .values({
        slug,
        name: `Demo Cup ${slug}`,
        format,
        status: 'live',
        cap: MAX_BRACKET_PLAYERS,
        starts_at: new Date(now.getTime() - 60_000),
        summary: 'A demo tournament of stand-in players.',
      })
      .onConflictDoNothing()
      .returning({ id: tournaments.id });
    if (!tournament)
      throw new AppError(409, 'tournament_exists', 'A tournament with this slug already exists.');
    for (let i = 1; i <= players; i++) {
      const name = `Trainer_${String(i).padStart(2, '0')}`;
      if (format === 'doubles') {
        await tx.insert(doublesRegistrations).values({
          tournament_id: tournament.id,
          user_id: await standInUser(tx, slug, name, i),
          minecraft_username: name,
          discord_tag: `@${name.toLowerCase()}`,
          email: `${name.toLowerCase()}@demo.invalid`,
          timezone: 'utc',
          ...STAND_IN_TEAM,
          rules_agreement: true,
          checkin_agreement: true,
          privacy_agreement: true,
          checked_in_at: now,
          // Teams are numbered by arrival; one transaction's rows would all arrive at once.
          created_at: new Date(now.getTime() - 60_000 + i),
        });
        continue;
      }
      await tx.insert(tournamentRegistrations).values({
        tournament_id: tournament.id,
        user_id: await standInUser(tx, slug, name, i),
        minecraft_username: name,
        discord_tag: `@${name.toLowerCase()}`,
        email: `${name.toLowerCase()}@demo.invalid`,
        timezone: 'utc',
        checkin_agreement: true,
        rules_agreement: true,
        streaming_consent: true,
        status: 'registered',
        registration_slot: i,
        checked_in_at: now,
      });
    }
    await audit(tx, {
      action: 'tournament.demo_field',
      targetType: 'tournament',
      targetId: slug,
      after: { players, format, status: 'live' },
    });
  });
}
