/**
 * Posts staff notifications to the Discord webhook (STAFF_DISCORD_WEBHOOK_URL). The code that
 * decides each one queues it in the outbox (features/outbox), in the transaction of what caused it;
 * this worker, on a timer, claims due staff notices with the outbox's `claimDue` (FOR UPDATE SKIP
 * LOCKED, so two instances never take the same row), posts them outside any transaction, and records the outcome: sent, retried later with back-off (network
 * errors, 5xx, and 429 after Discord's `retry_after`), or failed for good (another 4xx). Requests
 * never wait on Discord, and an outage only leaves rows pending. The webhook URL is a credential:
 * it is never logged or stored.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { plainDiscordText } from '../../../shared/discord/plain-text';
import { FORM_KIND_LABELS, type FormKind } from '../../../shared/forms/submissions';
import { formatUsd } from '../../../shared/shop/catalog';
import { STAFF_NOTICE_KINDS, type StaffNotificationsResponse } from '../../../shared/staff/notifications';
import { isFormKind } from '../../../shared/staff/review';
import type { Deps } from '../../context';
import { rowsOf } from '../../db/rows';
import { gymLeaders, outboxMessages, purchases } from '../../db/schema';
import { claimDue, setStaffNotifications } from '../outbox';
import { FORM_TABLES } from './form-tables';

type Notice = typeof outboxMessages.$inferSelect;

export const NOTIFIER_INTERVAL_MS = 5_000;
const BATCH = 10;
const POST_TIMEOUT_MS = 10_000;
const MAX_BACKOFF_MS = 15 * 60_000;
const KEEP_SENT_MS = 30 * 86_400_000;
/** Discord's limit on a message. */
const MAX_CONTENT = 2000;
/** Forms whose title is a subject, not a person's name: the message quotes it. */
const TITLED_KINDS: ReadonlySet<FormKind> = new Set(['bug_report', 'feature_request', 'support_ticket']);

/** 5 s, 10 s, 20 s… up to 15 minutes, for as long as Discord is down. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));

/** The console's view of the queue. */
export async function notificationSummary(deps: Deps): Promise<StaffNotificationsResponse> {
  const [row] = await deps.database.db
    .select({
      pending: sql<string>`count(*) filter (where ${outboxMessages.status} = 'pending')`,
      failed: sql<string>`count(*) filter (where ${outboxMessages.status} = 'failed')`,
      oldest: sql<
        string | null
      >`min(${outboxMessages.created_at}) filter (where ${outboxMessages.status} = 'pending')`,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.kind, STAFF_NOTICE_KINDS));
  return {
    enabled: Boolean(deps.env.STAFF_DISCORD_WEBHOOK_URL),
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldest_pending_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Text a player (or a game server relaying one) wrote, shortened, then shown as typed. */
const quoted = (text: string, max: number) => plainDiscordText(clip(text, max));

/**
 * The message a notice becomes, read at send time (names may have changed; they are short). Every
 * field a player could have written goes through `quoted`; only our own words and link stay live.
 */
async function render(deps: Deps, notice: Notice): Promise<string> {
  const { db } = deps.database;
  const consoleUrl = `${deps.env.PUBLIC_URL}/staff`;
  const p = notice.payload;
  switch (notice.kind) {
    case 'submission': {
      const kind = String(p.form_kind ?? '');
      if (!isFormKind(kind)) return `New form submission — ${consoleUrl}`;
      const label = FORM_KIND_LABELS[kind].toLowerCase();
      // Only titles players write about the game; names of people stay on our side.
      if (!TITLED_KINDS.has(kind)) return `New ${label} — ${consoleUrl}`;
      const table = FORM_TABLES[kind];
      const result = await db.execute(
        sql`select ${sql.identifier(table.title)}::text as title from ${sql.identifier(table.table)} where id = ${String(p.id)}::uuid`,
      );
      const title = rowsOf<{ title: string | null }>(result)[0]?.title;
      return `New ${label}${title ? `: “${quoted(title, 120)}”` : ''} — ${consoleUrl}`;
    }
    case 'dispute': {
      const ref = String(p.payment_ref ?? '');
      const [purchase] = await db
        .select({ id: purchases.id, minecraft: purchases.minecraft_username })
        .from(purchases)
        .where(eq(purchases.payment_intent_id, ref))
        .limit(1);
      const amount = typeof p.amount_cents === 'number' ? formatUsd(p.amount_cents) : 'an amount';
      const who = purchase
        ? ` (purchase ${purchase.id.slice(0, 8)} for ${quoted(purchase.minecraft, 32)})`
        : '';
      return `Dispute opened on payment ${ref} for ${amount}${who}. Respond in Stripe — ${consoleUrl}`;
    }
    case 'delivery_dead': {
      const error = p.last_error ? ` Last error: ${quoted(String(p.last_error), 200)}` : '';
      return `An in-game delivery was given up after ${p.failed_attempts ?? '?'} attempts (${p.source ?? 'unknown source'}).${error} — ${consoleUrl}`;
    }
    case 'leader_negative': {
      const [leader] = await db
        .select({ name: gymLeaders.display_name })
        .from(gymLeaders)
        .where(eq(gymLeaders.id, String(p.gym_leader_id)))
        .limit(1);
      const balance = typeof p.balance_cents === 'number' ? formatUsd(p.balance_cents) : 'below zero';
      const name = leader ? quoted(leader.name, 64) : String(p.gym_leader_id);
      return `Gym leader ${name} owes money: balance ${balance} after a refund or dispute reversed an earning already paid out — ${consoleUrl}`;
    }
    case 'discord_dm':
    case 'discord_role':
      // The bot's messages are settled by the outbox's own worker, never claimed here.
      return String(p.text ?? '');
  }
}

type Outcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string }
  | { kind: 'rate_limited'; retryAfterMs: number }
  | { kind: 'refused'; error: string };

/** Discord's 429 says how long to wait: `retry_after` seconds in the body, or Retry-After. */
async function retryAfterMs(response: Response): Promise<number> {
  let seconds = Number(response.headers.get('retry-after'));
  try {
    const body = (await response.json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number') seconds = body.retry_after;
  } catch {
    // Not JSON: the header, or a default.
  }
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : 5_000;
}

async function post(deps: Deps, url: string, content: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await deps.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // No pings: names and titles come from players.
      body: JSON.stringify({ content: clip(content, MAX_CONTENT), allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { kind: 'retry', error: name === 'TimeoutError' ? 'timed out' : 'network error' };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { kind: 'sent' };
  }
  if (response.status === 429) return { kind: 'rate_limited', retryAfterMs: await retryAfterMs(response) };
  await response.body?.cancel();
  if (response.status >= 500 || response.status === 408) {
    return { kind: 'retry', error: `HTTP ${response.status}` };
  }
  return { kind: 'refused', error: `HTTP ${response.status}` };
}

async function settle(deps: Deps, notice: Notice, outcome: Outcome) {
  const now = deps.now();
  const { db } = deps.database;
  const where = eq(outboxMessages.id, notice.id);
  switch (outcome.kind) {
    case 'sent':
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sent_at: now,
          claimed_until: null,
          last_error: null,
          attempts: notice.attempts + 1,
        })
        .where(where);
      return;
    case 'rate_limited':
      await db
        .update(outboxMessages)
        .set({
          claimed_until: null,
          next_attempt_at: new Date(now.getTime() + outcome.retryAfterMs),
          last_error: 'rate limited by Discord',
        })
        .where(where);
      return;
    case 'retry': {
      const attempts = notice.attempts + 1;
      await db
        .update(outboxMessages)
        .set({
          attempts,
          claimed_until: null,
          next_attempt_at: new Date(now.getTime() + backoffMs(attempts)),
          last_error: outcome.error,
        })
        .where(where);
      return;
    }
    case 'refused':
      await db
        .update(outboxMessages)
        .set({
          status: 'failed',
          attempts: notice.attempts + 1,
          claimed_until: null,
          last_error: outcome.error,
        })
        .where(where);
      deps.logger.warn({ notice: notice.id, error: outcome.error }, 'staff notification refused by Discord');
  }
}

/** The staff notices dropped once sent and old: every kind but the dispute's, sent once ever. */
const DROPPED_WHEN_SENT = STAFF_NOTICE_KINDS.filter((kind) => kind !== 'dispute');

/**
 * One pass: claims due notices and posts them in order. A 429 puts this notice and the rest of the
 * batch off until Discord's `retry_after`. Returns how many were sent.
 */
export async function deliverStaffNotifications(deps: Deps): Promise<number> {
  const url = deps.env.STAFF_DISCORD_WEBHOOK_URL;
  if (!url) return 0;
  // Sent notices are kept a while for the console and support, then dropped. Only staff notices,
  // and not a dispute's: its row is the record that it was announced once, ever (a dispute's later
  // facts come weeks after), as the bot's role rows are the record of who was given a role.
  await deps.database.db
    .delete(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.kind, DROPPED_WHEN_SENT),
        eq(outboxMessages.status, 'sent'),
        lt(outboxMessages.sent_at, new Date(deps.now().getTime() - KEEP_SENT_MS)),
      ),
    );
  const claimed = await claimDue(deps.database.db, deps.now(), BATCH, STAFF_NOTICE_KINDS);
  let sent = 0;
  let pausedMs: number | null = null;
  for (const notice of claimed) {
    if (pausedMs !== null) {
      await settle(deps, notice, { kind: 'rate_limited', retryAfterMs: pausedMs });
      continue;
    }
    let outcome: Outcome;
    try {
      outcome = await post(deps, url, await render(deps, notice));
    } catch (error) {
      deps.logger.warn({ err: error, notice: notice.id }, 'staff notification could not be prepared');
      outcome = { kind: 'retry', error: 'could not be prepared' };
    }
    if (outcome.kind === 'rate_limited') pausedMs = outcome.retryAfterMs;
    if (outcome.kind === 'sent') sent++;
    if (outcome.kind === 'retry') {
      deps.logger.warn({ notice: notice.id, error: outcome.error }, 'staff notification will be retried');
    }
    await settle(deps, notice, outcome);
  }
  return sent;
}

/**
 * Turns the queueing of notices on or off from STAFF_DISCORD_WEBHOOK_URL and, when on, posts due notices on a
 * timer. Every instance may run it. Returns the stop function.
 */
export async function startStaffNotifier(deps: Deps, intervalMs = NOTIFIER_INTERVAL_MS): Promise<() => void> {
  const enabled = Boolean(deps.env.STAFF_DISCORD_WEBHOOK_URL);
  await setStaffNotifications(deps.database.db, enabled);
  if (!enabled) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverStaffNotifications(deps)
      .catch((err) => deps.logger.warn({ err }, 'staff notifications pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
