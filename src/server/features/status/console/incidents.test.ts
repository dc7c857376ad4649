import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffIncidentResponse, StaffIncidentsResponse } from '../../../../shared/status/incidents-api';
import { publicIncidentsResponse } from '../../../../shared/status/incidents-api';
import { staffAuditLog, statusIncidents, users } from '../../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

let counter = 0;
async function account(role: 'player' | 'staff' | 'admin') {
  const name = `inc_${role}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, name, browser };
}

const patch = <T>(browser: TestBrowser, url: string, body: unknown) =>
  browser.json<T>(url, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const auditFor = (id: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target_id, id))
    .orderBy(staffAuditLog.id);

async function publicIds() {
  const res = await app.browser().json('/api/status/incidents');
  expect(res.status).toBe(200);
  return publicIncidentsResponse.parse(res.body).incidents.map((i) => i.id);
}

describe('staff incidents', () => {
  it('staff post an incident, update it and resolve it; each change is audited; ended_at follows the state', async () => {
    const staff = await account('staff');
    const created = await staff.browser.post<StaffIncidentResponse>('/api/staff/incidents', {
      title: 'Login queue stuck',
      body: 'Players cannot join the lobby.',
      severity: 'major',
      components: ['game-bridge'],
    });
    expect(created.status).toBe(201);
    const { incident } = created.body;
    expect(incident).toMatchObject({
      kind: 'incident',
      state: 'investigating',
      severity: 'major',
      ended_at: null,
    });
    expect(await publicIds()).toContain(incident.id);

    const identified = await patch<StaffIncidentResponse>(
      staff.browser,
      `/api/staff/incidents/${incident.id}`,
      {
        state: 'identified',
        body: 'A proxy restarted.',
      },
    );
    expect(identified.status).toBe(200);
    expect(identified.body.incident).toMatchObject({
      state: 'identified',
      ended_at: null,
      body: 'A proxy restarted.',
    });

    const resolved = await patch<StaffIncidentResponse>(
      staff.browser,
      `/api/staff/incidents/${incident.id}`,
      {
        state: 'resolved',
      },
    );
    expect(resolved.body.incident.state).toBe('resolved');
    const endedAt = resolved.body.incident.ended_at;
    expect(endedAt).not.toBeNull();
    // Rewording a resolved incident keeps its end time.
    const reworded = await patch<StaffIncidentResponse>(
      staff.browser,
      `/api/staff/incidents/${incident.id}`,
      {
        title: 'Login queue was stuck',
      },
    );
    expect(reworded.body.incident.ended_at).toBe(endedAt);
    // Reopening clears it.
    const reopened = await patch<StaffIncidentResponse>(
      staff.browser,
      `/api/staff/incidents/${incident.id}`,
      {
        state: 'monitoring',
      },
    );
    expect(reopened.body.incident.ended_at).toBeNull();

    const trail = await auditFor(incident.id);
    expect(trail.map((r) => [r.action, r.target_type, r.actor_user_id])).toEqual([
      ['incident.create', 'incident', staff.id],
      ['incident.update', 'incident', staff.id],
      ['incident.update', 'incident', staff.id],
      ['incident.update', 'incident', staff.id],
      ['incident.update', 'incident', staff.id],
    ]);
    expect(trail[2]?.before).toMatchObject({ state: 'identified', ended_at: null });
    expect(trail[2]?.after).toMatchObject({ state: 'resolved', ended_at: endedAt });

    const list = await staff.browser.json<StaffIncidentsResponse>('/api/staff/incidents');
    expect(list.body.incidents.map((i) => i.id)).toContain(incident.id);
  });

  it('maintenance posted as completed starts ended; a bad body answers 400 and writes nothing', async () => {
    const staff = await account('admin');
    const done = await staff.browser.post<StaffIncidentResponse>('/api/staff/incidents', {
      kind: 'maintenance',
      title: 'Database upgrade',
      state: 'completed',
    });
    expect(done.status).toBe(201);
    expect(done.body.incident.ended_at).not.toBeNull();

    const bad = await staff.browser.post<Failure>('/api/staff/incidents', { title: ' ', state: 'exploded' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['title', 'state']));
    const empty = await patch<Failure>(staff.browser, `/api/staff/incidents/${done.body.incident.id}`, {});
    expect(empty.status).toBe(400);
    const missing = await patch<Failure>(
      staff.browser,
      '/api/staff/incidents/00000000-0000-4000-8000-000000000000',
      {
        state: 'resolved',
      },
    );
    expect(missing.status).toBe(404);
    expect(await auditFor(done.body.incident.id)).toHaveLength(1);
  });

  it('the table refuses an end time that does not match the state', async () => {
    await expect(
      app.database.db.insert(statusIncidents).values({ title: 'Broken rule', state: 'resolved' }),
    ).rejects.toThrow();
    await expect(
      app.database.db.insert(statusIncidents).values({ title: 'Broken rule', ended_at: new Date() }),
    ).rejects.toThrow();
  });
});

describe('GET /api/status/incidents (public)', () => {
  it('shows open incidents and those ended in the last 7 days, open ones first', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const rows = await app.database.db
      .insert(statusIncidents)
      .values([
        { title: 'Open for a month', started_at: new Date(now - 30 * day) },
        {
          title: 'Ended yesterday',
          state: 'resolved',
          started_at: new Date(now - 2 * day),
          ended_at: new Date(now - day),
        },
        {
          title: 'Ended 8 days ago',
          kind: 'maintenance',
          state: 'completed',
          started_at: new Date(now - 9 * day),
          ended_at: new Date(now - 8 * day),
        },
      ])
      .returning({ id: statusIncidents.id });
    const [open, recent, old] = rows.map((r) => r.id);
    const ids = await publicIds();
    expect(ids).toContain(open);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
    expect(ids.indexOf(open!)).toBeLessThan(ids.indexOf(recent!));
    const res = await app.browser().json('/api/status/incidents');
    expect(res.body).not.toHaveProperty('incidents.0.created_by');
  });

  it('an incident still open stays listed, for the public and for staff, behind any number of newer ended ones', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const [open] = await app.database.db
      .insert(statusIncidents)
      .values({ title: 'Open for two months', started_at: new Date(now - 60 * day) })
      .returning({ id: statusIncidents.id });
    // More than either list holds, all newer than the open one and ended within the week.
    await app.database.db.insert(statusIncidents).values(
      Array.from({ length: 201 }, (_, i) => ({
        title: `Ended ${i}`,
        state: 'resolved' as const,
        started_at: new Date(now - 3 * day + i * 1000),
        ended_at: new Date(now - 2 * day),
      })),
    );
    expect(await publicIds()).toContain(open!.id);
    const staff = await account('staff');
    const listed = await staff.browser.json<StaffIncidentsResponse>('/api/staff/incidents');
    expect(listed.status).toBe(200);
    expect(listed.body.incidents.map((i) => i.id)).toContain(open!.id);
  });
});
