/** The API tests' app with a bot on the fake Discord, and sending the outbox's Discord messages. */
import { afterAll, beforeAll } from 'vitest';
import type { Deps } from '../context';
import { deliverDiscordMessages } from '../features/outbox';
import { botEnv, type FakeDiscord, startFakeDiscord } from './fake-discord';
import { createTestApp, type TestApp, type TestBrowser } from './test-app';

/**
 * A fake Discord and an app whose bot talks to it, for the tests of a file: made before them
 * (handed to `use`), both closed after them.
 */
export function botAppForFile(use: (app: TestApp & TestBrowser, discord: FakeDiscord) => void) {
  let discord: FakeDiscord | undefined;
  let app: (TestApp & TestBrowser) | undefined;
  beforeAll(async () => {
    discord = await startFakeDiscord();
    app = await createTestApp(botEnv(discord));
    use(app, discord);
  });
  afterAll(async () => {
    await app?.close();
    await discord?.close();
  });
}

/**
 * Passes a minute ahead (a row's due time is the database's clock, which may run a moment ahead)
 * until none is due. One pass takes one batch, and a file's earlier rounds may have queued more
 * than that before the rows a test waits for.
 */
export async function deliverDiscordAhead(app: TestApp): Promise<void> {
  const ahead = { ...app.deps, now: () => new Date(Date.now() + 60_000) } satisfies Deps;
  // Bounded: a row failing again within the minute is due again at once.
  for (let pass = 0; pass < 20; pass++) if ((await deliverDiscordMessages(ahead)) === 0) return;
}
