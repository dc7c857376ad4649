import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffIncidentResponse } from '../../../shared/status/incidents-api';
import type { StatusReport } from '../../../shared/status/status';
import { statusIncidents, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';

// A database of its own: the summary reads every open incident, so no other test's may be there.
let app: TestApp & TestBrowser;
let staff: TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: 'test-status-staff', discord_username: 'StatusStaff', role: 'staff' })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  staff = app.browser();
  staff.cookies.set('session', token);
});
afterAll(() => app?.close());

type Failure = { error: { code: string; fields?: Record<string, string[]> } };

const report = async () => (await app.browser().json<StatusReport>('/api/status')).body;
const stateOf = (r: StatusReport, id: string) => r.components.find((c) => c.id === id)?.state;

const setState = (id: string, state: string) =>
  staff.json<StaffIncidentResponse>(`/api/staff/incidents/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state }),
  });

describe('the status summary', () => {
  it('follows the worst open incident as well as the measured components', async () => {
    expect((await report()).overall).toBe('operational');

    const minor = await staff.post<StaffIncidentResponse>('/api/staff/incidents', {
      title: 'Slow matchmaking',
      severity: 'minor',
      components: ['game-bridge'],
    });
    expect(minor.status).toBe(201);
    let now = await report();
    expect(now.overall).toBe('degraded');
    expect(stateOf(now, 'game-bridge')).toBe('degraded');
    expect(now.components.find((c) => c.id === 'game-bridge')?.detail).toContain('Slow matchmaking');

    const major = await staff.post<StaffIncidentResponse>('/api/staff/incidents', {
      title: 'Payments failing',
      severity: 'major',
      components: ['payments'],
    });
    now = await report();
    expect(now.overall).toBe('outage');
    expect(stateOf(now, 'payments')).toBe('outage');
    // The measured part the incident does not name keeps its own state.
    expect(stateOf(now, 'database')).toBe('operational');

    await setState(major.body.incident.id, 'resolved');
    expect((await report()).overall).toBe('degraded');
    await setState(minor.body.incident.id, 'resolved');
    now = await report();
    expect(now.overall).toBe('operational');
    expect(stateOf(now, 'payments')).toBe('demo');
  });

  it('counts maintenance while it is under way, not while it is only planned', async () => {
    const planned = await staff.post<StaffIncidentResponse>('/api/staff/incidents', {
      kind: 'maintenance',
      title: 'Database upgrade',
      state: 'scheduled',
      components: ['database'],
    });
    expect((await report()).overall).toBe('operational');
    await setState(planned.body.incident.id, 'in_progress');
    const now = await report();
    expect(now.overall).toBe('maintenance');
    expect(stateOf(now, 'database')).toBe('maintenance');
    await setState(planned.body.incident.id, 'completed');
    expect((await report()).overall).toBe('operational');
  });

  it("takes affected services only from the page's list, and writes nothing otherwise", async () => {
    for (const components of [['Game server bridge'], ['game-bridge', 'game-bridge'], 'payments']) {
      const title = `Free text ${JSON.stringify(components)}`;
      const res = await staff.post<Failure>('/api/staff/incidents', { title, components });
      expect(res.status).toBe(400);
      const fields = Object.keys(res.body.error.fields ?? {});
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.every((field) => field.startsWith('components'))).toBe(true);
      const written = await app.database.db
        .select()
        .from(statusIncidents)
        .where(eq(statusIncidents.title, title));
      expect(written).toEqual([]);
    }
  });
});
