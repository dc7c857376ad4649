import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaEvent } from '../../../shared/arena/types';
import { eventRegistrations, events, tournamentRegistrations, tournaments, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { seedArena } from '../arena';
import { seedDemoAccounts } from '../auth';
import { seedTournaments } from '../tournaments';
import { listEvents, MAX_EVENTS } from './queries';
import { DEMO_EVENTS, seedEvents } from './seed';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoAccounts(app.deps);
  await seedArena(app.deps);
  await seedTournaments(app.deps);
  await seedEvents(app.deps);
});
afterAll(async () => {
  await app?.close();
});

async function signIn(username: string) {
  const browser = app.browser();
  expect((await browser.post('/api/auth/demo', { username })).status).toBe(200);
  return browser;
}

async function listed(browser: TestBrowser = app) {
  const { status, body } = await browser.json<{ events: ArenaEvent[] }>('/api/events');
  expect(status).toBe(200);
  return body.events;
}

const byTitle = async (title: string, browser?: TestBrowser) => {
  const event = (await listed(browser)).find((e) => e.title === title);
  if (!event) throw new Error(`no event ${title}`);
  return event;
};

async function createEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(events)
    .values({
      title: 'Test event',
      kind: 'quick',
      status: 'open',
      start_ts: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning({ id: events.id });
  return row?.id as string;
}

const register = (browser: TestBrowser, id: string) =>
  browser.post<{ event: ArenaEvent }>(`/api/events/${id}/registration`);
const withdraw = (browser: TestBrowser, id: string) =>
  browser.json<{ event: ArenaEvent }>(`/api/events/${id}/registration`, { method: 'DELETE' });
const message = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('GET /api/events', () => {
  it('lists published events by start time with their rewards in order', async () => {
    const draft = await createEvent({ title: 'Secret draft', status: 'draft' });
    const list = await listed();
    expect(list.map((e) => e.title)).not.toContain('Secret draft');
    // Other tests add events of their own; every demo event is listed once.
    const demoTitles = new Set(DEMO_EVENTS.map((e) => e.title));
    expect(list.filter((e) => demoTitles.has(e.title))).toHaveLength(DEMO_EVENTS.length);
    const starts = list.map((e) => Date.parse(e.start_ts));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // The Founders' Cup is listed once, as its tournament: the spec's rewards in order, the cup's date
    // and cap, and a link to its page instead of a sign-up of its own.
    const founders = list.filter((e) => e.title === "Founders' Cup #1");
    expect(founders).toHaveLength(1);
    expect(Object.keys(founders[0]?.rewards ?? {})).toEqual(['1st', '2nd', '3rd', '4th and below']);
    expect(founders[0]?.rewards['1st']).toMatch(/^Expert rank for 30 days/);
    expect(founders[0]).toMatchObject({
      kind: 'tournament',
      capacity: 16,
      tournament: { slug: 'founders-cup-1' },
    });
    const [cup] = await app.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.slug, 'founders-cup-1'));
    expect(founders[0]?.start_ts).toBe(cup?.starts_at.toISOString());
    // Mid-Season Doubles is listed too, and no event row stands in for either.
    expect(list.filter((e) => e.tournament?.slug === 'mid-season-doubles')).toHaveLength(1);
    const rows = await app.database.db.select({ title: events.title }).from(events);
    expect(rows.map((r) => r.title)).not.toContain("Founders' Cup #1");
    expect(list.every((e) => e.my_registration === null)).toBe(true);
    await app.database.db.delete(events).where(eq(events.id, draft));
  });

  it("counts only active registrations and shows the caller's own", async () => {
    const misty = await signIn('MistyTides');
    const doubles = await byTitle('Weekend Doubles Clash', misty);
    expect(doubles.registrationCount).toBe(1);
    expect(doubles.my_registration).toBe('withdrawn');
    expect((await byTitle('Dragon Monotype Night', misty)).my_registration).toBe('registered');
    expect((await byTitle('Weekend Doubles Clash')).my_registration).toBeNull();
  });
});

describe('the events listed', () => {
  it('are the latest 200, and of events starting at once the same ones on every read', async () => {
    const start = new Date(Date.now() + 400 * 86_400_000);
    const rows = await app.database.db
      .insert(events)
      .values(
        Array.from({ length: MAX_EVENTS + 1 }, (_, i) => ({
          title: `Tied start ${i}`,
          kind: 'tournament' as const,
          status: 'open' as const,
          start_ts: start,
        })),
      )
      .returning({ id: events.id });
    const ids = rows.map((row) => row.id);
    try {
      const listed = (await listEvents(app.database.db, null, new Date()))
        .filter((event) => event.title.startsWith('Tied start'))
        .map((event) => event.id);
      // Of 201 events starting at once, the one with the lowest id is left out.
      const kept = [...ids].sort().slice(1);
      expect(listed).toEqual(kept);
    } finally {
      await app.database.db.delete(events).where(inArray(events.id, ids));
    }
  });
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function createTournament(values: Partial<typeof tournaments.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(tournaments)
    .values({
      slug: `cup-${unique()}`,
      name: `Listed Cup ${unique()}`,
      format: 'singles',
      status: 'open',
      cap: 16,
      starts_at: new Date(Date.now() + 7 * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

async function createPlayer() {
  const name = `cup_player_${unique()}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name })
    .returning({ id: users.id });
  return { id: user!.id, name };
}

describe('tournaments on /events', () => {
  it('lists a tournament with its real counts and status, never its drafts or practice copies', async () => {
    const cup = await createTournament({ cap: 4 });
    const hidden = await createTournament({ status: 'draft' });
    const practice = await createTournament({ practice_of: cup.id, status: 'live' });
    const players = await Promise.all([createPlayer(), createPlayer(), createPlayer()]);
    await app.database.db.insert(tournamentRegistrations).values(
      players.map((p, i) => ({
        tournament_id: cup.id,
        user_id: p.id,
        minecraft_username: `mc_${i}_${p.name.slice(-8)}`,
        discord_tag: p.name,
        email: `${p.name}@example.com`,
        timezone: 'est',
        checkin_agreement: true,
        rules_agreement: true,
        streaming_consent: false,
        // Two hold a slot, one left: only the two count.
        status: i < 2 ? ('registered' as const) : ('withdrawn' as const),
        registration_slot: i < 2 ? i + 1 : null,
      })),
    );
    const list = await listed();
    const entry = list.find((e) => e.id === cup.id);
    expect(entry).toMatchObject({
      title: cup.name,
      kind: 'tournament',
      status: 'open',
      registrationCount: 2,
      capacity: 4,
      tournament: { slug: cup.slug },
    });
    expect(list.map((e) => e.id)).not.toContain(hidden.id);
    expect(list.map((e) => e.id)).not.toContain(practice.id);

    // Its sign-ups happen on its page: the event registration does not know it.
    const player = await signIn('BrockSolid');
    expect((await register(player, cup.id)).status).toBe(404);

    // Closed or cancelled, it says so.
    await app.database.db.update(tournaments).set({ status: 'closed' }).where(eq(tournaments.id, cup.id));
    expect((await listed()).find((e) => e.id === cup.id)?.status).toBe('closed');
  });
});

describe('event registration', () => {
  it('needs a signed-in user', async () => {
    const id = await createEvent();
    expect((await register(app, id)).status).toBe(401);
    expect((await withdraw(app, id)).status).toBe(401);
  });

  it('registers, refuses a second time, withdraws and re-registers', async () => {
    const id = await createEvent({ capacity: 10 });
    const gary = await signIn('GaryOak');
    const first = await register(gary, id);
    expect(first.status).toBe(200);
    expect(first.body.event).toMatchObject({ id, registrationCount: 1, my_registration: 'registered' });

    const again = await register(gary, id);
    expect(again.status).toBe(409);
    expect(message(again.body)).toBe('You are already registered for this event.');

    const out = await withdraw(gary, id);
    expect(out.status).toBe(200);
    expect(out.body.event).toMatchObject({ registrationCount: 0, my_registration: 'withdrawn' });
    expect((await withdraw(gary, id)).status).toBe(404);

    const back = await register(gary, id);
    expect(back.body.event).toMatchObject({ registrationCount: 1, my_registration: 'registered' });
    const rows = await app.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.event_id, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a withdrawal once the event has started, keeping the place', async () => {
    const id = await createEvent({
      start_ts: new Date(Date.now() - 60_000),
      end_ts: new Date(Date.now() + 3_600_000),
    });
    const misty = await signIn('MistyStarted');
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.discord_username, 'MistyStarted'));
    await app.database.db
      .insert(eventRegistrations)
      .values({ event_id: id, user_id: user!.id, status: 'registered' });
    const out = await withdraw(misty, id);
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({
      error: { code: 'event_started', message: 'This event has started: you can no longer withdraw.' },
    });
    const [row] = await app.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.event_id, id));
    expect(row?.status).toBe('registered');
  });

  it('refuses closed, started, unknown and malformed events', async () => {
    const brock = await signIn('BrockSolid');
    const closed = await register(brock, (await byTitle('Raid Night: Mega Tyranitar')).id);
    expect(closed.status).toBe(409);
    expect(message(closed.body)).toBe('Registration is closed for this event.');
    // Open, but already under way.
    const started = await register(brock, (await byTitle('Thunder Raid: Zapdos')).id);
    expect(started.status).toBe(409);
    expect(message(started.body)).toBe('Registration is closed for this event.');
    const draft = await createEvent({ status: 'draft' });
    expect((await register(brock, draft)).status).toBe(404);
    expect((await register(brock, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await register(brock, 'not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(message(malformed.body)).toBe('No such event.');
    const leaving = await withdraw(brock, 'not-a-uuid');
    expect(leaving.status).toBe(404);
    expect(message(leaving.body)).toBe('No such event.');
  });

  it('refuses when the event is full', async () => {
    const quick = await byTitle('Quick Draw Battles');
    expect(quick).toMatchObject({ capacity: 4, registrationCount: 2 });
    expect((await register(await signIn('Filler1'), quick.id)).status).toBe(200);
    expect((await register(await signIn('Filler2'), quick.id)).status).toBe(200);
    const late = await register(await signIn('Filler3'), quick.id);
    expect(late.status).toBe(409);
    expect(message(late.body)).toBe('This event is full.');
  });

  it('never overfills under concurrent registrations', async () => {
    const id = await createEvent({ capacity: 3 });
    const browsers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(`Racer${i}`)));
    const results = await Promise.all(browsers.map((b) => register(b, id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(
      results.filter((r) => r.status === 409).every((r) => message(r.body) === 'This event is full.'),
    ).toBe(true);
    const rows = await app.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.event_id, id));
    expect(rows.filter((r) => r.status === 'registered')).toHaveLength(3);
  });
});
