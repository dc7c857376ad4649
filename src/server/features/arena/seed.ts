/**
 * Demo arena: gym leaders (some elements left open so 'NOW HIRING' shows), a ladder and recent
 * matches around the seed time, and arena data for the demo accounts (AshTrainer is
 * linked and rated, MistyTides leads the water gym, BrockSolid stays unlinked). A seeded PRNG
 * keeps every run identical apart from the clock. Each part runs only while its tables are empty.
 */
import { count, eq } from 'drizzle-orm';
import type { ElementType, LeaderStatus } from '../../../shared/arena/types';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { eloRatings, gymLeaders, matches, players } from '../../db/schema';
import { demoAccountIds } from '../auth';

const MINUTE = 60_000;
const _HOUR = 60 * MINUTE;

export const DEMO_LADDER_SIZE = 60;
export const DEMO_MATCH_COUNT = 30;

/** mulberry32: tiny, fast and good enough for demo numbers. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    uuid: () => {
      let hex = '';
      for (let i = 0; i < 32; i++) hex += Math.floor(next() * 16).toString(16);
      const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}

type Rng = ReturnType<typeof prng>;

interface LeaderSeed {
  display_name: string;
  mc: string;
  element: ElementType;
  status: LeaderStatus;
  /** Minutes since last seen (offline leaders). */
  lastSeen?: number;
  badges: number;
  winRate: number;
}

/** Twelve linked leaders; normal, ice, poison, ground, flying and bug stay open. */
export const DEMO_LEADERS: readonly LeaderSeed[] = [
  {
    display_name: 'Blaze Kindra',
    mc: 'KindraBlaze',
    element: 'fire',
    status: 'online',
    badges: 142,
    winRate: 0.71,
  },
  {
    display_name: 'Misty Tides',
    mc: 'MistyTides',
    element: 'water',
    status: 'online',
    badges: 118,
    winRate: 0.66,
  },
  {
    display_name: 'Rowan Thicket',
    mc: 'RowanThicket',
    element: 'grass',
    status: 'busy',
    badges: 96,
    winRate: 0.58,
  },
  {
    display_name: 'Volt Vega',
    mc: 'VoltVega',
    element: 'electric',
    status: 'online',
    badges: 87,
    winRate: 0.62,
  },
  {
    display_name: 'Sable Mind',
    mc: 'SableMind',
    element: 'psychic',
    status: 'offline',
    lastSeen: 12,
    badges: 75,
    winRate: 0.55,
  },
  {
    display_name: 'Drakon Rhee',
    mc: 'DrakonRhee',
    element: 'dragon',
    status: 'busy',
    badges: 164,
    winRate: 0.78,
  },
  {
    display_name: 'Hollow Wren',
    mc: 'HollowWren',
    element: 'ghost',
    status: 'offline',
    lastSeen: 5 * 60,
    badges: 61,
    winRate: 0.49,
  },
  {
    display_name: 'Nyx Corvin',
    mc: 'NyxCorvin',
    element: 'dark',
    status: 'online',
    badges: 103,
    winRate: 0.64,
  },
  {
    display_name: 'Ferra Steelheart',
    mc: 'FerraSteel',
    element: 'steel',
    status: 'offline',
    lastSeen: 3 * 24 * 60,
    badges: 54,
    winRate: 0.52,
  },
  {
    display_name: 'Pixie Lumen',
    mc: 'PixieLumen',
    element: 'fairy',
    status: 'online',
    badges: 39,
    winRate: 0.44,
  },
  {
    display_name: 'Brawn Keller',
    mc: 'BrawnKeller',
    element: 'fighting',
    status: 'offline',
    lastSeen: 2 * 60,
    badges: 80,
    winRate: 0.6,
  },
  {
    display_name: 'Granite Oda',
    mc: 'GraniteOda',
    element: 'rock',
    status: 'offline',
    lastSeen: 9 * 24 * 60,
    badges: 0,
    winRate: 0,
  },
];

/** A leader record whose player was never linked: stored, but hidden from every list. */
const UNLINKED_LEADER = { display_name: 'Glacia Frost', element: 'ice' as const, badges: 12, winRate: 0.5 };

const NAME_HEADS = [
  'Shadow',
  'Pixel',
  'Storm',
  'Lunar',
  'Ember',
  'Frost',
  'Echo',
  'Nova',
  'Blitz',
  'Terra',
  'Cinder',
  'Mossy',
  'Rune',
  'Tidal',
  'Quartz',
];
const NAME_TAILS = [
  'Rider',
  'Fang',
  'Tamer',
  'Scout',
  'Ace',
  'Wing',
  'Claw',
  'Sage',
  'Strider',
  'Bloom',
  'Spark',
  'Drift',
];

function ladderNames(rng: Rng, n: number): string[] {
  const names = new Set<string>();
  while (names.size < n) {
    const name = `${rng.pick(NAME_HEADS)}${rng.pick(NAME_TAILS)}`;
    names.add(names.has(name) ? `${name}${rng.int(2, 99)}` : name);
  }
  return [...names];
}

function ratingRow(rng: Rng, uuid: string, rating: number) {
  // Better players have played more and won a larger share; streaks lean with the rating.
  const games = rng.int(8, 40) + Math.max(0, Math.round((rating - 1000) / 12));
  const share = Math.min(0.85, Math.max(0.2, 0.5 + (rating - 1200) / 1600 + (rng.next() - 0.5) * 0.1));
  const wins = Math.round(games * share);
  const streak = rng.next() < share ? rng.int(1, rating > 1500 ? 9 : 4) : -rng.int(1, 4);
  return { player_uuid: uuid, rating, wins, losses: games - wins, streak };
}

async function isEmpty(db: Db, table: typeof gymLeaders | typeof eloRatings | typeof matches) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

async function seedLeadersAndLadder(db: Db, now: Date, rng: Rng) {
  const demo = await demoAccountIds(db);
  const leaderUuids: string[] = [];

  await db.transaction(async (tx) => {
    for (const leader of DEMO_LEADERS) {
      const uuid = rng.uuid();
      leaderUuids.push(uuid);
      const misty = leader.mc === 'MistyTides' ? demo.get('MistyTides') : undefined;
      let playerId: string;
      if (misty) {
        await tx.update(players).set({ uuid, mc_username: leader.mc }).where(eq(players.id, misty.playerId));
        playerId = misty.playerId;
      } else {
        const [row] = await tx
          .insert(players)
          .values({ uuid, username: leader.mc, mc_username: leader.mc })
          .returning({ id: players.id });
        playerId = row?.id as string;
      }
      const lastActive =
        leader.status === 'offline' ? new Date(now.getTime() - (leader.lastSeen ?? 60) * MINUTE) : now;
      await tx.insert(gymLeaders).values({
        display_name: leader.display_name,
        element: leader.element,
        status: leader.status,
        player_id: playerId,
        badges_awarded: leader.badges,
        win_rate: leader.winRate,
        last_active_at: lastActive,
        next_available_ts:
          leader.status === 'busy' ? new Date(now.getTime() + rng.int(10, 45) * MINUTE) : null,
      });
    }
    await tx.insert(gymLeaders).values({
      display_name: UNLINKED_LEADER.display_name,
      element: UNLINKED_LEADER.element,
      badges_awarded: UNLINKED_LEADER.badges,
      win_rate: UNLINKED_LEADER.winRate,
    });

    const ladderUuids = Array.from({ length: DEMO_LADDER_SIZE }, () => rng.uuid());
    await tx.insert(players).values(
      ladderNames(rng, DEMO_LADDER_SIZE).map((name, i) => ({
        uuid: ladderUuids[i],
        username: name,
        mc_username: name,
      })),
    );
    const ratings = ladderUuids.map((uuid) => {
      const rating = Math.round(
        Math.min(2150, Math.max(820, 1200 + (rng.next() + rng.next() + rng.next() - 1.5) * 420)),
      );
      return ratingRow(rng, uuid, rating);
    });
    // Two players share a rating, so the ladder always shows a shared rank.
    const [first, second] = ratings;
    if (first && second) second.rating = first.rating;
    ratings.push(
      ...leaderUuids.map((uuid, i) => ratingRow(rng, uuid, 1250 + (DEMO_LEADERS[i]?.badges ?? 0) * 3)),
    );

    const ash = demo.get('AshTrainer');
    if (ash) {
      const ashUuid = rng.uuid();
      await tx
        .update(players)
        .set({ uuid: ashUuid, mc_username: 'AshTrainer' })
        .where(eq(players.id, ash.playerId));
      ratings.push({ player_uuid: ashUuid, rating: 1342, wins: 18, losses: 11, streak: 3 });
    }
    await tx.insert(eloRatings).values(ratings);

    const challengers = [...ladderUuids];
    const rows = Array.from({ length: DEMO_MATCH_COUNT }, (_, i) => {
      const leaderIndex = rng.int(0, leaderUuids.length - 1);
      const leader = DEMO_LEADERS[leaderIndex] as LeaderSeed;
      const leaderUuid = leaderUuids[leaderIndex] as string;
      const challengerUuid = rng.pick(challengers);
      const inProgress = i < 2;
      const started = new Date(
        now.getTime() - (inProgress ? rng.int(2, 9) * MINUTE : i * 47 * MINUTE + rng.int(0, 40) * MINUTE),
      );
      const base = {
        external_id: `demo-${i + 1}`,
        gym_id: `${leader.element}-gym`,
        started_at: started,
        leader_uuid: leaderUuid,
        challenger_uuid: challengerUuid,
      };
      if (inProgress) return base;
      const ended = new Date(started.getTime() + rng.int(6, 25) * MINUTE);
      const delta = rng.int(8, 24);
      if (i === 7) {
        return {
          ...base,
          ended_at: ended,
          result: 'Draw (time limit)',
          leader_delta: 0,
          challenger_delta: 0,
        };
      }
      const leaderWon = rng.next() < Math.max(0.3, leader.winRate);
      return {
        ...base,
        ended_at: ended,
        result: leaderWon ? 'leader_win' : 'challenger_win',
        winner_uuid: leaderWon ? leaderUuid : challengerUuid,
        loser_uuid: leaderWon ? challengerUuid : leaderUuid,
        leader_delta: leaderWon ? delta : -delta,
        challenger_delta: leaderWon ? -delta : delta,
      };
    });
    await tx.insert(matches).values(rows);
  });
}

export async function seedArena(deps: Deps): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const rng = prng(20_251_108);
  let seeded = false;
  if ((await isEmpty(db, gymLeaders)) && (await isEmpty(db, eloRatings)) && (await isEmpty(db, matches))) {
    await seedLeadersAndLadder(db, now, rng);
    seeded = true;
  }
  if (seeded) deps.logger.info({ leaders: DEMO_LEADERS.length }, 'seeded demo arena');
}
