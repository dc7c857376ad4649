/** /api/staff/game-servers: the console's game-server tokens, checked against the bridge itself. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameServerCreatedResponse,
  gameServerRevokedResponse,
  staffGameServersResponse,
} from '../../../../shared/bridge/console/game-servers';
import { staffAuditLog, users } from '../../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

let counter = 0;

async function account(role: 'staff' | 'admin') {
  const name = `${role}_gs_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token: session } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', session);
  return browser;
}

/** A game server's call to the bridge with the given token. */
const bridge = (path: string, init: RequestInit, bearer: string) =>
  app.rawRequest(`/api/game/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
  });

const auditOf = (id: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target_id, id))
    .orderBy(staffAuditLog.id);

describe('staff game servers', () => {
  it('admins create (token shown once) and revoke; the bridge refuses a revoked token; audited', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    const created = await admin.post('/api/staff/game-servers', { name: 'console-made-1' });
    expect(created.status).toBe(201);
    const { server, token: secret } = gameServerCreatedResponse.parse(created.body);
    expect(server).toMatchObject({ name: 'console-made-1', revoked_at: null, last_seen_at: null });
    expect(secret).toMatch(/^gst_/);
    expect((await bridge('/heartbeat', {}, secret)).status).toBe(200);

    const list = await staff.json('/api/staff/game-servers');
    expect(list.status).toBe(200);
    const listed = staffGameServersResponse.parse(list.body).servers.find((s) => s.name === 'console-made-1');
    expect(listed?.last_seen_at).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(secret);

    expect((await admin.post('/api/staff/game-servers', { name: 'console-made-1' })).status).toBe(409);
    expect((await admin.post('/api/staff/game-servers', { name: 'Bad Name!' })).status).toBe(400);
    expect((await staff.post('/api/staff/game-servers/console-made-1/revoke', {})).status).toBe(403);

    const revoked = await admin.post('/api/staff/game-servers/console-made-1/revoke', {});
    expect(revoked.status).toBe(200);
    expect(gameServerRevokedResponse.parse(revoked.body).server.revoked_at).not.toBeNull();
    expect((await bridge('/heartbeat', {}, secret)).status).toBe(401);
    expect((await admin.post('/api/staff/game-servers/console-made-1/revoke', {})).status).toBe(409);
    expect((await admin.post('/api/staff/game-servers/no-such-server/revoke', {})).status).toBe(404);

    const audit = await auditOf('console-made-1');
    expect(audit.map((a) => [a.action, a.target_type])).toEqual([
      ['game_server.create', 'game_server'],
      ['game_server.revoke', 'game_server'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});
