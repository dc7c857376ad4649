import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { LiveTopic } from '../../../shared/arena/types';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import type { LiveHub } from './hub';
import { createLiveStreams } from './routes';

/** A listening hub whose subscriptions answer when the test says. */
function slowHub() {
  const pending: { resolve: (unsubscribe: () => void) => void; reject: (error: Error) => void }[] = [];
  const hub = {
    ready: async () => {},
    isLive: () => true,
    onState: () => () => {},
    subscribe: (_topics: readonly LiveTopic[]) =>
      new Promise<() => void>((resolve, reject) => pending.push({ resolve, reject })),
  } as unknown as LiveHub;
  return { hub, pending };
}

/** The live route on a Node server, as the real one runs it, with the app's answer for errors. */
async function serveLive(hub: LiveHub) {
  const streams = createLiveStreams(hub);
  const app = new Hono<AppEnv>()
    .onError((error, c) =>
      c.json({ error: { message: error.message } }, error instanceof AppError ? error.status : 500),
    )
    .route('/live', streams.routes);
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as { port: number };
  return {
    streams,
    url: `http://127.0.0.1:${port}/live?topics=matches`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        (server as { closeAllConnections?(): void }).closeAllConnections?.();
      }),
  };
}

describe('a live stream that never starts', () => {
  it('is answered 503 and ended when shutdown closes it while its subscription is pending', async () => {
    const { hub, pending } = slowHub();
    const served = await serveLive(hub);
    try {
      const answer = fetch(served.url);
      await expect.poll(() => pending.length).toBe(1);
      served.streams.endAll(2_000);
      const response = await answer;
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Live updates are unavailable right now.');
    } finally {
      await served.close();
    }
  });

  it('is answered 503 and ended when the hub cannot subscribe', async () => {
    const { hub, pending } = slowHub();
    const served = await serveLive(hub);
    try {
      const answer = fetch(served.url);
      await expect.poll(() => pending.length).toBe(1);
      pending[0]!.reject(new Error('no LISTEN'));
      const response = await answer;
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Live updates are unavailable right now.');
    } finally {
      await served.close();
    }
  });
});
