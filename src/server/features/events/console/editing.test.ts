import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaEvent } from '../../../../shared/arena/types';
import {
  type StaffEventResponse,
  type StaffEventsResponse,
  staffEventRegistrationsResponse,
  staffEventResponse,
  staffEventsResponse,
} from '../../../../shared/events/console/api';
import { eventRegistrations, events, staffAuditLog, tournaments, users } from '../../../db/schema';
import { expectContract } from '../../../test/contract';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function account(role: 'player' | 'staff') {
  const name = `events_${role}_${unique()}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, browser };
}

const validEvent = (title = `Staff event ${unique()}`) => ({
  title,
  description: 'Bring your best team.',
  kind: 'quick',
  start_ts: inDays(2),
  end_ts: inDays(2.1),
  capacity: 8,
  rewards: [
    { name: 'Winner', prize: '1,000 coins' },
    { name: 'Participants', prize: 'A badge' },
  ],
});

const patch = (browser: TestBrowser, id: string, body: unknown) =>
  browser.json<StaffEventResponse>(`/api/staff/events/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const auditOf = (id: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target_id, id))
    .orderBy(staffAuditLog.id);

const rowsTitled = (title: string) => app.database.db.select().from(events).where(eq(events.title, title));

async function publicEvent(title: string, browser: TestBrowser = app) {
  const res = await browser.json<{ events: ArenaEvent[] }>('/api/events');
  expect(res.status).toBe(200);
  return res.body.events.find((e) => e.title === title) ?? null;
}

describe('events in the staff console', () => {
  it('creates a draft, lists it with every status, and audits the creation', async () => {
    const staff = await account('staff');
    const body = validEvent();
    const created = await staff.browser.post<StaffEventResponse>('/api/staff/events', body);
    expect(created.status).toBe(201);
    const { event } = expectContract(staffEventResponse, created.body);
    expect(event).toMatchObject({
      title: body.title,
      status: 'draft',
      kind: 'quick',
      capacity: 8,
      registration_count: 0,
      rewards: body.rewards,
    });

    const list = await staff.browser.json<StaffEventsResponse>('/api/staff/events');
    expect(list.status).toBe(200);
    expectContract(staffEventsResponse, list.body);
    expect(list.body.events.find((e) => e.id === event.id)?.status).toBe('draft');
    // A draft is the organisers' own.
    expect(await publicEvent(body.title)).toBeNull();

    const trail = await auditOf(event.id);
    expect(trail.map((r) => [r.action, r.target_type, r.actor_user_id])).toEqual([
      ['event.create', 'event', staff.id],
    ]);
    expect(trail[0]?.after).toMatchObject({
      title: body.title,
      status: 'draft',
      capacity: 8,
      rewards: 'Winner: 1,000 coins; Participants: A badge',
    });
  });

  it('opening shows the event on /events and takes registrations; closing keeps it listed without them', async () => {
    const staff = await account('staff');
    const player = await account('player');
    const body = validEvent();
    const { event } = (await staff.browser.post<StaffEventResponse>('/api/staff/events', body)).body;

    const opened = await patch(staff.browser, event.id, { status: 'open' });
    expect(opened.status).toBe(200);
    expect(opened.body.event.status).toBe('open');
    const listed = await publicEvent(body.title);
    expect(listed).toMatchObject({
      status: 'open',
      capacity: 8,
      rewards: { Winner: '1,000 coins', Participants: 'A badge' },
    });
    // The reward order is the author's.
    expect(Object.keys(listed?.rewards ?? {})).toEqual(['Winner', 'Participants']);
    expect((await player.browser.post(`/api/events/${event.id}/registration`)).status).toBe(200);
    const counted = await staff.browser.json<StaffEventsResponse>('/api/staff/events');
    expect(counted.body.events.find((e) => e.id === event.id)?.registration_count).toBe(1);

    const closed = await patch(staff.browser, event.id, { status: 'closed' });
    expect(closed.body.event.status).toBe('closed');
    expect((await publicEvent(body.title))?.status).toBe('closed');
    const late = await (await account('player')).browser.post(`/api/events/${event.id}/registration`);
    expect(late.status).toBe(409);

    const trail = await auditOf(event.id);
    expect(trail.map((r) => [r.action, r.before, r.after])).toEqual([
      ['event.create', null, expect.objectContaining({ status: 'draft' })],
      ['event.update', { status: 'draft' }, { title: body.title, status: 'open' }],
      ['event.update', { status: 'open' }, { title: body.title, status: 'closed' }],
    ]);
  });

  it('edits every field, records only what changed, and an edit that changes nothing writes nothing', async () => {
    const staff = await account('staff');
    const { event } = (await staff.browser.post<StaffEventResponse>('/api/staff/events', validEvent())).body;
    const title = `Renamed ${unique()}`;
    const start = inDays(3);
    const edited = await patch(staff.browser, event.id, {
      title,
      description: '',
      kind: 'raid',
      start_ts: start,
      end_ts: null,
      capacity: null,
      rewards: [{ name: 'Raid clear', prize: 'An egg' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.event).toMatchObject({
      title,
      description: null,
      kind: 'raid',
      start_ts: start,
      end_ts: null,
      capacity: null,
      rewards: [{ name: 'Raid clear', prize: 'An egg' }],
      status: 'draft',
    });
    const [, update] = await auditOf(event.id);
    expect(Object.keys(update?.before ?? {}).sort()).toEqual(
      ['capacity', 'description', 'end_ts', 'kind', 'rewards', 'start_ts', 'title'].sort(),
    );
    expect(update?.after).toMatchObject({
      title,
      kind: 'raid',
      capacity: null,
      rewards: 'Raid clear: An egg',
    });

    const same = await patch(staff.browser, event.id, { title, kind: 'raid' });
    expect(same.status).toBe(200);
    expect(await auditOf(event.id)).toHaveLength(2);
  });

  it('refuses invalid input with field messages and writes nothing', async () => {
    const staff = await account('staff');
    const title = `Refused ${unique()}`;
    const cases: [unknown, string][] = [
      [{ ...validEvent(title), title: '   ' }, 'title'],
      [{ ...validEvent(title), kind: 'party' }, 'kind'],
      [{ ...validEvent(title), start_ts: 'tomorrow' }, 'start_ts'],
      [{ ...validEvent(title), end_ts: inDays(1) }, 'end_ts'],
      [{ ...validEvent(title), capacity: 0 }, 'capacity'],
      [{ ...validEvent(title), capacity: 2.5 }, 'capacity'],
      [{ ...validEvent(title), status: 'live' }, 'status'],
      [
        {
          ...validEvent(title),
          rewards: [
            { name: 'Winner', prize: 'a' },
            { name: 'winner', prize: 'b' },
          ],
        },
        'rewards',
      ],
      [{ ...validEvent(title), rewards: [{ name: '', prize: 'a' }] }, 'rewards.0.name'],
    ];
    for (const [body, field] of cases) {
      const res = await staff.browser.post<{ error: { fields: Record<string, string[]> } }>(
        '/api/staff/events',
        body,
      );
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields), field).toContain(field);
    }
    expect(await rowsTitled(title)).toHaveLength(0);

    const { event } = (await staff.browser.post<StaffEventResponse>('/api/staff/events', validEvent(title)))
      .body;
    for (const body of [{}, { end_ts: inDays(-1) }, { capacity: -1 }, { status: 'gone' }]) {
      const res = await patch(staff.browser, event.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // The end is checked against the stored start too.
    const early = await patch(staff.browser, event.id, { end_ts: inDays(1) });
    expect(early.status).toBe(400);
    expect((early.body as unknown as { error: { fields: object } }).error.fields).toHaveProperty('end_ts');
    expect((await patch(staff.browser, 'not-a-uuid', { status: 'open' })).status).toBe(404);
    expect(
      (await patch(staff.browser, '00000000-0000-4000-8000-000000000000', { status: 'open' })).status,
    ).toBe(404);
    const [row] = await rowsTitled(title);
    expect(row).toMatchObject({ status: 'draft', capacity: 8 });
    expect((await auditOf(event.id)).map((r) => r.action)).toEqual(['event.create']);
  });

  it('players and visitors are refused and nothing is written', async () => {
    const player = await account('player');
    const title = `Player made ${unique()}`;
    expect((await player.browser.post('/api/staff/events', validEvent(title))).status).toBe(403);
    expect((await app.browser().post('/api/staff/events', validEvent(title))).status).toBe(401);
    expect((await player.browser.json('/api/staff/events')).status).toBe(403);
    expect(await rowsTitled(title)).toHaveLength(0);

    const staff = await account('staff');
    const { event } = (await staff.browser.post<StaffEventResponse>('/api/staff/events', validEvent(title)))
      .body;
    expect((await patch(player.browser, event.id, { status: 'open' })).status).toBe(403);
    expect((await patch(app.browser(), event.id, { status: 'open' })).status).toBe(401);
    expect((await rowsTitled(title))[0]?.status).toBe('draft');
    expect(await auditOf(event.id)).toHaveLength(1);
  });

  it('refuses an event under a tournament name, so a cup is never listed twice', async () => {
    const staff = await account('staff');
    const name = `Console Cup ${unique()}`;
    await app.database.db.insert(tournaments).values({
      slug: `cup-${unique()}`,
      name,
      format: 'singles',
      status: 'open',
      starts_at: new Date(inDays(5)),
    });
    const created = await staff.browser.post<{ error: { fields: Record<string, string[]> } }>(
      '/api/staff/events',
      { ...validEvent(name.toUpperCase()), kind: 'tournament' },
    );
    expect(created.status).toBe(409);
    expect(created.body.error.fields.title?.[0]).toMatch(/is a tournament/);
    expect(await rowsTitled(name.toUpperCase())).toHaveLength(0);
    const { event } = (await staff.browser.post<StaffEventResponse>('/api/staff/events', validEvent())).body;
    expect((await patch(staff.browser, event.id, { title: name })).status).toBe(409);
    expect(await rowsTitled(name)).toHaveLength(0);
  });
});

describe('event registrations in the staff console', () => {
  async function eventWithPlayers() {
    const staff = await account('staff');
    const title = `Signed up ${unique()}`;
    const { event } = (
      await staff.browser.post<StaffEventResponse>('/api/staff/events', {
        ...validEvent(title),
        status: 'open',
      })
    ).body;
    const names = [`reg_a_${unique()}`, `reg_b_${unique()}`];
    const players = await app.database.db
      .insert(users)
      .values(names.map((name) => ({ discord_id: `test-${name}`, discord_username: name })))
      .returning({ id: users.id, name: users.discord_username });
    const registrations = await app.database.db
      .insert(eventRegistrations)
      .values(players.map((p) => ({ event_id: event.id, user_id: p.id, status: 'registered' as const })))
      .returning({ id: eventRegistrations.id, user_id: eventRegistrations.user_id });
    const idOf = (name: string) =>
      registrations.find((r) => r.user_id === players.find((p) => p.name === name)?.id)?.id as string;
    return { staff, event, title, names, idOf };
  }
  const listOf = (browser: TestBrowser, id: string) =>
    browser.json<{ registrations: { id: string; player: string; status: string }[] }>(
      `/api/staff/events/${id}/registrations`,
    );
  const remove = (browser: TestBrowser, id: string, registrationId: string) =>
    browser.json<StaffEventResponse>(`/api/staff/events/${id}/registrations/${registrationId}`, {
      method: 'DELETE',
    });

  it('lists who registered and removes one, audited with names, and /events counts follow', async () => {
    const { staff, event, title, names, idOf } = await eventWithPlayers();
    const before = await listOf(staff.browser, event.id);
    expect(before.status).toBe(200);
    expectContract(staffEventRegistrationsResponse, before.body);
    expect(before.body.registrations.map((r) => [r.player, r.status]).sort()).toEqual(
      names.map((n) => [n, 'registered']).sort(),
    );
    expect((await publicEvent(title))?.registrationCount).toBe(2);

    const removed = await remove(staff.browser, event.id, idOf(names[0]!));
    expect(removed.status).toBe(200);
    expectContract(staffEventResponse, removed.body);
    expect(removed.body.event.registration_count).toBe(1);
    expect((await publicEvent(title))?.registrationCount).toBe(1);
    const after = await listOf(staff.browser, event.id);
    expect(after.body.registrations.find((r) => r.player === names[0])?.status).toBe('withdrawn');

    const audit = (await auditOf(event.id)).filter((r) => r.action === 'event.registration.remove');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ title, player: names[0] });
    expect(audit[0]?.actor_user_id).toBe(staff.id);

    // A second removal is refused with the player's name and writes nothing more.
    const again = await remove(staff.browser, event.id, idOf(names[0]!));
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain(names[0]);
    expect((await auditOf(event.id)).filter((r) => r.action === 'event.registration.remove')).toHaveLength(1);
  });

  it("refuses players, visitors, unknown ids and another event's registration", async () => {
    const { staff, event, names, idOf } = await eventWithPlayers();
    const other = await eventWithPlayers();
    const player = await account('player');
    const target = idOf(names[1]!);
    expect((await listOf(player.browser, event.id)).status).toBe(403);
    expect((await listOf(app.browser(), event.id)).status).toBe(401);
    expect((await remove(player.browser, event.id, target)).status).toBe(403);
    expect((await remove(app.browser(), event.id, target)).status).toBe(401);
    expect((await listOf(staff.browser, 'nope')).status).toBe(404);
    expect((await listOf(staff.browser, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await remove(staff.browser, event.id, 'nope')).status).toBe(404);
    const malformedEvent = await remove(staff.browser, 'nope', target);
    expect(malformedEvent.status).toBe(404);
    expect(JSON.stringify(malformedEvent.body)).toContain('No such registration.');
    // A registration of another event is not this event's.
    expect((await remove(staff.browser, event.id, other.idOf(other.names[0]!))).status).toBe(404);
    const [row] = await app.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, target));
    expect(row?.status).toBe('registered');
  });
});
