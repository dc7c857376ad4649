import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChange } from '../../../shared/arena/types';
import { votePartyReportResponse } from '../../../shared/vote/party-report';
import type { VotePageResponse } from '../../../shared/vote/types';
import { readSse } from '../../test/sse-reader';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createGameServer } from '../bridge';
import { DEFAULT_VOTE_SITES } from './sites';

let app: TestApp & TestBrowser;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await createGameServer(app.database.db, 'votes-1')).token;
});
afterAll(async () => {
  await app?.close();
});

const report = (body: unknown, auth = `Bearer ${token}`) =>
  app.rawRequest('/api/game/v1/vote-party', {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('vote page data', () => {
  it('lists the six vote sites and an empty party before any report', async () => {
    // A database of its own: other tests in this file report votes, in any order.
    const fresh = await createTestApp();
    try {
      const { status, body } = await fresh.json<VotePageResponse>('/api/vote');
      expect(status).toBe(200);
      expect(body.sites).toEqual(DEFAULT_VOTE_SITES);
      expect(body.sites).toHaveLength(6);
      expect(body.party).toEqual({ votes: 0, threshold: 500, last_party_at: null, updated_at: null });
    } finally {
      await fresh.close();
    }
  });

  it('starts from the sites VOTE_SITES names, until an admin changes them in the console', async () => {
    const custom = await createTestApp({
      VOTE_SITES: JSON.stringify([{ name: 'Our List', url: 'https://list.example/vote' }]),
    });
    try {
      const { body } = await custom.json<VotePageResponse>('/api/vote');
      expect(body.sites).toEqual([{ name: 'Our List', url: 'https://list.example/vote', rewards: '' }]);
    } finally {
      await custom.close();
    }
  });
});

describe('POST /api/game/v1/vote-party', () => {
  it('refuses calls without a server token and bad counts', async () => {
    expect((await report({ votes: 5 }, 'Bearer gst_wrong')).status).toBe(401);
    const bad = await report({ votes: -1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'votes',
    );
  });

  it('stores the count and the last party, and announces the change on the live stream', async () => {
    const live = await app.rawRequest('/api/live?topics=vote_party');
    const sse = readSse(live.body as ReadableStream<Uint8Array>);
    try {
      await sse.next((m) => m.event === 'ready');
      const response = await report({ votes: 317 });
      expect(response.status).toBe(200);
      expect(votePartyReportResponse.parse(await response.json())).toEqual({
        votes: 317,
        threshold: 500,
        last_party_at: null,
      });
      const change = await sse.next((m) => m.event === 'change');
      expect(liveChange.parse(JSON.parse(change.data)).topic).toBe('vote_party');

      await report({ votes: 0, last_party_at: '2025-10-12T19:30:00Z' });
      const { body } = await app.json<VotePageResponse>('/api/vote');
      expect(body.party).toMatchObject({ votes: 0, last_party_at: '2025-10-12T19:30:00.000Z' });
      // A later count keeps the last party.
      await report({ votes: 3 });
      expect((await app.json<VotePageResponse>('/api/vote')).body.party).toMatchObject({
        votes: 3,
        last_party_at: '2025-10-12T19:30:00.000Z',
      });
    } finally {
      await sse.close();
    }
  });
});
