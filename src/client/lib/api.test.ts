import { endpoint, requestType } from '@shared/api/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { answerVersionOf } from './answer-versions';
import { ApiError, api } from './api';

const answer = z.object({ ok: z.boolean() });
const page = endpoint({ method: 'GET', path: '/players/:name/games', auth: 'public', answer });
const save = endpoint({
  method: 'POST',
  path: '/players/:name/notes',
  auth: 'user',
  answer,
  body: requestType<{ note: string }>(),
});
const ping = endpoint({ method: 'POST', path: '/ping', auth: 'user', answer });

/** Answers every fetch with `body` and records what was asked. */
function answering(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('api(row)', () => {
  it('fills path parameters as one encoded segment each and leaves out undefined query values', async () => {
    const fetch = answering({ ok: true });
    await api(page, { params: { name: 'Ash/Ketchum' }, query: { limit: 10, offset: undefined } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/players/Ash%2FKetchum/games?limit=10');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it("sends the row's method with the body as JSON, and {} for a write without one", async () => {
    const fetch = answering({ ok: true });
    await api(save, { params: { name: 'Misty' }, body: { note: 'water' } });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"note":"water"}' });
    await api(ping);
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it("parses the answer with the row's schema", async () => {
    answering({ ok: 'yes' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api(ping)).rejects.toMatchObject({ code: 'unexpected_response' });
    expect(logged.mock.calls[0]![0]).toBe('Unexpected answer from POST /ping');
    logged.mockRestore();
    answering({ error: { code: 'gone', message: 'No longer here.' } }, 404);
    await expect(api(ping)).rejects.toEqual(new ApiError(404, 'gone', 'No longer here.'));
  });

  it('remembers the version (ETag) of an answer with the address it was asked at', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }, { headers: { ETag: 'W/"v1"' } }));
    vi.stubGlobal('fetch', fetch);
    const answered = await api(page, { params: { name: 'Brock' }, query: { limit: 5 } });
    expect(answerVersionOf(answered)).toEqual({
      address: '/api/players/Brock/games?limit=5',
      version: '"v1"',
    });
    answering({ ok: true });
    expect(answerVersionOf(await api(page, { params: { name: 'Brock' } }))).toBeUndefined();
  });
});
