import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchReportResponse } from '../../../shared/bridge/api';
import { matchPage } from '../../../shared/replays/match-page';
import { MAX_LOG_BYTES } from '../../../shared/replays/protocol';
import { matches, matchReplays } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { issueGameServerToken } from '../bridge';

let app: TestApp & TestBrowser;
let token: string;

const fixture = (name: string) =>
  readFileSync(new URL(`../../../shared/replays/fixtures/${name}`, import.meta.url), 'utf8');

beforeAll(async () => {
  app = await createTestApp();
  token = await issueGameServerToken(app.database.db, 'replay-arena');
});
afterAll(() => app?.close());

let counter = 0;
/** A finished battle between two fresh players, with names so the page can show them. */
async function battle(extra: Record<string, unknown> = {}) {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  const leader = `7e9a0000-0000-4000-8000-${n}`;
  const challenger = `7e9b0000-0000-4000-8000-${n}`;
  return {
    match_id: `replay-test-${crypto.randomUUID()}`,
    leader_uuid: leader,
    leader_name: `Brock${counter}`,
    challenger_uuid: challenger,
    challenger_name: `Misty${counter}`,
    started_at: '2026-11-20T18:00:00Z',
    ended_at: '2026-11-20T18:20:00Z',
    winner_uuid: challenger,
    ...extra,
  };
}

async function report(body: unknown) {
  const res = await app.rawRequest('/api/game/v1/matches', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const storedLog = async (matchId: string) =>
  (await app.database.db.select().from(matchReplays).where(eq(matchReplays.match_id, matchId)))[0]?.log;

describe('a match report with a Showdown log', () => {
  it.each(['singles-1.log', 'doubles-1.log'])('stores a good log (%s) with the match', async (file) => {
    const log = fixture(file);
    const { status, body } = await report(await battle({ showdown_log: log }));
    expect(status).toBe(200);
    const answer = matchReportResponse.parse(body);
    expect(answer).toMatchObject({ state: 'finished', applied: true, replay: { status: 'stored' } });
    expect(await storedLog(answer.id)).toBe(log);
  });

  it('answers replay null when no log was sent', async () => {
    const { body } = await report(await battle());
    expect(body.replay).toBeNull();
    expect(await storedLog(body.id as string)).toBeUndefined();
  });

  it('refuses a malformed log with the line and reason, and still records the match', async () => {
    const log = fixture('singles-2.log').replace(/^\|turn\|3$/m, '|turn|three');
    const line = log.split('\n').indexOf('|turn|three') + 1;
    const sent = await battle({ showdown_log: log });
    const { status, body } = await report(sent);
    expect(status).toBe(200);
    expect(body.replay).toEqual({
      status: 'refused',
      line,
      reason: `Line ${line}: turn "three" does not follow turn 2.`,
    });
    const [match] = await app.database.db
      .select()
      .from(matches)
      .where(eq(matches.external_id, sent.match_id));
    expect(match).toMatchObject({ winner_uuid: sent.challenger_uuid, ended_at: expect.any(Date) });
    expect(await storedLog(match!.id)).toBeUndefined();
  });

  it('refuses an oversized log and still records the match', async () => {
    const log = `|player|p1|A||\n|player|p2|B||\n${'|-hint|x\n'.repeat(MAX_LOG_BYTES / 9 + 10)}`;
    const { status, body } = await report(await battle({ showdown_log: log }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'finished', replay: { status: 'refused', line: null } });
    expect(await storedLog(body.id as string)).toBeUndefined();
  });

  it('keeps the first stored log when a report is repeated', async () => {
    const first = await battle({ showdown_log: fixture('singles-1.log') });
    const { body } = await report(first);
    const again = await report({ ...first, showdown_log: fixture('doubles-2.log') });
    expect(again.body).toMatchObject({ applied: false, replay: { status: 'stored' } });
    expect(await storedLog(body.id as string)).toBe(fixture('singles-1.log'));
  });

  it('refuses a report without a bridge token', async () => {
    const res = await app.rawRequest('/api/game/v1/matches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await battle({ showdown_log: fixture('singles-1.log') })),
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/matches/:id and the match page', () => {
  it('answers a match with its log, and the ticker and profile mark it as replayed', async () => {
    const sent = await battle({ showdown_log: fixture('doubles-2.log') });
    const { body } = await report(sent);
    const res = await app.request(`/api/matches/${body.id}`);
    expect(res.status).toBe(200);
    const page = matchPage.parse(await res.json());
    expect(page.match).toMatchObject({
      id: body.id,
      has_replay: true,
      challenger_name: sent.challenger_name,
    });
    expect(page.showdown_log).toBe(fixture('doubles-2.log'));

    const ticker = (await (await app.request('/api/arena/matches')).json()) as {
      matches: { id: string; has_replay: boolean }[];
    };
    for (const match of ticker.matches) expect(typeof match.has_replay).toBe('boolean');
    const profile = (await (await app.request(`/api/players/${sent.challenger_name}`)).json()) as {
      recent: { id: string; has_replay: boolean }[];
    };
    expect(profile.recent).toEqual([expect.objectContaining({ id: body.id, has_replay: true })]);
  });

  it('answers a match without a replay with a null log', async () => {
    const { body } = await report(await battle());
    const page = matchPage.parse(await (await app.request(`/api/matches/${body.id}`)).json());
    expect(page).toMatchObject({ match: { has_replay: false }, showdown_log: null });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await app.request('/api/matches/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await app.request('/api/matches/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ error: { message: 'No match has this id.' } });
  });
});
