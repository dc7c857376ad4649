/**
 * Sign-up burst: 200 signed-in players post a Founders' Cup sign-up at the same moment to the built
 * server (PGlite in a temp folder, or BENCH_DATABASE_URL), as when a cup opens. Prints p50/p99 of
 * the answers (timed from the moment the burst starts) and what the burst left: exactly the cap
 * registered in slots 1..cap, everyone else waitlisted at positions 1..n.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/server/db/client';
import { sessions, tournaments, users } from '../src/server/db/schema';
import { hashToken } from '../src/server/features/auth/sessions';
import type { RegistrationResult } from '../src/shared/tournaments/api';
import type { TournamentRegistrationInput } from '../src/shared/tournaments/registration-schema';
import { loadAverage, median, percentile, settle, startServer, stop, waitForHealth } from './bench-api';
import { createBenchDatabase } from './bench-data';

const PLAYERS = 200;
const CAP = 16;
/** Bursts measured (medians reported), after a smaller one that warms the server up and is not. */
const RUNS = 3;
const WARM_UP_PLAYERS = 20;
const P99_BUDGET_MS = 1_000;

interface Burst {
  slug: string;
  /** Session cookies, one per player. */
  cookies: string[];
}

/** One open cup per burst and its players, each with a session, written before the server starts. */
function planBursts(): { bursts: Burst[]; prepare: (db: Db) => Promise<void> } {
  const sizes = [WARM_UP_PLAYERS, ...Array.from({ length: RUNS }, () => PLAYERS)];
  const tag = randomBytes(3).toString('hex');
  const bursts = sizes.map((size, run) => ({
    slug: `bench-cup-${tag}-${run}`,
    tokens: Array.from({ length: size }, () => randomBytes(32).toString('base64url')),
  }));
  const prepare = async (db: Db) => {
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    await db.insert(tournaments).values(
      bursts.map(({ slug }) => ({
        slug,
        name: 'Bench Cup',
        format: 'singles' as const,
        status: 'open' as const,
        cap: CAP,
        starts_at: startsAt,
      })),
    );
    const tokens = bursts.flatMap((b) => b.tokens);
    const accounts = await db
      .insert(users)
      .values(tokens.map((_, i) => ({ discord_id: `bench-${tag}-${i}`, discord_username: `bench_${i}` })))
      .returning({ id: users.id });
    await db.insert(sessions).values(
      tokens.map((token, i) => ({
        id: hashToken(token),
        user_id: accounts[i]!.id,
        // A month ahead, as a fresh sign-in leaves it: no session is renewed during the burst.
        expires_at: new Date(Date.now() + 30 * 86_400_000),
      })),
    );
  };
  return {
    bursts: bursts.map(({ slug, tokens }) => ({ slug, cookies: tokens.map((t) => `session=${t}`) })),
    prepare,
  };
}

const signUp = (run: number, player: number): TournamentRegistrationInput => ({
  minecraft_username: `Bench${run}_${player}`,
  discord_tag: `@bench${run}_${player}`,
  email: `bench${run}_${player}@example.com`,
  timezone: 'est',
  pokemon_1: 'Garchomp',
  pokemon_2: 'Rotom-Wash',
  pokemon_3: 'Ferrothorn',
  pokemon_4: 'Volcarona',
  pokemon_5: 'Toxapex',
  pokemon_6: 'Latios',
  checkin_agreement: true,
  rules_agreement: true,
  streaming_consent: true,
});

interface BurstResult {
  /** Milliseconds from the start of the burst to each answer, sorted. */
  delays: number[];
  created: number;
  slots: number[];
  positions: number[];
}

async function runBurst(origin: string, burst: Burst, run: number): Promise<BurstResult> {
  const url = `${origin}/api/tournaments/${burst.slug}/registration`;
  const start = performance.now();
  const answers = await Promise.all(
    burst.cookies.map(async (cookie, i) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(signUp(run, i)),
      });
      const body = (await response.json()) as Partial<RegistrationResult>;
      return { status: response.status, at: performance.now() - start, registration: body.registration };
    }),
  );
  const registrations = answers.flatMap((a) => (a.registration ? [a.registration] : []));
  return {
    delays: answers.map((a) => a.at).sort((a, b) => a - b),
    created: answers.filter((a) => a.status === 201).length,
    slots: registrations.flatMap((r) => (r.registration_slot === null ? [] : [r.registration_slot])),
    positions: registrations.flatMap((r) => (r.waitlist_position === null ? [] : [r.waitlist_position])),
  };
}

/** Whether `values` are exactly 1..n, each once. */
const isOneToN = (values: number[], n: number) =>
  values.length === n && [...values].sort((a, b) => a - b).every((v, i) => v === i + 1);

export async function signUpBench(): Promise<boolean> {
  const { bursts, prepare } = planBursts();
  const database = await createBenchDatabase(100, 100, prepare);
  const store = database.url ? 'PostgreSQL' : 'PGlite';
  console.info(
    `\n${PLAYERS} concurrent sign-ups for one cup (cap ${CAP}, ${store}; median of ${RUNS} bursts after a warm-up):`,
  );
  // Another port when several checkouts bench on one machine.
  const port = Number(process.env.BENCH_PORT ?? 3905);
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(database.env, port);
  let ok = true;
  try {
    await waitForHealth(port);
    await settle(server.pid);
    const [warmUp, ...measured] = bursts;
    await runBurst(origin, warmUp!, 0);
    const results: BurstResult[] = [];
    for (const [i, burst] of measured.entries()) {
      results.push(await runBurst(origin, burst, i + 1));
      await settle(server.pid, 10_000);
    }
    const p50 = median(results.map((r) => percentile(r.delays, 50)));
    const p99 = median(results.map((r) => percentile(r.delays, 99)));
    const whole = results.every(
      (r) => r.created === PLAYERS && isOneToN(r.slots, CAP) && isOneToN(r.positions, PLAYERS - CAP),
    );
    const pass = whole && p99 < P99_BUDGET_MS;
    ok &&= pass;
    console.info(
      `  p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (budget p99 < ${P99_BUDGET_MS} ms) ${pass ? 'OK' : whole ? 'OVER BUDGET' : 'WRONG RESULT'}`,
    );
    for (const r of results) {
      console.info(
        `  burst: p50 ${percentile(r.delays, 50).toFixed(0)} ms, p99 ${percentile(r.delays, 99).toFixed(0)} ms, last ${r.delays.at(-1)?.toFixed(0)} ms; ${r.created} created: ${r.slots.length} registered${isOneToN(r.slots, CAP) ? ` in slots 1-${CAP}` : ' (slots not 1..cap)'}, ${r.positions.length} waitlisted${isOneToN(r.positions, PLAYERS - CAP) ? ` at 1-${PLAYERS - CAP}` : ' (positions not 1..n)'}`,
      );
    }
    console.info(`  load average ${loadAverage()}`);
  } finally {
    await stop(server);
    await database.drop();
  }
  return ok;
}
