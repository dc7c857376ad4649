/**
 * Demo events around the seed time (open, closed, running and past) with a few registrations of
 * the demo accounts. Runs only while the events table is empty. The tournaments are not events:
 * /events lists them from their own rows (`tournamentsAsEvents`).
 */
import { count } from 'drizzle-orm';
import type { EventKind, EventStatus } from '../../../shared/arena/types';
import type { Deps } from '../../context';
import { eventRegistrations, events } from '../../db/schema';
import { demoAccountIds } from '../auth';

const HOUR = 60 * 60_000;

interface EventSeed {
  title: string;
  description: string;
  kind: EventKind;
  status: EventStatus;
  startInHours: number;
  hours: number;
  capacity: number | null;
  rewards: Record<string, string>;
}

export const DEMO_EVENTS: readonly EventSeed[] = [
  {
    title: 'Haunted Halloween Showdown',
    description: 'Ghost and dark types only. Costumes encouraged.',
    kind: 'themed',
    status: 'closed',
    startInHours: -9 * 24,
    hours: 4,
    capacity: 32,
    rewards: { Winner: 'Spectre cosmetic set', 'Top 3': '2 cosmetic keys', Participants: 'Pumpkin hat' },
  },
  {
    title: 'Thunder Raid: Zapdos',
    description: 'Team up against a max-level Zapdos. Bring ground types.',
    kind: 'raid',
    status: 'open',
    startInHours: -1,
    hours: 3,
    capacity: null,
    rewards: { 'Raid clear': 'Zapdos encounter', MVP: '3 shiny boosts', Participants: '500 coins' },
  },
  {
    title: 'Quick Draw Battles',
    description: 'Best-of-one singles, level 50, ten-minute rounds.',
    kind: 'quick',
    status: 'open',
    startInHours: 26,
    hours: 2,
    capacity: 4,
    rewards: { Winner: '1,500 coins', 'Runner-up': '750 coins', 'Best play': 'Poke Ball skin' },
  },
  {
    title: 'Dragon Monotype Night',
    description: 'Dragon-type teams only. Species clause applies.',
    kind: 'themed',
    status: 'open',
    startInHours: 3 * 24,
    hours: 4,
    capacity: 32,
    rewards: {
      Champion: 'Dragon Tamer title',
      'Top 4': '2 legendary boosts',
      'Top 8': '1 cosmetic key',
      Participants: 'Scale badge',
    },
  },
  {
    title: 'Weekend Doubles Clash',
    description: 'VGC-style doubles, teams of two, double elimination.',
    kind: 'tournament',
    status: 'open',
    startInHours: 6 * 24,
    hours: 8,
    capacity: 16,
    rewards: {
      Champions: '8,000 coins each',
      Finalists: '4,000 coins each',
      'Top 4': 'Battle pass tier skip',
      Everyone: 'Doubles badge',
    },
  },
  {
    title: 'Raid Night: Mega Tyranitar',
    description: 'Registration filled through the Discord sign-up.',
    kind: 'raid',
    status: 'closed',
    startInHours: 10 * 24,
    hours: 3,
    capacity: 20,
    rewards: { 'Raid clear': 'Larvitar egg', MVP: 'Tyranitarite', Participants: '800 coins' },
  },
];

async function insertEvents(deps: Deps) {
  const { db } = deps.database;
  const now = deps.now();
  const demo = await demoAccountIds(db);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(events)
      .values([
        ...DEMO_EVENTS.map((e) => {
          const start = new Date(Math.floor((now.getTime() + e.startInHours * HOUR) / HOUR) * HOUR);
          return {
            title: e.title,
            description: e.description,
            kind: e.kind,
            status: e.status,
            start_ts: start,
            end_ts: new Date(start.getTime() + e.hours * HOUR),
            capacity: e.capacity,
            rewards: e.rewards,
          };
        }),
      ])
      .returning({ id: events.id, title: events.title });
    const idOf = (title: string) => created.find((e) => e.title === title)?.id;
    const registrations: { event_id: string; user_id: string; status: 'registered' | 'withdrawn' }[] = [];
    const add = (title: string, username: string, status: 'registered' | 'withdrawn') => {
      const eventId = idOf(title);
      const userId = demo.get(username)?.userId;
      if (eventId && userId) registrations.push({ event_id: eventId, user_id: userId, status });
    };
    add('Quick Draw Battles', 'BrockSolid', 'registered');
    add('Quick Draw Battles', 'StaffSerena', 'registered');
    add('Weekend Doubles Clash', 'MistyTides', 'withdrawn');
    add('Weekend Doubles Clash', 'StaffSerena', 'registered');
    add('Dragon Monotype Night', 'MistyTides', 'registered');
    if (registrations.length > 0) await tx.insert(eventRegistrations).values(registrations);
  });
}

export async function seedEvents(deps: Deps): Promise<void> {
  const [row] = await deps.database.db.select({ n: count() }).from(events);
  if ((row?.n ?? 0) > 0) return;
  await insertEvents(deps);
  deps.logger.info({ events: DEMO_EVENTS.length }, 'seeded demo events');
}
