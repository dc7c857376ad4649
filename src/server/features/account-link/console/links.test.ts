import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedAccountResponse, linkedAccountsResponse } from '../../../../shared/account-link/console/api';
import { meResponse } from '../../../../shared/auth/me';
import { players, staffAuditLog } from '../../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../../test/accounts';
import { expectContract } from '../../../test/contract';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const mcName = () => `Mc${uniqueSuffix()}`.slice(0, 16);
const link = (browser: TestBrowser, userId: string, body: unknown) =>
  sendJson(browser, 'PUT', `/api/staff/links/${userId}`, body);
const unlink = (browser: TestBrowser, userId: string) =>
  sendJson(browser, 'DELETE', `/api/staff/links/${userId}`);

async function ownPage(browser: TestBrowser) {
  const { body } = await browser.json('/api/me');
  return expectContract(meResponse, body).player;
}

const trailOf = (userId: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.target_id, userId), eq(staffAuditLog.target_type, 'user')))
    .orderBy(staffAuditLog.id);

describe('/api/staff/links', () => {
  it('refuses visitors (401) and players (403), even for their own account', async () => {
    const player = await signedInAccount(app, 'player');
    const body = { player_uuid: randomUUID(), player_name: mcName() };
    expect((await link(app, player.id, body)).status).toBe(401);
    expect((await unlink(app, player.id)).status).toBe(401);
    expect((await app.json('/api/staff/links?q=abc')).status).toBe(401);
    expect((await link(player.browser, player.id, body)).status).toBe(403);
    expect((await unlink(player.browser, player.id)).status).toBe(403);
    expect((await player.browser.json('/api/staff/links?q=abc')).status).toBe(403);
    expect(await ownPage(player.browser)).toMatchObject({ mc_username: null });
  });

  it('checks the uuid and name with the in-game rules, and the account', async () => {
    const staff = await signedInAccount(app, 'staff');
    const player = await signedInAccount(app, 'player');
    const invalid = await link(staff.browser, player.id, { player_uuid: 'not-a-uuid', player_name: 'x' });
    expect(invalid.status).toBe(400);
    expect(Object.keys((invalid.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'player_name',
      'player_uuid',
    ]);
    const nobody = await link(staff.browser, randomUUID(), {
      player_uuid: randomUUID(),
      player_name: mcName(),
    });
    expect(nobody.status).toBe(404);
    expect((await unlink(staff.browser, player.id)).status).toBe(409);
    expect((await staff.browser.json('/api/staff/links?q=a')).status).toBe(400);
  });

  it('links, moves and unlinks; the player sees it on their page; audited by name', async () => {
    const staff = await signedInAccount(app, 'staff');
    const first = await signedInAccount(app, 'player');
    const second = await signedInAccount(app, 'player');
    const uuid = randomUUID();
    const name = mcName();

    const found = await staff.browser.json(`/api/staff/links?q=${first.name}`);
    expect(expectContract(linkedAccountsResponse, found.body).accounts).toEqual([
      { user_id: first.id, discord_username: first.name, mc_username: null, mc_uuid: null },
    ]);

    const linked = await link(staff.browser, first.id, {
      player_uuid: uuid.toUpperCase(),
      player_name: name,
    });
    expect(linked.status).toBe(200);
    expect(expectContract(linkedAccountResponse, linked.body)).toEqual({
      account: { user_id: first.id, discord_username: first.name, mc_username: name, mc_uuid: uuid },
      moved_from: null,
    });
    expect(await ownPage(first.browser)).toMatchObject({ mc_username: name, uuid });

    // The same Minecraft account linked to another site account moves, as the in-game link does.
    const moved = await link(staff.browser, second.id, { player_uuid: uuid, player_name: name });
    expect(expectContract(linkedAccountResponse, moved.body).moved_from).toBe(first.name);
    expect(await ownPage(first.browser)).toMatchObject({ mc_username: null, uuid: null });
    expect(await ownPage(second.browser)).toMatchObject({ mc_username: name, uuid });

    const unlinked = await unlink(staff.browser, second.id);
    expect(unlinked.status).toBe(200);
    expect(await ownPage(second.browser)).toMatchObject({ mc_username: null, uuid: null });
    // The Minecraft account keeps a named in-game row for its ladder history.
    const [kept] = await app.database.db.select().from(players).where(eq(players.uuid, uuid));
    expect(kept).toMatchObject({ auth_user_id: null, mc_username: name });

    const firstTrail = await trailOf(first.id);
    expect(
      firstTrail.map((r) => [r.action, r.actor_name, r.after?.discord_username, r.after?.minecraft]),
    ).toEqual([['player.link', staff.name, first.name, name]]);
    const secondTrail = await trailOf(second.id);
    expect(
      secondTrail.map((r) => [
        r.action,
        r.before?.minecraft ?? null,
        r.after?.minecraft ?? null,
        r.after?.moved_from ?? null,
      ]),
    ).toEqual([
      ['player.link', null, name, `@${first.name}`],
      ['player.unlink', name, null, null],
    ]);
  });
});
