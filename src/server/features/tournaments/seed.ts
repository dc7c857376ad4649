/**
 * Founders' Cup #1 and Mid-Season Doubles as the spec gives them. With the demo seed (no real
 * sign-in configured) both are placed in the future relative to the first start, so a newcomer
 * can register, check in and watch a bracket; otherwise the spec's dates are kept as entered.
 * Runs only while the tournaments table is empty.
 */
import { count } from 'drizzle-orm';
import { DOUBLES_PRIZES, DOUBLES_RULES } from '../../../shared/doubles/rules';
import { DOUBLES_REGISTRATION_CLOSES_AT } from '../../../shared/home/countdown';
import { FOUNDERS_CUP_SLUG, MID_SEASON_DOUBLES_SLUG } from '../../../shared/tournaments/constants';
import type { Deps } from '../../context';
import { tournamentRegistrations, tournaments, users } from '../../db/schema';

const DAY = 24 * 60 * 60_000;

/** 16:00 EST (UTC-5, as the spec writes it) on the day `days` after `now`. */
function estAfternoon(now: Date, days: number, hour = 16): Date {
  const day = new Date(now.getTime() + days * DAY);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour + 5));
}

const FOUNDERS_CUP_REWARDS = [
  {
    place: '1st',
    prize:
      'Expert rank for 30 days (adds 30 days if already Expert or higher), 1 Crate of Keys key, 1 Shiny Converter',
  },
  { place: '2nd', prize: '1 Crate of Keys key, 1 Shiny Converter' },
  { place: '3rd', prize: '1 Crate of Keys key, 1 Shiny Converter' },
  { place: '4th and below', prize: '1 Shiny Converter' },
];

const FOUNDERS_CUP_RULES = [
  'Single elimination, best of 3. Battle style: singles. Mega Evolution is allowed.',
  'At most 1 Legendary or Mythical over 600 base stat total per battle; species at 600 or below are allowed.',
  'No duplicate species.',
  'Species on the restricted list may not be used.',
  'A disconnect in the first 3 turns may be replayed at staff discretion; otherwise it counts as a game loss unless both players agree to restart.',
  'Players must be in Discord voice during their matches.',
  'Check in at 15:30 EST and be ready to compete from 16:00 EST; players not checked in at the start lose their place to the waitlist.',
];

const FOUNDERS_CUP_SCHEDULE = [
  { time: '15:30 EST', label: 'Check-in opens (30 minutes before the start)' },
  { time: '16:00 EST', label: 'Battles begin: Group Stage semifinals and finals' },
  { time: '17:30 EST', label: 'Redemption Road and Tournament Semifinals' },
  { time: '18:30 EST', label: 'Grand Final and awards (target runtime 3-4 hours)' },
];

const DOUBLES_REWARDS = [{ place: 'Prizes', prize: DOUBLES_PRIZES.join(', ') }];

export interface TournamentSeedDates {
  foundersStart: Date;
  doublesStart: Date;
  doublesClose: Date;
}

/** The spec's dates, or (demo) dates a week and ten days ahead of `now`. */
function tournamentSeedDates(now: Date, demo: boolean): TournamentSeedDates {
  if (!demo) {
    return {
      foundersStart: new Date('2025-10-04T16:00:00-05:00'),
      doublesStart: new Date('2025-11-15T14:00:00-05:00'),
      doublesClose: new Date(DOUBLES_REGISTRATION_CLOSES_AT),
    };
  }
  const doublesStart = estAfternoon(now, 10, 14);
  return {
    foundersStart: estAfternoon(now, 7),
    doublesStart,
    doublesClose: new Date(doublesStart.getTime() - 7 * DAY),
  };
}

/** Ladder regulars already signed up for the demo Founders' Cup, so its pending bracket has faces. */
const DEMO_ENTRANTS = [
  'Drakon_Rhee',
  'LunaVale',
  'KaiStorm',
  'Mira_Frost',
  'TobiasAsh',
  'NovaQuill',
  'Rook_Ember',
  'SableWynn',
];
const DEMO_TEAMS = [
  ['Garchomp', 'Rotom-Wash', 'Ferrothorn', 'Volcarona', 'Toxapex', 'Latios'],
  ['Dragapult', 'Kingambit', 'Gholdengo', 'Great Tusk', 'Primarina', 'Corviknight'],
];

export async function seedTournaments(deps: Deps): Promise<void> {
  const { db } = deps.database;
  const [existing] = await db.select({ n: count() }).from(tournaments);
  if ((existing?.n ?? 0) > 0) return;
  const now = deps.now();
  const demo = deps.env.demoMode;
  const dates = tournamentSeedDates(now, demo);
  const past = (start: Date) => start.getTime() <= now.getTime();
  await db.transaction(async (tx) => {
    const [founders] = await tx
      .insert(tournaments)
      .values([
        {
          slug: FOUNDERS_CUP_SLUG,
          name: "Founders' Cup #1",
          format: 'singles',
          status: past(dates.foundersStart) ? 'completed' : 'open',
          cap: 16,
          starts_at: dates.foundersStart,
          check_in_minutes: 30,
          summary:
            "The server's first official championship: sixteen founders, group stages, a redemption round and a grand final, live on stream.",
          location: 'Server Tournament Gym outside Spawn',
          rules: FOUNDERS_CUP_RULES,
          rewards: FOUNDERS_CUP_REWARDS,
          schedule: FOUNDERS_CUP_SCHEDULE,
        },
        {
          slug: MID_SEASON_DOUBLES_SLUG,
          name: 'Mid-Season Doubles Showdown',
          format: 'doubles',
          team_rules: 'mid-season-doubles',
          status: past(dates.doublesStart) ? 'completed' : 'open',
          cap: 16,
          starts_at: dates.doublesStart,
          registration_closes_at: dates.doublesClose,
          check_in_minutes: 30,
          summary: 'Level 50 doubles: bring six, choose four, best of three, single elimination.',
          location: 'Server Tournament Gym outside Spawn',
          rules: [...DOUBLES_RULES],
          rewards: DOUBLES_REWARDS,
          schedule: [
            { time: '13:30 EST', label: 'Check-in opens (30 minutes before the start)' },
            { time: '14:00 EST', label: 'Battles begin' },
          ],
        },
      ])
      .returning({ id: tournaments.id, status: tournaments.status });
    if (!demo || !founders || founders.status !== 'open') return;
    const entrants = await tx
      .insert(users)
      .values(
        DEMO_ENTRANTS.map((name) => ({
          discord_id: `seed-entrant-${name.toLowerCase()}`,
          discord_username: name,
          full_name: name,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.discord_username });
    await tx.insert(tournamentRegistrations).values(
      entrants.map((entrant, i) => {
        const team = DEMO_TEAMS[i % DEMO_TEAMS.length]!;
        return {
          tournament_id: founders.id,
          user_id: entrant.id,
          minecraft_username: entrant.name,
          discord_tag: `@${entrant.name.toLowerCase()}`,
          email: `${entrant.name.toLowerCase()}@example.com`,
          timezone: 'est',
          pokemon: team,
          checkin_agreement: true,
          rules_agreement: true,
          streaming_consent: true,
          status: 'registered' as const,
          registration_slot: i + 1,
        };
      }),
    );
  });
  deps.logger.info({ demo }, 'seeded tournaments');
}
