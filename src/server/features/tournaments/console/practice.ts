/**
 * A practice draw: staff try a tournament's bracket before its start without touching it. The
 * draw is a separate, clearly named copy (`<slug>-practice`, "Practice draw: <name>") of the players
 * signed up so far (a doubles cup's teams, copied as teams), every empty place filled by a stand-in,
 * all checked in, drawn by the engine's own generateBracket. It points at its tournament, can be
 * removed at any time (its matches, sign-ups and teams go with it by their foreign keys' cascade),
 * and can never be crowned. Staff only, in any mode: it writes nothing the real tournament reads,
 * and its draw and results send no notice (the engine skips them for a tournament with
 * `practice_of` set), so the real players seated in it hear nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { MAX_BRACKET_PLAYERS } from '../../../../shared/tournaments/bracket';
import type { Db } from '../../../db/client';
import {
  doublesRegistrations,
  tournamentEntries,
  tournamentRegistrations,
  tournaments,
} from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { STAND_IN_TEAM, standInUser } from '../bracket-demo';
import { cryptoRandom, generateBracket, type Random } from '../bracket-store';
import type { ConsoleAudit } from './audit';

export const practiceSlugOf = (slug: string) => `${slug}-practice`;

export async function practiceDrawOf(db: Db, tournamentId: string) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.practice_of, tournamentId));
  return row ?? null;
}

export async function makePracticeDraw(
  db: Db,
  audit: ConsoleAudit,
  slug: string,
  now: Date,
  random: Random = cryptoRandom,
) {
  await db.transaction(async (tx) => {
    const [source] = await tx.select().from(tournaments).where(eq(tournaments.slug, slug)).for('update');
    if (!source) throw notFound('No such tournament.');
    if (source.practice_of) throw new AppError(409, 'practice_draw', 'This is a practice draw already.');
    if (source.status !== 'open' && source.status !== 'closed' && source.status !== 'draft') {
      throw new AppError(
        409,
        'tournament_started',
        'A practice draw is for trying a bracket before the start.',
      );
    }
    if (await practiceDrawOf(tx, source.id)) {
      throw new AppError(
        409,
        'practice_exists',
        'A practice draw is standing already: remove it to draw again.',
      );
    }
    // Who holds a place, in slot order: the cup's sign-ups, or its doubles teams with their Pokémon.
    const signedUp = await tx
      .select({
        user_id: tournamentEntries.user_id,
        name: tournamentEntries.minecraft_username,
        team: doublesRegistrations.team,
        tera_pokemon_slot: doublesRegistrations.tera_pokemon_slot,
        tera_type: doublesRegistrations.tera_type,
      })
      .from(tournamentEntries)
      .leftJoin(doublesRegistrations, eq(doublesRegistrations.id, tournamentEntries.id))
      .where(and(eq(tournamentEntries.tournament_id, source.id), eq(tournamentEntries.status, 'registered')))
      .orderBy(asc(tournamentEntries.registration_slot));
    const seats = Math.min(source.cap, MAX_BRACKET_PLAYERS);
    const practiceSlug = practiceSlugOf(source.slug);
    const [practice] = await tx
      .insert(tournaments)
      .values({
        slug: practiceSlug,
        name: `Practice draw: ${source.name}`,
        format: source.format,
        team_rules: source.team_rules,
        status: 'live',
        cap: seats,
        starts_at: new Date(now.getTime() - 60_000),
        summary: `A practice bracket for ${source.name}, drawn before its start. Nothing here counts.`,
        practice_of: source.id,
      })
      .onConflictDoNothing({ target: tournaments.slug })
      .returning({ id: tournaments.id });
    if (!practice) {
      throw new AppError(
        409,
        'slug_taken',
        `Another tournament already lives at /tournaments/${practiceSlug}.`,
      );
    }
    const field = signedUp.slice(0, seats).map((entry) => ({
      user_id: entry.user_id,
      name: entry.name,
      // A team row comes whole or not at all (a cup's sign-up has none, and writes no team below).
      team:
        entry.team === null
          ? STAND_IN_TEAM
          : { team: entry.team, tera_pokemon_slot: entry.tera_pokemon_slot!, tera_type: entry.tera_type! },
    }));
    for (let i = field.length + 1; i <= seats; i++) {
      const name = `Stand_in_${String(i).padStart(2, '0')}`;
      field.push({ user_id: await standInUser(tx, practiceSlug, name, i), name, team: STAND_IN_TEAM });
    }
    // What a seat holds in either format: the player, agreed to every rule and checked in.
    const seat = (player: (typeof field)[number]) => ({
      tournament_id: practice.id,
      user_id: player.user_id,
      minecraft_username: player.name,
      discord_tag: '',
      email: '',
      timezone: 'est',
      rules_agreement: true,
      checkin_agreement: true,
      checked_in_at: now,
    });
    if (source.format === 'doubles') {
      await tx.insert(doublesRegistrations).values(
        field.map((player, i) => ({
          ...seat(player),
          ...player.team,
          privacy_agreement: true,
          // A team's slot is its arrival among the teams; rows of one insert would all arrive at once.
          created_at: new Date(now.getTime() - 60_000 + i),
        })),
      );
    } else {
      await tx.insert(tournamentRegistrations).values(
        field.map((player, i) => ({
          ...seat(player),
          streaming_consent: true,
          status: 'registered' as const,
          registration_slot: i + 1,
        })),
      );
    }
    await generateBracket(tx, practiceSlug, now, random);
    await audit(tx, {
      action: 'tournament.practice_draw',
      targetType: 'tournament',
      targetId: source.slug,
      after: {
        tournament: source.name,
        practice: practiceSlug,
        // A doubles cup seats teams: the log names them so.
        [source.format === 'doubles' ? 'teams' : 'players']: signedUp.length,
        stand_ins: seats - Math.min(signedUp.length, seats),
      },
    });
  });
}

export async function removePracticeDraw(db: Db, audit: ConsoleAudit, slug: string) {
  await db.transaction(async (tx) => {
    const [source] = await tx.select().from(tournaments).where(eq(tournaments.slug, slug)).for('update');
    if (!source) throw notFound('No such tournament.');
    const practice = await practiceDrawOf(tx, source.id);
    if (!practice) throw notFound(`${source.name} has no practice draw.`);
    await tx.delete(tournaments).where(eq(tournaments.id, practice.id));
    await audit(tx, {
      action: 'tournament.practice_remove',
      targetType: 'tournament',
      targetId: source.slug,
      before: { tournament: source.name, practice: practice.slug },
    });
  });
}
