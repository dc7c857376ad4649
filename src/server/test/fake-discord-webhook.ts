/**
 * A local stand-in for a Discord webhook: records the messages posted to it, and can be told to
 * answer with an error (a 500, or a 429 with `retry_after`) or to be down (connection refused).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDiscordWebhook {
  /** The webhook URL (with a token-like path, as Discord's have). */
  url: string;
  /** Message contents received and answered 2xx, in order. */
  messages: { content: string; allowed_mentions: unknown }[];
  /** Every POST seen, whatever the answer. */
  hits: number;
  /** Answer the next requests with these statuses (then 204). */
  failWith: number[];
  /** Seconds sent in a 429's body. */
  retryAfter: number;
  close(): Promise<void>;
}

export async function startFakeDiscordWebhook(): Promise<FakeDiscordWebhook> {
  const state = { messages: [], hits: 0, failWith: [], retryAfter: 2.5 } as Pick<
    FakeDiscordWebhook,
    'messages' | 'hits' | 'failWith' | 'retryAfter'
  >;
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      state.hits++;
      const status = state.failWith.shift();
      if (status === 429) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' });
        res.end(
          JSON.stringify({
            message: 'You are being rate limited.',
            retry_after: state.retryAfter,
            global: false,
          }),
        );
        return;
      }
      if (status) {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'fake failure' }));
        return;
      }
      state.messages.push(JSON.parse(data));
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/api/webhooks/123/secret-token`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
