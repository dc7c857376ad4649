/** Sending the outbox's Discord messages in the API tests. */
import type { Deps } from '../context';
import { deliverDiscordMessages } from '../features/outbox';
import type { TestApp } from './test-app';

/** A pass a minute ahead: a row's due time is the database's clock, which may run a moment ahead. */
export const deliverDiscordAhead = (app: TestApp) =>
  deliverDiscordMessages({ ...app.deps, now: () => new Date(Date.now() + 60_000) } satisfies Deps);
