import { describe, expect, it, vi } from 'vitest';
import type { Deps } from '../../context';
import { createHeadSource } from './minecraft-head';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** A head source over a renderer the test answers, on a clock the test moves. */
function source() {
  let up = false;
  let time = Date.parse('2026-11-28T00:00:00Z');
  const fetch = vi.fn(async () => (up ? new Response(PNG) : new Response('busy', { status: 503 })));
  const heads = createHeadSource({
    env: { SKIN_RENDER_URL: 'http://skins.test/' } as Deps['env'],
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => new Date(time),
  });
  return {
    heads,
    fetch,
    setUp: (value: boolean) => {
      up = value;
    },
    wait: (ms: number) => {
      time += ms;
    },
  };
}

describe('Minecraft heads', () => {
  it('asks again a minute after a failure, not an hour', async () => {
    const s = source();
    expect(await s.heads.headOf('Ash')).toBeNull();
    s.setUp(true);
    s.wait(30_000);
    expect(await s.heads.headOf('ash')).toBeNull();
    expect(s.fetch).toHaveBeenCalledTimes(1);
    s.wait(31_000);
    expect(await s.heads.headOf('Ash')).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(s.fetch).toHaveBeenCalledTimes(2);
    expect(s.fetch).toHaveBeenLastCalledWith('http://skins.test/avatar/Ash/240', expect.anything());
  });

  it('keeps a head for an hour', async () => {
    const s = source();
    s.setUp(true);
    const head = await s.heads.headOf('Misty');
    s.setUp(false);
    s.wait(59 * 60_000);
    expect(await s.heads.headOf('Misty')).toBe(head);
    expect(s.fetch).toHaveBeenCalledTimes(1);
    s.wait(2 * 60_000);
    expect(await s.heads.headOf('Misty')).toBeNull();
    expect(s.fetch).toHaveBeenCalledTimes(2);
  });
});
