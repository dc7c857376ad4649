/**
 * Random bursts of sign-ups for one cup, asked for at once (a player twice, illegal teams, a name
 * another account holds in another letter case, withdrawals in between, and pauses that split
 * the burst into several batches), checked against a sequential model in the order they were
 * asked: each answer (slot, waitlist place, or the refusal and its message) and what the cup
 * holds afterwards (slots 1..n by arrival, the waitlist in arrival order). Through the service,
 * whose line takes them in call order. Seeded, so a failure replays.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRegistration } from '../../../shared/tournaments/api';
import { minecraftNameTakenMessage } from '../../../shared/tournaments/minecraft-name';
import { tournamentRegistrations, users } from '../../db/schema';
import { askBurst, assertBursts, BURST_TIMEOUT_MS, type Burst, burstOf, isPause } from '../../test/bursts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { register, withdraw } from './registration';
import { createTournament, registrationBody } from './test-kit';

const RUNS = 20;
const PLAYERS = 5;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Op =
  | { kind: 'sign-up'; player: number; name: number; shout: boolean; legal: boolean }
  | { kind: 'withdraw'; player: number };

const burstArb = burstOf<Op>(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('sign-up' as const),
      player: fc.nat(PLAYERS - 1),
      // Mostly the player's own name; now and then another player's.
      name: fc.option(fc.nat(PLAYERS - 1), { freq: 4 }).map((n) => n ?? -1),
      shout: fc.boolean(),
      // One team in five breaks a rule.
      legal: fc.nat(4).map((n) => n > 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), player: fc.nat(PLAYERS - 1) }),
  },
);

type Expected =
  | {
      ok: true;
      status: 'registered' | 'waitlisted' | 'withdrawn';
      slot: number | null;
      position: number | null;
    }
  | { ok: false; status: number; code: string; message: string; fields?: Record<string, string[]> };

interface Entry {
  player: number;
  name: string;
  status: 'registered' | 'waitlisted';
}

const ILLEGAL = { pokemon_2: 'Garchomp' };
const DUPLICATE = 'No duplicate species: Garchomp is already in your team.';

/** The rules applied one request at a time, in the order asked. */
function model(burst: Burst<Op>, names: string[], cap: number, waitlist: boolean, cup: string) {
  const field: Entry[] = [];
  const registered = () => field.filter((e) => e.status === 'registered');
  const answers: Expected[] = [];
  for (const op of burst) {
    if (isPause(op)) continue;
    if (op.kind === 'withdraw') {
      const at = field.findIndex((e) => e.player === op.player);
      if (at === -1) {
        answers.push({
          ok: false,
          status: 404,
          code: 'not_found',
          message: 'You are not registered for this tournament.',
        });
        continue;
      }
      const [gone] = field.splice(at, 1);
      const next = field.find((e) => e.status === 'waitlisted');
      if (gone!.status === 'registered' && next) next.status = 'registered';
      answers.push({ ok: true, status: 'withdrawn', slot: null, position: null });
      continue;
    }
    const name = typedName(op, names);
    if (field.some((e) => e.player === op.player)) {
      answers.push({
        ok: false,
        status: 409,
        code: 'already_registered',
        message: `You're already registered for ${cup}.`,
      });
    } else if (!op.legal) {
      answers.push({
        ok: false,
        status: 400,
        code: 'illegal_team',
        message: 'Your team breaks the tournament rules.',
        fields: { pokemon_2: [DUPLICATE] },
      });
    } else if (field.some((e) => e.player !== op.player && e.name.toLowerCase() === name.toLowerCase())) {
      const message = minecraftNameTakenMessage(name, cup);
      answers.push({
        ok: false,
        status: 409,
        code: 'minecraft_name_taken',
        message,
        fields: { minecraft_username: [message] },
      });
    } else if (registered().length < cap) {
      field.push({ player: op.player, name, status: 'registered' });
      answers.push({ ok: true, status: 'registered', slot: registered().length, position: null });
    } else if (!waitlist) {
      answers.push({
        ok: false,
        status: 409,
        code: 'tournament_full',
        message: `${cup} is full and has no waitlist.`,
      });
    } else {
      field.push({ player: op.player, name, status: 'waitlisted' });
      answers.push({
        ok: true,
        status: 'waitlisted',
        slot: null,
        position: field.length - registered().length,
      });
    }
  }
  return { answers, field };
}

function typedName(op: Extract<Op, { kind: 'sign-up' }>, names: string[]) {
  const name = names[op.name === -1 ? op.player : op.name]!;
  return op.shout ? name.toUpperCase() : name;
}

function answerOf(outcome: PromiseSettledResult<MyRegistration>): Expected {
  if (outcome.status === 'fulfilled') {
    const r = outcome.value;
    return {
      ok: true,
      status: r.status as 'registered',
      slot: r.registration_slot,
      position: r.waitlist_position,
    };
  }
  const e = outcome.reason as {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string[]>;
  };
  return {
    ok: false,
    status: e.status,
    code: e.code,
    message: e.message,
    ...(e.fields ? { fields: e.fields } : {}),
  };
}

describe('a burst of sign-ups and withdrawals for one cup', () => {
  it(
    'answers each as the rules applied one at a time in the order asked would, and leaves the same field',
    async () => {
      await assertBursts(
        fc.asyncProperty(
          burstArb,
          fc.integer({ min: 2, max: 4 }),
          fc.boolean(),
          async (burst, cap, waitlist) => {
            const db = app.database.db;
            const tournament = await createTournament(app, { cap, waitlist });
            const tag = randomBytes(3).toString('hex');
            const accounts = await db
              .insert(users)
              .values(
                Array.from({ length: PLAYERS }, (_, i) => ({
                  discord_id: `burst-${tag}-${i}`,
                  discord_username: `burst_${tag}_${i}`,
                })),
              )
              .returning({ id: users.id });
            const names = accounts.map((_, i) => `Mc${tag}_${i}`);
            const now = new Date();
            const outcomes = await askBurst(burst, (op: Op) => {
              if (op.kind === 'withdraw') return withdraw(db, tournament.slug, accounts[op.player]!.id, now);
              const body = registrationBody(`p${tag}${op.player}`, op.legal ? {} : ILLEGAL);
              return register(
                db,
                tournament.slug,
                accounts[op.player]!.id,
                { ...body, minecraft_username: typedName(op, names) },
                now,
              );
            });
            const expected = model(burst, names, cap, waitlist, tournament.name);
            expect(outcomes.map(answerOf)).toEqual(expected.answers);

            const rows = await db
              .select({
                user_id: tournamentRegistrations.user_id,
                status: tournamentRegistrations.status,
                slot: tournamentRegistrations.registration_slot,
              })
              .from(tournamentRegistrations)
              .where(
                and(
                  eq(tournamentRegistrations.tournament_id, tournament.id),
                  inArray(tournamentRegistrations.status, ['registered', 'waitlisted']),
                ),
              )
              .orderBy(asc(tournamentRegistrations.arrival));
            let seed = 0;
            expect(rows).toEqual(
              expected.field.map((e) => ({
                user_id: accounts[e.player]!.id,
                status: e.status,
                slot: e.status === 'registered' ? ++seed : null,
              })),
            );
          },
        ),
        RUNS,
      );
    },
    BURST_TIMEOUT_MS,
  );
});
