import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/auth/me';
import { linkCompleteResponse } from '../../../shared/bridge/api';
import {
  type LinkBeginResponse,
  type LinkStatusResponse,
  linkBeginResponse,
} from '../../../shared/bridge/link-dialog';
import { bans, gymLeaders, linkCodes, players } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createGameServer, ensureBootstrapGameServer, revokeGameServer } from './game-servers';

let app: TestApp & TestBrowser;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await createGameServer(app.database.db, 'survival-1')).token;
});
afterAll(() => app?.close());

const game = (path: string, body?: unknown, bearer = token) =>
  app.rawRequest(`/api/game/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signedIn(username: string) {
  const browser = app.browser();
  await browser.post('/api/auth/demo', { username });
  return browser;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('game-server tokens', () => {
  it('refuses missing, wrong and revoked tokens, changing nothing', async () => {
    expect((await app.rawRequest('/api/game/v1/heartbeat')).status).toBe(401);
    expect((await game('/heartbeat', undefined, 'gst_wrong')).status).toBe(401);
    const extra = await createGameServer(app.database.db, 'to-revoke');
    expect((await game('/heartbeat', undefined, extra.token)).status).toBe(200);
    await revokeGameServer(app.database.db, 'to-revoke');
    const browser = await signedIn('RevokeCheck');
    const { body } = await browser.post<LinkBeginResponse>('/api/link/begin');
    const res = await game(
      '/link/complete',
      { code: body.code, player_uuid: uuid(9), player_name: 'Revoked' },
      extra.token,
    );
    expect(res.status).toBe(401);
    const [code] = await app.database.db.select().from(linkCodes).where(eq(linkCodes.code, body.code));
    expect(code!.used_at).toBeNull();
  });

  it('keeps a revoked bootstrap token refused across restarts, until a new one is configured', async () => {
    const db = app.database.db;
    const first = 'gst_bootstrap-first-token';
    await ensureBootstrapGameServer(db, first);
    expect((await game('/heartbeat', undefined, first)).status).toBe(200);
    await revokeGameServer(db, 'bootstrap');
    const warnings: unknown[][] = [];
    const logger = { info: () => {}, warn: (...args: unknown[]) => void warnings.push(args) };
    await ensureBootstrapGameServer(db, first, logger as never);
    expect((await game('/heartbeat', undefined, first)).status).toBe(401);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain(first);

    const second = 'gst_bootstrap-second-token';
    await ensureBootstrapGameServer(db, second);
    expect((await game('/heartbeat', undefined, second)).status).toBe(200);
    expect((await game('/heartbeat', undefined, first)).status).toBe(401);
  });

  it('names the server on heartbeat', async () => {
    expect(await (await game('/heartbeat')).json()).toMatchObject({ server: 'survival-1' });
  });

  it('serves the OpenAPI document without a token', async () => {
    const doc = (await (await app.rawRequest('/api/game/v1/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual([
      '/heartbeat',
      '/bans',
      '/link/complete',
      '/matches',
      '/presence',
      '/season/badges',
      '/vote-party',
      '/tournament-matches/result',
      '/deliveries',
      '/deliveries/{id}/ack',
    ]);
  });
});

describe('account linking', () => {
  it('needs a signed-in user to get a code', async () => {
    expect((await app.browser().post('/api/link/begin')).status).toBe(401);
  });

  it('links end to end: code, in-game completion, live status and the player row', async () => {
    const browser = await signedIn('LinkHappy');
    const begin = await browser.post<LinkBeginResponse>('/api/link/begin');
    expect(begin.status).toBe(201);
    expect(begin.body.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(begin.body.command).toBe(`/link ${begin.body.code}`);
    const ttl = new Date(begin.body.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(begin.body.expires_in_seconds).toBe(600);

    const pending = await browser.json<LinkStatusResponse>(`/api/link/status?code=${begin.body.code}`);
    expect(pending.body).toEqual({ state: 'pending', mc_username: null });

    const done = await game('/link/complete', {
      code: begin.body.code.toLowerCase(),
      player_uuid: uuid(1),
      player_name: 'HappyMiner',
    });
    expect(done.status).toBe(200);
    const doneBody = await done.json();
    expect(doneBody).toEqual({ linked: true, site_username: 'LinkHappy', moved_from_other_account: false });
    // Answers match the schemas the OpenAPI document is generated from.
    expect(linkCompleteResponse.safeParse(doneBody).success).toBe(true);
    expect(linkBeginResponse.safeParse(begin.body).success).toBe(true);

    const linked = await browser.json<LinkStatusResponse>(`/api/link/status?code=${begin.body.code}`);
    expect(linked.body).toEqual({ state: 'linked', mc_username: 'HappyMiner' });
    const me = await browser.json<MeResponse>('/api/me');
    expect(me.body.player).toMatchObject({ uuid: uuid(1), mc_username: 'HappyMiner' });
  });

  it('refuses a reused, an expired and an unknown code with clear errors', async () => {
    const browser = await signedIn('LinkErrors');
    const { body } = await browser.post<LinkBeginResponse>('/api/link/begin');
    expect(
      (await game('/link/complete', { code: body.code, player_uuid: uuid(2), player_name: 'ErrMiner' }))
        .status,
    ).toBe(200);
    const reused = await game('/link/complete', {
      code: body.code,
      player_uuid: uuid(3),
      player_name: 'Other',
    });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ error: { code: 'code_used' } });

    const second = await browser.post<LinkBeginResponse>('/api/link/begin');
    await app.database.db
      .update(linkCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(linkCodes.code, second.body.code));
    const expired = await game('/link/complete', {
      code: second.body.code,
      player_uuid: uuid(3),
      player_name: 'Late',
    });
    expect(expired.status).toBe(410);
    expect(
      (await browser.json<LinkStatusResponse>(`/api/link/status?code=${second.body.code}`)).body.state,
    ).toBe('expired');

    const unknown = await game('/link/complete', {
      code: 'ZZZZZZ',
      player_uuid: uuid(3),
      player_name: 'Nobody',
    });
    expect(unknown.status).toBe(404);
    const invalid = await game('/link/complete', { code: 'no', player_uuid: 'x', player_name: '!' });
    expect(invalid.status).toBe(400);
    expect(
      Object.keys(((await invalid.json()) as { error: { fields: object } }).error.fields).sort(),
    ).toEqual(['code', 'player_name', 'player_uuid']);
  });

  it('a new code replaces the previous unused one', async () => {
    const browser = await signedIn('LinkTwice');
    const first = await browser.post<LinkBeginResponse>('/api/link/begin');
    await browser.post<LinkBeginResponse>('/api/link/begin');
    const res = await game('/link/complete', {
      code: first.body.code,
      player_uuid: uuid(4),
      player_name: 'Twice',
    });
    expect(res.status).toBe(410);
  });

  it('codes are only visible to their owner', async () => {
    const owner = await signedIn('CodeOwner');
    const { body } = await owner.post<LinkBeginResponse>('/api/link/begin');
    const other = await signedIn('CodeSnoop');
    expect((await other.json<LinkStatusResponse>(`/api/link/status?code=${body.code}`)).body.state).toBe(
      'unknown',
    );
  });

  it('moves a Minecraft account to the newest site account and unlinks the old one', async () => {
    const first = await signedIn('FirstOwner');
    const a = await first.post<LinkBeginResponse>('/api/link/begin');
    await game('/link/complete', { code: a.body.code, player_uuid: uuid(5), player_name: 'SharedMiner' });
    const second = await signedIn('SecondOwner');
    const b = await second.post<LinkBeginResponse>('/api/link/begin');
    const moved = await game('/link/complete', {
      code: b.body.code,
      player_uuid: uuid(5),
      player_name: 'SharedMiner',
    });
    expect(await moved.json()).toMatchObject({ moved_from_other_account: true });
    expect((await first.json<MeResponse>('/api/me')).body.player).toMatchObject({
      uuid: null,
      mc_username: null,
    });
    expect((await second.json<MeResponse>('/api/me')).body.player).toMatchObject({ uuid: uuid(5) });
    const holders = await app.database.db
      .select()
      .from(players)
      .where(eq(players.uuid, uuid(5)));
    expect(holders).toHaveLength(1);
  });

  it('takes over an in-game-only player, including its gym leader seat', async () => {
    const [ingame] = await app.database.db
      .insert(players)
      .values({ uuid: uuid(6), username: 'LeaderMiner', mc_username: 'LeaderMiner' })
      .returning();
    await app.database.db
      .insert(gymLeaders)
      .values({ display_name: 'Leader Six', element: 'fire', player_id: ingame!.id });
    const browser = await signedIn('LeaderAccount');
    const { body } = await browser.post<LinkBeginResponse>('/api/link/begin');
    await game('/link/complete', { code: body.code, player_uuid: uuid(6), player_name: 'LeaderMiner' });
    const me = await browser.json<MeResponse>('/api/me');
    const [seat] = await app.database.db
      .select()
      .from(gymLeaders)
      .where(eq(gymLeaders.display_name, 'Leader Six'));
    expect(seat!.player_id).toBe(me.body.player!.id);
  });

  it('moves everything that points at a player row before a takeover deletes it', async () => {
    // A takeover deletes the in-game-only row (account-link.ts): a reference to it that
    // `moveWithMinecraftAccount` does not move would be lost with it. Everything else a player owns
    // is keyed by the Minecraft uuid, which moves with the account.
    const references = await app.database.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'players'::regclass
      order by 1, 2`);
    expect((references as unknown as { rows: unknown[] }).rows).toEqual([
      { table: 'bans', column: 'player_id' },
      { table: 'gym_leaders', column: 'player_id' },
    ]);
  });

  it('switching to another Minecraft account keeps a named row for the old one', async () => {
    const browser = await signedIn('Switcher');
    const a = await browser.post<LinkBeginResponse>('/api/link/begin');
    await game('/link/complete', { code: a.body.code, player_uuid: uuid(7), player_name: 'OldAlt' });
    const b = await browser.post<LinkBeginResponse>('/api/link/begin');
    await game('/link/complete', { code: b.body.code, player_uuid: uuid(8), player_name: 'NewMain' });
    const [old] = await app.database.db
      .select()
      .from(players)
      .where(eq(players.uuid, uuid(7)));
    expect(old).toMatchObject({ auth_user_id: null, username: 'OldAlt', mc_username: 'OldAlt' });
  });

  it('linking takes the name from another Minecraft account still holding it here, as a report does', async () => {
    // uuid 20 was last reported as RenamedAway; the game now gives that name to uuid 21.
    await app.database.db
      .insert(players)
      .values({ uuid: uuid(20), username: 'RenamedAway', mc_username: 'RenamedAway' });
    const browser = await signedIn('NameTaker');
    const { body } = await browser.post<LinkBeginResponse>('/api/link/begin');
    await game('/link/complete', { code: body.code, player_uuid: uuid(21), player_name: 'RenamedAway' });
    const [stale] = await app.database.db
      .select()
      .from(players)
      .where(eq(players.uuid, uuid(20)));
    expect(stale!.mc_username).toBeNull();
    const me = await browser.json<MeResponse>('/api/me');
    expect(me.body.player!.mc_username).toBe('RenamedAway');
  });

  it('refuses a banned account a switch to another Minecraft account, which would leave its ban behind', async () => {
    const browser = await signedIn('BannedSwitcher');
    const a = await browser.post<LinkBeginResponse>('/api/link/begin');
    await game('/link/complete', { code: a.body.code, player_uuid: uuid(90), player_name: 'BannedMain' });
    const [row] = await app.database.db
      .select()
      .from(players)
      .where(eq(players.uuid, uuid(90)));
    await app.database.db
      .insert(bans)
      .values({ player_id: row!.id, reason: 'Cheating', banned_by_name: 'staff' });
    const b = await browser.post<LinkBeginResponse>('/api/link/begin');
    const refused = await game('/link/complete', {
      code: b.body.code,
      player_uuid: uuid(91),
      player_name: 'FreshAlt',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'banned' } });
    const [still] = await app.database.db.select().from(players).where(eq(players.id, row!.id));
    expect(still).toMatchObject({ uuid: uuid(90), mc_username: 'BannedMain' });
  });

  it('limits link attempts per Minecraft account, wrong codes included, leaving others and the pending code alone', async () => {
    const victim = await signedIn('GuessedVictim');
    const { body } = await victim.post<LinkBeginResponse>('/api/link/begin');
    const guesser = uuid(77);
    const attempt = (code: string, playerUuid = guesser) =>
      game('/link/complete', { code, player_uuid: playerUuid, player_name: 'Guesser' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`ZZZZZ${'ABCDE'[i]}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    // The sixth try, in another case of the same uuid, is refused even with the right code.
    const refused = await attempt(body.code, guesser.toUpperCase());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringContaining('Too many link attempts') },
    });
    expect((await victim.json<LinkStatusResponse>(`/api/link/status?code=${body.code}`)).body.state).toBe(
      'pending',
    );
    // The owner of the code, typing it from their own Minecraft account, still links.
    expect((await attempt(body.code, uuid(78))).status).toBe(200);
  });

  it('rate-limits code requests per user', async () => {
    const browser = await signedIn('CodeSpammer');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await browser.post('/api/link/begin')).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
