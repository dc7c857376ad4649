import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResponse } from '../../../shared/staff/api';
import { tournaments, users } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test/test-app';
import { createPlayer } from './test-kit';

let app: TestApp & TestBrowser;
let staff: Awaited<ReturnType<typeof createPlayer>>;

beforeAll(async () => {
  app = await createTestApp();
  staff = await createPlayer(app);
  await app.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const uniqueSlug = () => `demo-field-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const makeField = (slug: string, players: number) =>
  app.rawRequest(`/api/tournaments/${slug}/demo-field`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: staff.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ players }),
  });

async function auditOf(slug: string) {
  const response = await app.rawRequest(`/api/staff/audit?target_type=tournament&target_id=${slug}`, {
    headers: { cookie: staff.cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as AuditResponse).entries;
}

describe('POST /api/tournaments/:slug/demo-field', () => {
  it('is audited like every staff write, with the staff member as the actor', async () => {
    const slug = uniqueSlug();
    expect((await makeField(slug, 6)).status).toBe(201);
    const entries = await auditOf(slug);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'tournament.demo_field',
      target_type: 'tournament',
      target_id: slug,
      actor: { id: staff.id, name: staff.name },
      after: { players: 6, status: 'live' },
    });
  });

  it('leaves no trace when it is refused: the slug is taken', async () => {
    const slug = uniqueSlug();
    await app.database.db.insert(tournaments).values({
      slug,
      name: 'Taken Cup',
      format: 'singles',
      status: 'open',
      cap: 16,
      starts_at: new Date(Date.now() + 86_400_000),
    });
    const refused = await makeField(slug, 4);
    expect(refused.status).toBe(409);
    expect(await auditOf(slug)).toEqual([]);
  });
});
