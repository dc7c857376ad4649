import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import type { LiveHub } from '../live';
import { createReadCache } from './read-cache';

function fakeHub() {
  let live = true;
  const stateHandlers = new Set<(live: boolean) => void>();
  const hub = {
    subscribe: async () => () => {},
    isLive: () => live,
    onState: (handler: (live: boolean) => void) => {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
  } as unknown as LiveHub;
  const setLive = (value: boolean) => {
    live = value;
    for (const handler of stateHandlers) handler(value);
  };
  return { hub, setLive };
}

describe('arena read cache', () => {
  const deps = { env: parseEnv({ ARENA_CACHE_SECONDS: '60' }), logger: createLogger('silent') };

  it('serves nothing from the cache while notifications are down, and forgets it all on return', async () => {
    const { hub, setLive } = fakeHub();
    const cache = createReadCache(deps, hub);
    let version = 0;
    const read = async () =>
      JSON.parse(
        Buffer.from(await cache.json('k', ['matches'], z.number(), async () => ++version)).toString(),
      );

    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    setLive(false);
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    setLive(true);
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
  });
});
