/**
 * Demo Season 1 progress: a handful of players at different stages, one champion, and the demo
 * account AshTrainer (once the arena seed has linked it) part-way through. Runs only while the
 * season1_progression table is empty.
 */
import { count, eq } from 'drizzle-orm';
import { SEASON1_GYM_TYPES } from '../../../shared/bridge/season';
import type { Season1GymType, SeasonBadgeFlags } from '../../../shared/season/progression';
import type { Deps } from '../../context';
import { players, season1Progression } from '../../db/schema';
import { demoAccountIds } from '../auth';

const DAY = 24 * 60 * 60_000;

interface SeasonSeed {
  /** Fixed, so every demo folder shows the same players; null: the demo account's linked uuid. */
  uuid: string | null;
  name: string;
  badges: readonly Season1GymType[];
  champion?: boolean;
  /** Days before the seed time the player started the season (the list's order). */
  startedDaysAgo: number;
}

export const DEMO_SEASON_PLAYERS: readonly SeasonSeed[] = [
  {
    uuid: '5ea50001-0000-4000-8000-000000000001',
    name: 'PixelPaladin',
    badges: SEASON1_GYM_TYPES,
    champion: true,
    startedDaysAgo: 40,
  },
  {
    uuid: '5ea50001-0000-4000-8000-000000000002',
    name: 'WillowBrook',
    badges: ['fire', 'water', 'electric', 'psychic', 'poison', 'ghost', 'steel'],
    startedDaysAgo: 37,
  },
  { uuid: null, name: 'AshTrainer', badges: ['fire', 'water', 'electric'], startedDaysAgo: 30 },
  {
    uuid: '5ea50001-0000-4000-8000-000000000003',
    name: 'Zephyrine',
    badges: ['water', 'psychic', 'ghost', 'dark', 'fairy'],
    startedDaysAgo: 21,
  },
  {
    uuid: '5ea50001-0000-4000-8000-000000000004',
    name: 'OakleyRoams',
    badges: ['poison'],
    startedDaysAgo: 9,
  },
  { uuid: '5ea50001-0000-4000-8000-000000000005', name: 'MarisolVale', badges: [], startedDaysAgo: 2 },
];

function badgeFlags(earned: readonly Season1GymType[]): SeasonBadgeFlags {
  return Object.fromEntries(
    SEASON1_GYM_TYPES.map((type) => [`${type}_badge`, earned.includes(type)]),
  ) as SeasonBadgeFlags;
}

/** AshTrainer's Minecraft uuid, when the arena seed linked the demo account. */
async function demoAccountUuid(deps: Deps, name: string): Promise<string | null> {
  const account = (await demoAccountIds(deps.database.db)).get(name);
  if (!account) return null;
  const [row] = await deps.database.db
    .select({ uuid: players.uuid })
    .from(players)
    .where(eq(players.id, account.playerId));
  return row?.uuid ?? null;
}

export async function seedSeason(deps: Deps): Promise<void> {
  const { db } = deps.database;
  const [existing] = await db.select({ n: count() }).from(season1Progression);
  if ((existing?.n ?? 0) > 0) return;
  const now = deps.now().getTime();
  const rows: (typeof season1Progression.$inferInsert)[] = [];
  const inGameOnly: (typeof players.$inferInsert)[] = [];
  for (const seed of DEMO_SEASON_PLAYERS) {
    const uuid = seed.uuid ?? (await demoAccountUuid(deps, seed.name));
    if (!uuid) continue;
    if (seed.uuid) inGameOnly.push({ uuid, username: seed.name, mc_username: seed.name });
    const started = new Date(now - seed.startedDaysAgo * DAY);
    rows.push({
      player_uuid: uuid,
      champion: seed.champion ?? false,
      ...badgeFlags(seed.badges),
      created_at: started,
      updated_at: started,
    });
  }
  await db.transaction(async (tx) => {
    // Players seen only in game; a folder that already knows one of these uuids keeps its row.
    if (inGameOnly.length > 0) await tx.insert(players).values(inGameOnly).onConflictDoNothing();
    await tx.insert(season1Progression).values(rows).onConflictDoNothing();
  });
  deps.logger.info({ players: rows.length }, 'seeded demo season progress');
}
